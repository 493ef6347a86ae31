/** Hindi edition of content/chatbot.ts (machine-drafted, awaiting native review). */
import type { ChatbotWords } from '@/content/chatbot';
import { chatbotContent } from '@/content/chatbot-topics';
import { mbbs } from '@/content/i18n/hi/mbbs';

const words: ChatbotWords = {
  launcher: {
    label: 'हमारे एजुकेशन असिस्टेंट से चैट करें',
    fallbackLabel: 'काउंसलर को लिखें (संपर्क फ़ॉर्म)',
  },
  dialogLabel: 'हमारे एजुकेशन असिस्टेंट से चैट करें',
  title: 'एजुकेशन असिस्टेंट',
  subtitle: 'विदेश में पढ़ाई के सवालों के जवाब, एक मिनट में',
  minimise: 'चैट छोटा करें',
  restore: 'चैट फिर से खोलें',
  close: 'चैट बंद करें',
  conversationLabel: 'बातचीत',
  botName: 'असिस्टेंट:',
  visitorName: 'आप:',
  inputLabel: 'अपना संदेश लिखें',
  namePlaceholder: 'अपना नाम लिखें…',
  messagePlaceholder: 'संदेश लिखें…',
  send: 'संदेश भेजें',
  welcome: 'नमस्ते! {company} में आपका स्वागत है। विदेश में पढ़ाई की योजना बनाने में मैं आपकी मदद कर सकता हूँ। क्या मैं आपका नाम जान सकता हूँ?',
  greeting: 'आपसे मिलकर ख़ुशी हुई, {name}! आप किस बारे में जानना चाहेंगे?',
  chooseSubOption: 'सारांश देखने के लिए कोई विकल्प चुनें:',
  summaryIntro: '{option} का सारांश यह रहा:',
  sampleEstimate: {
    label: 'आम तौर पर',
    basis: 'विदेश में एक आम मास्टर्स कोर्स',
    duration: '1-2 साल',
    line: '{label} ({basis}): अवधि {duration}, ख़र्च {cost} ({source})।',
  },
  partners: { line: 'सहयोगी विश्वविद्यालय: {names} ({accreditation})', and: ' और ' },
  summaryOutro: 'सही आँकड़े देश, विश्वविद्यालय और कोर्स पर निर्भर करते हैं। हमारे काउंसलर आपकी प्रोफ़ाइल के हिसाब से पूरी जानकारी भेज सकते हैं।',
  detailsButton: 'पूरी जानकारी पाएँ',
  formPrompt: 'कृपया अपनी जानकारी दें, हमारे काउंसलर आपको पूरी जानकारी भेज देंगे।',
  form: {
    label: 'आपकी जानकारी',
    name: 'आपका नाम',
    phone: 'फ़ोन नंबर',
    email: 'ईमेल पता',
    country: 'पसंदीदा देश',
    submit: 'मेरी जानकारी भेजें',
  },
  success: 'अपनी जानकारी देने के लिए धन्यवाद! हमारे काउंसलर 24 घंटे के अंदर आपसे संपर्क करके आपकी ज़रूरतों पर विस्तार से बात करेंगे। क्या आप कुछ और जानना चाहेंगे?',
  error: 'माफ़ कीजिए, आपकी जानकारी भेजने में कोई गड़बड़ी हो गई। कृपया दोबारा कोशिश करें या सीधे हमसे संपर्क करें।',
  freeTextReply: 'आपके संदेश के लिए धन्यवाद, {name}! विस्तार से जवाब के लिए हमें {phone} पर फ़ोन करें या WhatsApp पर संदेश भेजें। या नीचे से कोई विषय चुनें:',
  // Staff read the subject: it stays English like every edition's (the lead's `language` field says hi).
  subject: 'Chatbot lead: {topic} – {option}',
};

export const { chatbotLauncher, chatbotTexts, chatTopics } = chatbotContent('hi', words, mbbs.universities.list);
