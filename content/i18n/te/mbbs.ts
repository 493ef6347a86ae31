/** Telugu edition of content/mbbs.ts: machine-drafted, awaiting native review. */
import { nmcFigures as n } from '@/content/facts';
import { nmcEligibility } from '@/content/i18n/te/facts';
import { worldDirectory } from '@/content/i18n/te/world-directory';
import { accreditationText, type MbbsContent } from '@/content/mbbs';
import { priceFact } from '@/content/prices';
import { universityCards } from '@/content/universities';
import { BadgeCheck, GraduationCap, HeartPulse, Hospital, Languages, Plane, ShieldCheck, Wallet } from 'lucide';

// The accreditations as the badges, the hero's facts and the university cards write them.
const accreditations = { 'world-directory': worldDirectory.listed, nmc: 'NMC (గతంలో MCI)' };
const accreditation = Object.values(accreditations);

const duration = '6 సంవత్సరాలు';

const labels = {
  ranking: 'ర్యాంకింగ్',
  location: 'ప్రాంతం',
  tuition: 'ఏడాదికి ట్యూషన్ ఫీజు',
  duration: 'కోర్సు వ్యవధి',
  language: 'బోధనా భాష',
  accreditation: 'గుర్తింపు',
  students: 'అంతర్జాతీయ విద్యార్థులు',
};

