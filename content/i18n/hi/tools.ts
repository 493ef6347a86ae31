/** Hindi edition of calculatorScriptNote and ieltsTool in content/tools.ts (machine-drafted, awaiting native review). */
import { shell } from '@/content/i18n/hi/shell';
import type { IeltsCopy, ResultActionsCopy } from '@/content/tools';

/**
 * Said in place of a calculator's button when its script is off or failed to load: the
 * calculators run in the browser, and a static export has no server to answer the form.
 */
export const calculatorScriptNote =
  'यह कैलकुलेटर आपके ब्राउज़र में JavaScript से चलता है, जो इस पेज पर लोड नहीं हो पाया। दोबारा कोशिश करने के लिए पेज रीलोड करें, या नीचे दी गई जानकारी की मदद से अपना नतीजा ख़ुद निकालें।';

const actions = (ctaSubject: string): ResultActionsCopy => ({
  shareLink: 'इस नतीजे का लिंक',
  copy: 'लिंक कॉपी करें',
  copied: 'लिंक कॉपी हो गया।',
  copyFailed: 'यह नतीजा शेयर करने के लिए ऊपर दिया लिंक कॉपी करें।',
  ctaLabel: 'इस नतीजे पर काउंसलर से बात करें',
  ctaSubject,
});

export const ieltsTool: IeltsCopy = {
  hero: {
    eyebrow: 'निःशुल्क टूल',
    title: 'IELTS ओवरऑल स्कोर कैलकुलेटर',
    text: 'अपने लिसनिंग, रीडिंग, स्पीकिंग और राइटिंग के स्कोर डालें और अपना ओवरऑल बैंड जानें, ठीक उसी तरह राउंड करके जैसे IELTS करता है।',
  },
  sectionTitle: 'अपना ओवरऑल बैंड निकालें',
  form: {
    formLabel: 'IELTS ओवरऑल बैंड कैलकुलेटर',
    skills: { listening: 'लिसनिंग', reading: 'रीडिंग', speaking: 'स्पीकिंग', writing: 'राइटिंग' },
    messages: { invalid: shell.calculator.ieltsInvalid },
    submit: 'कैलकुलेट करें',
    dialogTitle: 'आपका IELTS ओवरऑल बैंड स्कोर',
    overallLabel: 'ओवरऑल बैंड',
    meanText: 'आपके चारों स्कोर का औसत: {mean}, जिसे सबसे नज़दीकी आधे बैंड तक राउंड किया गया है।',
    breakdownCaption: 'आपके स्कोर',
    actions: actions('IELTS ओवरऑल बैंड {result}: काउंसलिंग का अनुरोध'),
  },
  explanation: {
    title: 'ओवरऑल बैंड कैसे निकाला जाता है',
    paragraphs: [
      'आपका ओवरऑल बैंड चारों हिस्सों के स्कोर का औसत होता है, जिसे सबसे नज़दीकी आधे बैंड तक राउंड किया जाता है।',
      'अगर औसत के आख़िर में .25 आए तो वह अगले आधे बैंड तक ऊपर जाता है, और .75 आए तो अगले पूरे बैंड तक; अगर औसत के आख़िर में .125 आए तो वह नीचे राउंड होता है।',
      'यह कैलकुलेटर सिर्फ़ योजना बनाने में मदद के लिए है: आपका आधिकारिक ओवरऑल बैंड वही है जो आपके टेस्ट रिपोर्ट फ़ॉर्म पर लिखा होता है।',
    ],
  },
  examples: {
    caption: 'उदाहरण',
    columns: { mean: 'औसत', overall: 'ओवरऑल बैंड' },
    scores: [
      [6, 6, 6, 6.5],
      [6, 6, 6.5, 6.5],
      [7, 6.5, 6, 6],
      [6.5, 6.5, 7, 7],
    ],
  },
};
