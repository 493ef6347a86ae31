/** Telugu edition of content/chatbot.ts: machine-drafted, awaiting native review. */
import type { ChatbotWords } from '@/content/chatbot';
import { chatbotContent } from '@/content/chatbot-topics';
import { mbbs } from '@/content/i18n/te/mbbs';

const words: ChatbotWords = {
  launcher: {
    label: 'మా విద్యా సహాయకుడితో చాట్ చేయండి',
    fallbackLabel: 'కౌన్సెలర్‌కు రాయండి (సంప్రదింపు ఫారం)',
  },
  dialogLabel: 'మా విద్యా సహాయకుడితో చాట్ చేయండి',
  title: 'విద్యా సహాయకుడు',
  subtitle: 'విదేశీ విద్యపై సమాధానాలు ఒక్క నిమిషంలో',
  minimise: 'చాట్‌ను చిన్నది చేయండి',
  restore: 'చాట్‌ను మళ్లీ పెద్దది చేయండి',
  close: 'చాట్ మూసివేయండి',
  conversationLabel: 'సంభాషణ',
  botName: 'సహాయకుడు:',
  visitorName: 'మీరు:',
  inputLabel: 'మీ సందేశం టైప్ చేయండి',
  namePlaceholder: 'మీ పేరు టైప్ చేయండి…',
  messagePlaceholder: 'సందేశం టైప్ చేయండి…',
  send: 'సందేశం పంపండి',
  welcome: 'నమస్కారం! {company}కి స్వాగతం. విదేశీ విద్యను ప్లాన్ చేసుకోవడంలో నేను మీకు సహాయం చేయగలను. మీ పేరు తెలుసుకోవచ్చా?',
  greeting: 'మిమ్మల్ని కలవడం సంతోషంగా ఉంది, {name} గారు! మీరు దేని గురించి తెలుసుకోవాలనుకుంటున్నారు?',
  chooseSubOption: 'సారాంశం చూడటానికి ఒక ఆప్షన్ ఎంచుకోండి:',
  summaryIntro: '{option} గురించి సారాంశం ఇదిగో:',
  sampleEstimate: {
    label: 'సాధారణంగా',
    basis: 'విదేశాల్లో ఒక సాధారణ మాస్టర్స్ కోర్సు',
    duration: '1-2 సంవత్సరాలు',
    line: '{label} ({basis}): వ్యవధి {duration}, ఖర్చు {cost} ({source}).',
  },
  partners: { line: 'భాగస్వామి విశ్వవిద్యాలయాలు: {names} ({accreditation})', and: ', ' },
  summaryOutro: 'కచ్చితమైన ఫీజులు, ఖర్చులు దేశం, విశ్వవిద్యాలయం, కోర్సును బట్టి మారుతాయి. మీ ప్రొఫైల్‌కు తగిన వివరాలను మా కౌన్సెలర్ మీకు పంపగలరు.',
  detailsButton: 'పూర్తి వివరాలు పొందండి',
  formPrompt: 'దయచేసి మీ వివరాలు ఇవ్వండి, మా కౌన్సెలర్ పూర్తి సమాచారాన్ని మీకు పంపుతారు.',
  form: {
    label: 'మీ వివరాలు',
    name: 'మీ పేరు',
    phone: 'ఫోన్ నంబర్',
    email: 'ఈమెయిల్ చిరునామా',
    country: 'మీరు కోరుకునే దేశం',
    submit: 'నా వివరాలు పంపండి',
  },
  success: 'మీ వివరాలు ఇచ్చినందుకు ధన్యవాదాలు! మీ అవసరాల గురించి వివరంగా మాట్లాడటానికి మా కౌన్సెలర్ 24 గంటల్లోపు మిమ్మల్ని సంప్రదిస్తారు. ఇంకా ఏమైనా తెలుసుకోవాలనుకుంటున్నారా?',
  error: 'క్షమించండి, మీ వివరాలు పంపడంలో లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి, లేదా మమ్మల్ని నేరుగా సంప్రదించండి.',
  freeTextReply: 'మీ సందేశానికి ధన్యవాదాలు, {name} గారు! వివరమైన సమాధానం కోసం {phone}కి ఫోన్ చేయండి లేదా వాట్సాప్‌లో మెసేజ్ చేయండి. లేదా కింద ఇచ్చిన అంశాల్లో ఒకటి ఎంచుకోండి:',
  // Not shown to the visitor: the subject of the lead e-mail the office receives. Its fixed words
  // stay as in English so every edition's chatbot leads read alike in the office inbox.
  subject: 'Chatbot lead: {topic} – {option}',
};

export const { chatbotLauncher, chatbotTexts, chatTopics } = chatbotContent('te', words, mbbs.universities.list);