export const mbbs: MbbsContent = {
  hero: {
    eyebrow: 'వియత్నాంలో MBBS',
    title: 'తక్కువ ఖర్చుతో వియత్నాంలో MBBS చదవండి',
    text: `${worldDirectory.name} జాబితాలో ఉన్న, భారతీయ విద్యార్థులకు NMC (గతంలో MCI) నిబంధనలకు అనుగుణమైన కోర్సులు ఉన్న విశ్వవిద్యాలయాల్లో ఇంగ్లీష్ మీడియం MBBS. ప్రతి విశ్వవిద్యాలయం ప్రస్తుత ఫీజు వివరాలు మీకు పంపుతాం, జీవన ఖర్చుల బడ్జెట్ మీతో కలిసి వేస్తాం. NEET స్కోర్ నుంచి డిగ్రీ పూర్తయ్యే వరకు మా కౌన్సెలర్లు మీకు తోడుగా ఉంటారు.`,
    explore: { label: 'విశ్వవిద్యాలయాలను చూడండి', hash: '#universities' },
    counselling: 'ఉచిత కౌన్సెలింగ్ పొందండి',
    badges: ['6 సంవత్సరాల కోర్సు', 'ఇంగ్లీష్‌లో బోధన', ...accreditation],
  },
  facts: [
    priceFact('ఏడాదికి ట్యూషన్ ఫీజు', 'vietnam-mbbs-tuition', 'te'),
    priceFact('నెలకు జీవన ఖర్చు', 'vietnam-living-cost', 'te'),
    { label: 'కోర్సు వ్యవధి', value: duration },
    { label: 'గుర్తింపు', value: accreditationText(accreditation) },
  ],
  benefits: {
    eyebrow: 'వియత్నాం ఎందుకు',
    title: 'వియత్నాంలో MBBS ఎందుకు చదవాలి',
    intro: 'మెడికల్ డిగ్రీ కోసం భారతీయ విద్యార్థులు, తల్లిదండ్రులు వియత్నాంను ఎంచుకోవడానికి ఎనిమిది కారణాలు.',
    cards: [
      {
        icon: Wallet,
        title: 'అందుబాటులో ట్యూషన్ ఫీజు',
        text: 'ప్రతి విశ్వవిద్యాలయం తన ఫీజును తానే ప్రకటిస్తుంది: భారతదేశంలోని ప్రైవేట్ మెడికల్ కళాశాలల ఫీజుతో పోల్చుకోవడానికి ప్రస్తుత ఫీజు వివరాలు మీకు పంపుతాం.',
      },
      { icon: HeartPulse, title: 'జీవన ఖర్చులకు ప్లాన్', text: 'హాస్టల్, భోజనం, ప్రయాణం: విశ్వవిద్యాలయం ఉన్న నగరానికి తగ్గట్టు నెలవారీ బడ్జెట్ మీతో కలిసి వేస్తాం.' },
      {
        icon: BadgeCheck,
        title: 'NMC అర్హత ఉన్న డిగ్రీ',
        text: `${worldDirectory.name} జాబితాలో ఉన్న విశ్వవిద్యాలయాలు; NMC నిబంధనలకు అనుగుణమైన ${n.courseMonths} నెలల ఇంగ్లీష్ మీడియం కోర్సు, ఇంటర్న్‌షిప్. కాబట్టి తిరిగి వచ్చాక భారతదేశ లైసెన్సింగ్ పరీక్ష రాయవచ్చు.`,
      },
      { icon: Languages, title: 'ఇంగ్లీష్ మీడియం బోధన', text: 'కోర్సు మొత్తం ఇంగ్లీష్‌లోనే బోధిస్తారు, కాబట్టి తరగతిలో భాష సమస్య ఉండదు.' },
      { icon: Hospital, title: 'క్లినికల్ అనుభవం', text: 'కోర్సు మొదటి సంవత్సరాల నుంచే రద్దీగా ఉండే బోధనా ఆసుపత్రుల్లో ప్రత్యక్ష శిక్షణ.' },
      { icon: ShieldCheck, title: 'సురక్షితం, ఆత్మీయం', text: 'ఆప్యాయంగా ఆదరించే సంస్కృతి ఉన్న సురక్షితమైన దేశం; భారతీయ విద్యార్థుల సంఖ్య కూడా పెరుగుతోంది.' },
      { icon: Plane, title: 'ఇంటికి దగ్గరగా', text: 'భారతదేశానికి తక్కువ సమయం విమాన ప్రయాణం, ఇక్కడిలాంటి వాతావరణం, విశ్వవిద్యాలయ పట్టణాల్లో మనకు అలవాటైన భోజనం.' },
      { icon: GraduationCap, title: 'డొనేషన్ లేదు, క్యాపిటేషన్ ఫీజు లేదు', text: 'NEET అర్హత, ఇంటర్ మార్కుల ఆధారంగానే అడ్మిషన్: వేరే ప్రవేశ పరీక్షలు గానీ డొనేషన్లు గానీ అవసరం లేదు.' },
    ],
  },
  universities: {
    id: 'universities',
    eyebrow: 'మీరు ఎక్కడ చదవొచ్చు',
    title: 'ప్రముఖ మెడికల్ విశ్వవిద్యాలయాలు',
    intro: 'మేం విద్యార్థులను చేర్పించే మూడు విశ్వవిద్యాలయాలు; ప్రతి దానిలోనూ 6 సంవత్సరాల ఇంగ్లీష్ మీడియం MBBS కోర్సు ఉంది.',
    learnMore: 'మరింత తెలుసుకోండి',
    visitWebsite: 'వెబ్‌సైట్ చూడండి',
    labels,
    accreditationNote: `${nmcEligibility} మీరు దరఖాస్తు చేసే ముందే ప్రతి విశ్వవిద్యాలయాన్నీ ఈ నిబంధనల ప్రకారం మేం సరిచూస్తాం.`,
    list: universityCards('te', { accreditations, labels }),
  },
  closing: {
    title: 'మీ MBBS ప్రయాణం ప్రారంభించండి',
    text: 'మీ NEET స్కోర్, బడ్జెట్ మాకు చెప్పండి: మా కౌన్సెలర్ మీకు సరిపడే విశ్వవిద్యాలయాల జాబితా తయారు చేసి, ఫీజుల వివరాలు వివరించి, అడ్మిషన్, వీసా, ప్రయాణం వరకు ప్రతి దశలో మీకు మార్గదర్శనం చేస్తారు.',
    cta: 'ఉచిత కౌన్సెలింగ్ బుక్ చేయండి',
  },
};
