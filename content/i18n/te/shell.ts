/** Telugu: the words of the page shell (content/shell.ts). */
import type { ErrorViewTexts, ShellContent } from '@/content/shell';

export const errorView: ErrorViewTexts = {
  title: 'అనుకోని లోపం జరిగింది!',
  unknown: 'తెలియని లోపం',
  retry: 'మళ్ళీ ప్రయత్నించండి',
};

export const shell: ShellContent = {
  skipLink: 'ప్రధాన విషయానికి వెళ్ళండి',
  logoTagline: 'విదేశీ విద్య',
  header: { mainNavLabel: 'ప్రధాన మెనూ', contact: 'సంప్రదించండి', crm: 'CRM', darkMode: 'డార్క్ మోడ్', submenu: '{label} మెనూ' },
  mobileMenu: { open: 'మెనూ తెరవండి', dialogLabel: 'మెనూ', title: 'మెనూ', close: 'మెనూ మూసివేయండి', navLabel: 'మొబైల్ మెనూ', all: 'అన్ని {label}' },
  languages: { label: 'భాష' },
  reviewNote: {
    text: 'ఈ తెలుగు అనువాదాన్ని తెలుగు నిపుణులు ఇంకా చదివి సరిచూడలేదు; ఏదైనా తేడా ఉంటే ఇంగ్లీష్ పేజీలో ఉన్నదే సరైనది.',
    link: 'ఇంగ్లీష్ పేజీ చదవండి',
  },
  factSource: { asOf: '{date} నాటికి', source: 'ఆధారం', sources: 'ఆధారాలు' },
  footer: {
    blurb: 'హైదరాబాద్, విజయవాడలలో విదేశీ విద్య మరియు ఇమ్మిగ్రేషన్ కన్సల్టెన్సీ. సంప్రదింపుకు ఫీజు లేదు; ముందే మంజూరైన విద్యా రుణాలు, వీసా సహాయం, స్కాలర్‌షిప్ సహాయం.',
    social: 'సోషల్ మీడియా',
    socialSample: 'సోషల్ లింకులు ఆయా నెట్‌వర్క్‌ల హోమ్ పేజీలకు వెళ్తాయి.',
    quickLinks: 'త్వరిత లింకులు',
    quickLinksNav: 'త్వరిత లింకులు',
    freeTools: 'ఉచిత సాధనాలు',
    freeToolsNav: 'ఉచిత సాధనాలు',
    counselling: 'ఉచిత కౌన్సెలింగ్ పొందండి',
    hours: 'పని వేళలు',
    offices: 'ప్రధాన కార్యాలయం & అనుబంధ శాఖలు',
    rights: 'సర్వ హక్కులు ప్రత్యేకించబడ్డాయి.',
    privacy: 'గోప్యతా నోటీసు',
  },
  chatFloat: { region: 'వాట్సాప్‌లో చాట్', link: 'వాట్సాప్‌లో మాతో చాట్ చేయండి (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)' },
  a11y: { newTab: '(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)', close: 'మూసివేయండి', learnMoreAbout: '{name} గురించి {label}' },
  form: { selectPlaceholder: 'ఎంచుకోండి…' },
  calculator: { ieltsInvalid: 'దయచేసి అన్ని ఖాళీలలో 0 నుండి 9 మధ్య సరైన సంఖ్యలను నమోదు చేయండి.' },
  notFound: {
    title: 'క్షమించండి! పేజీ కనబడలేదు',
    text: 'మీరు వెతుకుతున్న పేజీ వేరే చోటికి మారి ఉండవచ్చు, పేరు మారి ఉండవచ్చు లేదా అసలు లేకపోవచ్చు.',
    home: 'హోమ్‌పేజీకి తిరిగి వెళ్ళండి',
    help: 'సహాయం కావాలా? ఈ చిరునామాకు రాయండి:',
  },
  errorView,
};
