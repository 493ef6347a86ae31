/**
 * The standalone FAQ section: 13 questions, each with an icon, on studying abroad
 * in general, affordability, work rights, accommodation, documents, choosing a country, the
 * company, Hyderabad, MS countries and health insurance. Answers are plain text, so they can
 * also feed FAQPage structured data.
 */
import { studentWorkLimit } from '@/content/facts';
import { site, figures } from '@/lib/site';

/** Icons the section may name (mapped to lucide icons in the component). */
export type StudyAbroadFaqIcon =
  | 'globe'
  | 'calendar'
  | 'pen'
  | 'wallet'
  | 'piggy-bank'
  | 'briefcase'
  | 'house'
  | 'file-check'
  | 'map'
  | 'award'
  | 'map-pin'
  | 'graduation-cap'
  | 'heart-pulse';

export type StudyAbroadFaqItem = { id: string; icon: StudyAbroadFaqIcon; question: string; answer: string };

const hyderabadOffices = site.offices.filter((o) => o.city === 'Hyderabad').length;

export type StudyAbroadFaqContent = { title: string; intro: string; items: StudyAbroadFaqItem[] };

export const studyAbroadFaq: StudyAbroadFaqContent = {
  title: 'Studying Abroad: Questions and Answers',
  intro: 'Thirteen things students and parents ask before they decide.',
  items: [
    {
      id: 'saf-why',
      icon: 'globe',
      question: 'Why should I study abroad?',
      answer:
        'A degree from a good university abroad gives you teaching and research facilities that are hard to match, an international network, and often the chance to work in that country after graduating. Employers in India and abroad value the independence, communication skills and global outlook that studying abroad builds.',
    },
    {
      id: 'saf-when',
      icon: 'calendar',
      question: 'When should I start preparing?',
      answer:
        'Start 12-18 months before your intended intake. That leaves time for English and aptitude tests, applications, scholarship deadlines, an education loan and the visa, without rushing any of them.',
    },
    {
      id: 'saf-tests',
      icon: 'pen',
      question: 'Which tests do I need to take?',
      answer:
        'Most universities ask for an English test: IELTS, TOEFL, PTE or the Duolingo English Test, depending on what the university and the visa accept. Many master’s programmes in the USA ask for the GRE, and business programmes for the GMAT; some have made these optional. MBBS abroad needs a qualifying NEET UG result.',
    },
    {
      id: 'saf-afford',
      icon: 'wallet',
      question: 'Can my family afford it?',
      answer:
        'It depends on the country and the course. Annual costs in the most popular English-speaking countries are typically 20-40 lakh rupees including living costs, while Germany’s public universities and many MBBS destinations cost much less. With scholarships, part-time work and an education loan, most families find a plan that works; we build a year-by-year budget with you.',
    },
    {
      id: 'saf-funding',
      icon: 'piggy-bank',
      question: 'Are scholarships and education loans available?',
      answer:
        'Yes. Universities, governments and foundations offer merit-based and need-based scholarships, and research or teaching assistantships are common in the USA and Canada. For the rest, education loans from banks and NBFCs cover tuition and living costs, with or without collateral depending on the amount.',
    },
    {
      id: 'saf-work',
      icon: 'briefcase',
      question: 'Can I work while I study, and after I graduate?',
      answer: `Usually, within limits. For example, students may work up to ${studentWorkLimit.usa} in the USA, ${studentWorkLimit.uk} in the UK, ${studentWorkLimit.canada} in Canada, ${studentWorkLimit.australia} in Australia, and ${studentWorkLimit.germany} in Germany. Most popular destinations also offer a post-study work visa. Rules change often, so check the official government website.`,
    },
    {
      id: 'saf-accommodation',
      icon: 'house',
      question: 'Where will I live?',
      answer:
        'Most first-year students live in university halls of residence, which are safe, close to classes and easy to arrange from India. Others share private flats or live in purpose-built student housing. We help you compare options and book before you travel, and can arrange airport pickup.',
    },
    {
      id: 'saf-documents',
      icon: 'file-check',
      question: 'What documents will I need?',
      answer:
        'Typically a valid passport, academic transcripts and certificates, test score reports, a statement of purpose, letters of recommendation, a CV, proof of funds and, after admission, the university’s offer or enrolment document (such as the I-20 or CAS) for the visa. We give you a checklist for your country and check every document before it is sent.',
    },
    {
      id: 'saf-country',
      icon: 'map',
      question: 'How do I choose the right country?',
      answer:
        'Start with your course and career goal, then compare countries on tuition and living costs, the length of the programme, intakes, entry requirements, work rights during and after study, and the routes to a job. Our countries guide compares 20 destinations side by side.',
    },
    {
      id: 'saf-company',
      icon: 'award',
      question: `Why choose ${site.name}?`,
      answer: `We offer zero consultation fees, ${figures.text.yearsOfExperience} years of experience and one team for everything: career counselling, university selection, SOP and LOR help, scholarships, pre-sanctioned education loans, visas, travel and support after you land. More than 5,000 students have studied abroad with our help.`,
    },
    {
      id: 'saf-hyderabad',
      icon: 'map-pin',
      question: 'Do you have an office in Hyderabad?',
      answer: `Yes. We have ${hyderabadOffices} associate consultancies in Hyderabad, and our head office is in Vijayawada. You can meet a counsellor in person at any of them, or book a phone or video consultation.`,
    },
    {
      id: 'saf-ms',
      icon: 'graduation-cap',
      question: 'Which countries are best for an MS?',
      answer:
        'The USA, Canada, Germany, the UK and Australia are the most popular. The USA offers the widest choice and STEM work options; Canada links study, work and permanent residence; Germany’s public universities charge little or no tuition; the UK’s one-year master’s saves time and money; and Australia combines strong universities with post-study work rights.',
    },
    {
      id: 'saf-insurance',
      icon: 'heart-pulse',
      question: 'Do I need health insurance?',
      answer:
        'Yes, almost everywhere. Universities in the USA require it and often enrol you in their own plan; the UK charges an Immigration Health Surcharge with the visa; Australia requires Overseas Student Health Cover for the whole stay; Germany requires health insurance before you can enrol; and in Canada you are covered by a provincial or university plan depending on the province. We help you choose cover that meets the rules.',
    },
  ] satisfies StudyAbroadFaqItem[],
};
