/**
 * The FAQ and contact page (/FAQ'S): 3 top questions and 6 general ones (numbered 4–9 after
 * them), contact cards and the booking call to action.
 * The questions are files (content/faq/en/<name>.md, one per question: content/faq/entries.ts);
 * each carries its answer's Markdown tree for the page and its plain text for the FAQPage
 * structured data; `link` is an optional extra shown under the answer on the page.
 */
import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';

/** Top Questions (1–3 on the page): the entries of content/faq/en/ in section faq-top. */
export const topQuestions: FaqItem[] = faqSection('faq-top');

/** General Questions (numbered after the top ones): section faq-general. */
export const generalQuestions: FaqItem[] = faqSection('faq-general');

/** The FAQ page's questions in page order, e.g. for FAQPage structured data. */
export const faqItems: FaqItem[] = [...topQuestions, ...generalQuestions];

export type ContactCardIcon = 'mail' | 'phone' | 'contact';

export type FaqPageContent = {
  hero: { eyebrow: string; title: string; text: string; cta: string };
  questions: { title: string; intro: string; top: string; general: string };
  contact: {
    title: string;
    intro: string;
    cards: {
      email: { title: string; detail: string; action: string };
      phone: { title: string; action: string };
      contact: { title: string; detail: string; action: string };
    };
  };
  booking: { title: string; text: string; label: string };
};

/** Copy of the /FAQ'S page around the questions. Phone and e-mail come from lib/site. */
export const faqPage: FaqPageContent = {
  hero: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    text: 'Straight answers to the questions students and parents ask us most: fees, visas, timelines, costs, scholarships and the countries we cover.',
    cta: 'Browse the FAQ',
  },
  questions: {
    title: 'Your Questions, Answered',
    intro: 'Open a question to read the answer.',
    top: 'Top Questions',
    general: 'General Questions',
  },
  contact: {
    title: 'Still Have Questions?',
    intro: 'Our counsellors are happy to help. Write, call or visit us.',
    cards: {
      email: { title: 'Email Us', detail: 'We reply within 24 hours.', action: 'Send an email' },
      phone: { title: 'Call Us', action: 'Call now' },
      contact: {
        title: 'Visit or Message Us',
        detail: 'Find our offices in Vijayawada and Hyderabad, or send us a message.',
        action: 'Go to the contact page',
      },
    },
  },
  booking: {
    title: 'Talk to an Expert',
    text: 'Book a free 30-45 minute consultation at a time that suits you.',
    label: 'Book Free Consultation',
  },
};
