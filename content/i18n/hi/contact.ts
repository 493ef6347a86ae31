/** Hindi edition of content/contact.ts (machine-drafted, awaiting native review). */
import { figures } from '@/lib/site';
import type { ContactContent } from '@/content/contact';

export const contact: ContactContent = {
  hero: {
    eyebrow: 'हमसे संपर्क करें',
    title: 'आइए, मिलकर आपकी विदेश में पढ़ाई की योजना बनाएँ',
    text: 'विजयवाड़ा या हैदराबाद में हमें फ़ोन करें, लिखें या मिलने आएँ। हमें संदेश भेजें, और कोई काउंसलर 24 घंटे के भीतर आपसे संपर्क करेगा।',
    scheduleLabel: 'कॉल का समय तय करें',
    callLabel: 'अभी कॉल करें',
    imageAlt: '',
  },
  infoCards: {
    sectionLabel: 'हम तक कैसे पहुँचें',
    call: 'हमें कॉल करें',
    email: 'हमें ईमेल करें',
    headOffice: 'मुख्य कार्यालय',
    hours: 'काम का समय',
    mapLinkLabel: 'रास्ता देखें',
    emailNote: 'हम 24 घंटे के भीतर जवाब देते हैं',
  },
  associates: {
    id: 'associates',
    eyebrow: 'हमारे सहयोगी',
    title: 'हैदराबाद में सहयोगी शाखाएँ',
    intro: 'हमारी दो सहयोगी कंसल्टेंसी में से किसी एक में, अपने घर के पास ही काउंसलर से मिलें।',
    labels: { address: 'पता', phone: 'फ़ोन', email: 'ईमेल', timings: 'समय', map: 'गूगल मैप्स में खोलें' },
  },
  form: {
    id: 'contact-form',
    title: 'हमें संदेश भेजें',
    intro: 'हमें बताइए कि आप क्या योजना बना रहे हैं। सभी ख़ाने भरना ज़रूरी है।',
    submitLabel: 'संदेश भेजें',
    fields: [
      { name: 'name', label: 'पूरा नाम', type: 'text', required: true, autoComplete: 'name' },
      { name: 'email', label: 'ईमेल पता', type: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', label: 'फ़ोन नंबर', type: 'tel', required: true, autoComplete: 'tel' },
      { name: 'subject', label: 'विषय', type: 'text', required: true },
      { name: 'message', label: 'संदेश', type: 'textarea', required: true },
    ],
    footnote: 'आपकी जानकारी का उपयोग हम केवल आपके सवाल का जवाब देने के लिए करते हैं।',
  },
  sidePanel: {
    title: 'हमसे बात क्यों करें?',
    points: [
      'परामर्श की कोई फ़ीस नहीं, कोई बाध्यता नहीं',
      `${figures.text.yearsOfExperience} साल के अनुभव वाले काउंसलर`,
      'ख़र्च, लोन और स्कॉलरशिप पर ईमानदार सलाह',
      'विदेश जाने से पहले और बाद में, 24/7 समर्पित सहायता',
    ],
    responseTitle: 'जल्दी जवाब',
    responseText: 'हर संदेश का जवाब कोई काउंसलर 24 घंटे के भीतर देता है।',
    chatLabel: 'हमसे चैट करें',
  },
  map: {
    id: 'map',
    title: 'हमारा मुख्य कार्यालय ढूँढें',
    intro: 'आमने-सामने परामर्श के लिए हमारे यहाँ आइए।',
    frameTitle: 'हमारे मुख्य कार्यालय का नक्शा',
    openLabel: 'गूगल मैप्स में खोलें',
  },
};
