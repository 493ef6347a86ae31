/** Telugu edition of content/services.ts: machine-drafted, awaiting native review. */
import { faqSection } from '@/content/faq/entries';
import { figures } from '@/lib/site';
import { Headset, MapPin, Plane, Presentation } from 'lucide';
import { servicesIn, type ServicesOverview } from '@/content/services';

export const services = servicesIn('te');

export const servicesOverview: ServicesOverview = {
  hero: {
    eyebrow: 'మా సేవలు',
    title: 'విదేశీ విద్యకు కావాల్సినవన్నీ ఒకే చోట',
    text: 'మీ మొదటి ఉచిత సంప్రదింపు నుంచి విదేశాల్లో మీ మొదటి వారం వరకు: కౌన్సెలింగ్, విశ్వవిద్యాలయ ఎంపిక, స్కాలర్‌షిప్‌లు, విద్యా రుణాలు, వీసాలు, ప్రయాణం, అక్కడ స్థిరపడటం. అమెరికా, యూకే, కెనడా, ఆస్ట్రేలియా, జర్మనీ, యూరప్ అంతటా చదువుకోవడానికి వెళ్లే భారతీయ విద్యార్థుల కోసం.',
    primaryLabel: 'ప్రారంభించండి',
    secondaryLabel: 'ఉచిత సంప్రదింపు బుక్ చేయండి',
  },
  stats: {
    title: 'మా ట్రాక్ రికార్డ్',
    items: [
      { value: '24/7', label: 'విదేశాల్లో విద్యార్థులకు సహాయం' },
      { value: figures.text.partnerUniversities, label: 'భాగస్వామ్య విశ్వవిద్యాలయాలు' },
      { value: figures.text.successRate, label: 'విజయ రేటు' },
      { value: figures.text.yearsOfExperience, label: 'సంవత్సరాల అనుభవం' },
    ],
  },
  catalogue: {
    eyebrow: 'మేం ఏం చేస్తాం',
    title: 'మా సేవలు',
    intro: 'కోర్సు ఎంచుకోవడం నుంచి కొత్త నగరంలో స్థిరపడటం వరకు మీకు తోడుండే సేవలు. ఒక్కటి వాడుకోండి, లేదా అన్నీ.',
    services,
    learnMoreLabel: 'మరింత తెలుసుకోండి',
    learnMorePrefix: 'మరింత తెలుసుకోండి:',
    featuresHeading: 'ముఖ్య అంశాలు',
    getStartedLabel: 'ప్రారంభించండి',
    pageLinkLabel: 'ఈ సేవ గురించి మరింత',
  },
  faq: {
    eyebrow: 'ప్రశ్నోత్తరాలు',
    title: 'తరచూ అడిగే ప్రశ్నలు',
    intro: 'విద్యార్థులు, తల్లిదండ్రులు మమ్మల్ని ఎక్కువగా అడిగే ప్రశ్నలకు జవాబులు. ఇంకా సందేహం ఉందా? ఉచిత సంప్రదింపు బుక్ చేయండి.',
    items: faqSection('services', 'te'),
  },
  support: {
    eyebrow: 'అడ్మిషన్ తర్వాత కూడా',
    title: 'అదనపు సహాయం',
    intro: 'మీ వీసాపై స్టాంప్ పడిన తర్వాత కూడా కొనసాగే సహాయం — ఏదైనా అవసరమైతే ఎవరికి ఫోన్ చేయాలో మీకూ, మీ కుటుంబానికీ తెలుస్తుంది.',
    cards: [
      {
        icon: Presentation,
        title: 'ప్రయాణానికి ముందు అవగాహన',
        description: 'ఏం ప్యాక్ చేయాలి, హ్యాండ్ లగేజీలో ఏ పత్రాలు ఉంచుకోవాలి, ఇమ్మిగ్రేషన్ దగ్గర, మొదటి వారంలో ఏం ఎదురవుతుంది.',
      },
      {
        icon: Plane,
        title: 'ప్రయాణ సహాయం',
        description: 'విద్యార్థి ఛార్జీలు, బ్యాగేజీ పరిమితులు, కనెక్టింగ్ విమానాలు, ఎయిర్‌పోర్ట్ పికప్ — మీరు బయలుదేరే ముందే ఏర్పాటు.',
      },
      {
        icon: MapPin,
        title: 'స్థానిక మార్గదర్శనం',
        description: 'మీ కొత్త నగరంలో తిరగడం: ట్రాన్స్‌పోర్ట్ పాస్‌లు, సరుకులు, ఉండడానికి అనువైన ప్రాంతాలు, మీ దగ్గర్లోని భారతీయ సమాజం.',
      },
      {
        icon: Headset,
        title: 'విద్యార్థి సహాయం',
        description: 'విదేశాల్లో ఉన్న మీకూ, ఇంట్లో ఉన్న మీ కుటుంబానికీ 24/7 సహాయం — అత్యవసర పరిస్థితులకైనా, రోజువారీ సందేహాలకైనా.',
      },
    ],
  },
  closing: {
    title: 'మీ ప్రయాణం మొదలుపెట్టడానికి సిద్ధమేనా?',
    text: 'కౌన్సెలర్‌తో ఉచితంగా మాట్లాడండి. సంప్రదింపుకు ఫీజు లేదు, స్పష్టమైన ప్రణాళిక, మీ మొదటి ప్రశ్న నుంచి విదేశాల్లో మీ మొదటి వారం వరకు సహాయం.',
    ctaLabel: 'ఉచిత కౌన్సెలింగ్ షెడ్యూల్ చేయండి',
  },
};
