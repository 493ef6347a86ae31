/** Hindi: the words of the page shell (content/shell.ts). */
import type { ErrorViewTexts, ShellContent } from '@/content/shell';

export const errorView: ErrorViewTexts = {
  title: 'अनपेक्षित त्रुटि हुई!',
  unknown: 'अज्ञात त्रुटि',
  retry: 'फिर से कोशिश करें',
};

export const shell: ShellContent = {
  skipLink: 'मुख्य सामग्री पर जाएँ',
  logoTagline: 'विदेश में शिक्षा',
  header: { mainNavLabel: 'मुख्य मेनू', contact: 'संपर्क', crm: 'CRM', darkMode: 'डार्क मोड', submenu: '{label} मेनू' },
  mobileMenu: { open: 'मेनू खोलें', dialogLabel: 'मेनू', title: 'मेनू', close: 'मेनू बंद करें', navLabel: 'मोबाइल मेनू', all: 'सभी {label}' },
  languages: { label: 'भाषा' },
  reviewNote: {
    text: 'इस अनुवाद की समीक्षा अभी किसी मूल हिन्दी भाषी विशेषज्ञ ने नहीं की है; अंग्रेज़ी पेज ही प्रामाणिक है।',
    link: 'अंग्रेज़ी पेज पढ़ें',
  },
  factSource: { asOf: '{date} में जाँचा गया', source: 'स्रोत', sources: 'स्रोत' },
  footer: {
    blurb: 'हैदराबाद और विजयवाड़ा में विदेश में पढ़ाई और इमिग्रेशन के लिए परामर्श। परामर्श की कोई फ़ीस नहीं; पहले से मंज़ूर एजुकेशन लोन, वीज़ा और स्कॉलरशिप में सहायता।',
    social: 'सोशल मीडिया',
    socialSample: 'सोशल लिंक संबंधित नेटवर्क के होम पेज पर जाते हैं।',
    quickLinks: 'उपयोगी लिंक',
    quickLinksNav: 'उपयोगी लिंक',
    freeTools: 'निःशुल्क टूल',
    freeToolsNav: 'निःशुल्क टूल',
    counselling: 'निःशुल्क काउंसलिंग पाएँ',
    hours: 'काम का समय',
    offices: 'मुख्य कार्यालय और सहयोगी शाखाएँ',
    rights: 'सर्वाधिकार सुरक्षित।',
    privacy: 'गोपनीयता सूचना',
  },
  chatFloat: { region: 'व्हाट्सऐप पर चैट', link: 'व्हाट्सऐप पर हमसे चैट करें (नए टैब में खुलता है)' },
  a11y: { newTab: '(नए टैब में खुलता है)', close: 'बंद करें', learnMoreAbout: '{name} के बारे में {label}' },
  form: { selectPlaceholder: 'चुनें…' },
  calculator: { ieltsInvalid: 'कृपया सभी ख़ानों में 0 से 9 के बीच सही संख्याएँ भरें।' },
  notFound: {
    title: 'क्षमा करें! पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे हैं, वह शायद हटा दिया गया है, उसका नाम बदल गया है या वह मौजूद ही नहीं है।',
    home: 'होमपेज पर लौटें',
    help: 'मदद चाहिए? यहाँ लिखें:',
  },
  errorView,
};
