/** Hindi edition of content/faq.ts (machine-drafted, awaiting native review). */
import type { FaqPageContent } from '@/content/faq';
import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';

/** Top Questions: the Hindi editions of the faq-top entries (content/faq/hi/<name>.md). */
export const topQuestions: FaqItem[] = faqSection('faq-top', 'hi');

export const generalQuestions: FaqItem[] = faqSection('faq-general', 'hi');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

/** Copy of the /FAQ'S page around the questions. Phone and e-mail come from lib/site. */
export const faqPage: FaqPageContent = {
  hero: {
    eyebrow: 'सवाल-जवाब',
    title: 'अक्सर पूछे जाने वाले सवाल',
    text: 'छात्र और माता-पिता हमसे सबसे ज़्यादा जो पूछते हैं, उनके सीधे जवाब: फ़ीस, वीज़ा, समय-सीमा, ख़र्च, स्कॉलरशिप और वे देश जिनमें हम मदद करते हैं।',
    cta: 'सवाल देखें',
  },
  questions: {
    title: 'आपके सवाल, हमारे जवाब',
    intro: 'किसी भी सवाल को खोलकर उसका जवाब पढ़ें।',
    top: 'मुख्य सवाल',
    general: 'सामान्य सवाल',
  },
  contact: {
    title: 'अब भी कोई सवाल है?',
    intro: 'हमारे काउंसलर ख़ुशी से आपकी मदद करेंगे। हमें लिखें, फ़ोन करें या हमसे मिलने आएँ।',
    cards: {
      email: { title: 'हमें ईमेल करें', detail: 'हम 24 घंटे के अंदर जवाब देते हैं।', action: 'ईमेल भेजें' },
      phone: { title: 'हमें फ़ोन करें', action: 'अभी कॉल करें' },
      contact: { title: 'मिलने आएँ या संदेश भेजें', detail: 'विजयवाड़ा और हैदराबाद में हमारे दफ़्तर देखें, या हमें संदेश भेजें।', action: 'संपर्क पेज पर जाएँ' },
    },
  },
  booking: {
    title: 'किसी विशेषज्ञ से बात करें',
    text: 'अपनी सुविधा के समय पर 30-45 मिनट का निःशुल्क परामर्श बुक करें।',
    label: 'निःशुल्क परामर्श बुक करें',
  },
};
