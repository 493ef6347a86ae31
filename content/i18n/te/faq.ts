/** Telugu edition of content/faq.ts: machine-drafted, awaiting native review. */
import type { FaqPageContent } from '@/content/faq';
import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';

/** Top Questions: the Telugu editions of the faq-top entries (content/faq/te/<name>.md). */
export const topQuestions: FaqItem[] = faqSection('faq-top', 'te');

export const generalQuestions: FaqItem[] = faqSection('faq-general', 'te');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

/** Copy of the /FAQ'S page around the questions. Phone and e-mail come from lib/site. */
export const faqPage: FaqPageContent = {
  hero: {
    eyebrow: 'ప్రశ్నలు-సమాధానాలు',
    title: 'తరచుగా అడిగే ప్రశ్నలు',
    text: 'విద్యార్థులు, తల్లిదండ్రులు మమ్మల్ని ఎక్కువగా అడిగే ప్రశ్నలకు సూటిగా సమాధానాలు: ఫీజులు, వీసాలు, ఏ పని ఎప్పుడు చేయాలి, ఖర్చులు, స్కాలర్‌షిప్‌లు, మేం సహాయం చేసే దేశాలు.',
    cta: 'ప్రశ్నలు చూడండి',
  },
  questions: {
    title: 'మీ ప్రశ్నలకు సమాధానాలు',
    intro: 'సమాధానం చదవడానికి ప్రశ్నపై నొక్కండి.',
    top: 'ముఖ్యమైన ప్రశ్నలు',
    general: 'సాధారణ ప్రశ్నలు',
  },
  contact: {
    title: 'ఇంకా సందేహాలు ఉన్నాయా?',
    intro: 'మా కౌన్సెలర్లు సంతోషంగా సహాయం చేస్తారు. మాకు రాయండి, ఫోన్ చేయండి లేదా నేరుగా రండి.',
    cards: {
      email: { title: 'మాకు ఈమెయిల్ చేయండి', detail: '24 గంటల్లోపు జవాబిస్తాం.', action: 'ఈమెయిల్ పంపండి' },
      phone: { title: 'మాకు ఫోన్ చేయండి', action: 'ఇప్పుడే కాల్ చేయండి' },
      contact: {
        title: 'మా కార్యాలయానికి రండి లేదా మెసేజ్ పంపండి',
        detail: 'విజయవాడ, హైదరాబాద్‌లోని మా కార్యాలయాల వివరాలు చూడండి, లేదా మాకు మెసేజ్ పంపండి.',
        action: 'కాంటాక్ట్ పేజీకి వెళ్లండి',
      },
    },
  },
  booking: {
    title: 'నిపుణులతో మాట్లాడండి',
    text: 'మీకు అనుకూలమైన సమయంలో 30-45 నిమిషాల ఉచిత సంప్రదింపు బుక్ చేసుకోండి.',
    label: 'ఉచిత సంప్రదింపు బుక్ చేయండి',
  },
};
