/** Telugu edition of calculatorScriptNote and ieltsTool in content/tools.ts: machine-drafted, awaiting native review. */
import { shell } from '@/content/i18n/te/shell';
import type { IeltsCopy, ResultActionsCopy } from '@/content/tools';

/**
 * Said in place of a calculator's button when its script is off or failed to load: the
 * calculators run in the browser, and a static export has no server to answer the form.
 */
export const calculatorScriptNote =
  'ఈ కాలిక్యులేటర్ మీ బ్రౌజర్‌లో JavaScript సహాయంతో పనిచేస్తుంది, కానీ ఈ పేజీలో అది లోడ్ కాలేదు. మళ్లీ ప్రయత్నించడానికి పేజీని రీలోడ్ చేయండి, లేదా కింద ఇచ్చిన వివరణ సహాయంతో మీ ఫలితాన్ని మీరే లెక్కించుకోండి.';

const actions = (ctaSubject: string): ResultActionsCopy => ({
  shareLink: 'ఈ ఫలితానికి లింక్',
  copy: 'లింక్ కాపీ చేయండి',
  copied: 'లింక్ కాపీ అయింది.',
  copyFailed: 'ఈ ఫలితాన్ని ఇతరులకు పంపడానికి పైన ఉన్న లింక్‌ను కాపీ చేసుకోండి.',
  ctaLabel: 'ఈ ఫలితం గురించి కౌన్సెలర్‌తో మాట్లాడండి',
  ctaSubject,
});

export const ieltsTool: IeltsCopy = {
  hero: {
    eyebrow: 'ఉచిత టూల్',
    title: 'IELTS ఓవరాల్ బ్యాండ్ స్కోర్ కాలిక్యులేటర్',
    text: 'మీ లిజనింగ్, రీడింగ్, స్పీకింగ్, రైటింగ్ స్కోర్లను నమోదు చేయండి: IELTS ఏ పద్ధతిలో రౌండ్ చేస్తుందో అదే పద్ధతిలో మీ ఓవరాల్ బ్యాండ్ తెలుస్తుంది.',
  },
  sectionTitle: 'మీ ఓవరాల్ బ్యాండ్ లెక్కించండి',
  form: {
    formLabel: 'IELTS ఓవరాల్ బ్యాండ్ కాలిక్యులేటర్',
    skills: { listening: 'లిజనింగ్', reading: 'రీడింగ్', speaking: 'స్పీకింగ్', writing: 'రైటింగ్' },
    messages: { invalid: shell.calculator.ieltsInvalid },
    submit: 'లెక్కించండి',
    dialogTitle: 'మీ IELTS ఓవరాల్ బ్యాండ్ స్కోర్',
    overallLabel: 'ఓవరాల్ బ్యాండ్',
    meanText: 'మీ నాలుగు స్కోర్ల సగటు {mean}; దీన్ని దగ్గరలోని అర్ధ బ్యాండ్‌కు రౌండ్ చేశాం.',
    breakdownCaption: 'మీ స్కోర్లు',
    actions: actions('IELTS ఓవరాల్ బ్యాండ్ {result}: కౌన్సెలింగ్ కోసం అభ్యర్థన'),
  },
  explanation: {
    title: 'ఓవరాల్ బ్యాండ్‌ను ఎలా లెక్కిస్తారు',
    paragraphs: [
      'మీ నాలుగు విభాగాల స్కోర్ల సగటును దగ్గరలోని అర్ధ బ్యాండ్‌కు రౌండ్ చేస్తే వచ్చేదే మీ ఓవరాల్ బ్యాండ్.',
      'సగటు .25తో ముగిస్తే తర్వాతి అర్ధ బ్యాండ్‌కు, .75తో ముగిస్తే తర్వాతి పూర్తి బ్యాండ్‌కు పెంచుతారు; .125తో ముగిస్తే కిందికి తగ్గిస్తారు.',
      'ఈ కాలిక్యులేటర్ ప్లానింగ్ కోసం మాత్రమే: మీ అధికారిక ఓవరాల్ బ్యాండ్ మీ టెస్ట్ రిపోర్ట్ ఫామ్ (TRF)లో ఉన్నదే.',
    ],
  },
  examples: {
    caption: 'ఉదాహరణలు',
    columns: { mean: 'సగటు', overall: 'ఓవరాల్ బ్యాండ్' },
    scores: [
      [6, 6, 6, 6.5],
      [6, 6, 6.5, 6.5],
      [7, 6.5, 6, 6],
      [6.5, 6.5, 7, 7],
    ],
  },
};
