/**
 * The FAQ and contact page (/FAQ'S): 3 top questions and 6 general ones (numbered 4–9 after
 * them), contact cards and the booking call to action.
 * Answers are plain text (paragraphs split by a blank line), so the same list can feed FAQPage
 * structured data; `link` is an optional extra shown under the answer on the page.
 */
import type { FaqItem } from '@/content/types';
import { figures } from '@/lib/site';

export const topQuestions: FaqItem[] = [
  {
    id: 'faq-cost',
    question: 'Is the consultation free? What do your services cost?',
    answer:
      'Yes. Your basic consultation is free and carries no obligation: a counsellor looks at your profile, budget and goals and explains your options.\n\nIf you would like us to handle applications, documents, the visa and the rest, our service packages start from 15,000 rupees. We tell you in writing what each package includes before you decide.',
    link: { label: 'About our free consultation', to: 'consultationService' },
  },
  {
    id: 'faq-visa-rate',
    question: 'What is your visa approval rate?',
    answer: `Our visa approval rate is ${figures.text.successRate}. We get there by preparing every file carefully: the right documents, financial proof that matches the rules, and mock interviews where the country has one. The final decision always rests with the embassy, so no honest consultant can guarantee a visa.`,
    link: { label: 'Our visa services', to: 'visaServices' },
  },
  {
    id: 'faq-when-to-apply',
    question: 'When should I start applying?',
    answer:
      'Start 12-18 months before the intended study period. That leaves time to prepare for tests, meet application and scholarship deadlines (which are often earlier than you expect), arrange an education loan and apply for the visa without rushing.',
  },
];

export const generalQuestions: FaqItem[] = [
  {
    id: 'faq-countries',
    question: 'Which countries do you specialise in?',
    answer:
      'We specialise in the USA, UK, Canada, Australia, Germany and New Zealand. We also guide students to other European destinations, and medical aspirants to MBBS programmes abroad that meet the National Medical Commission’s rules.',
    link: { label: 'Compare countries', to: 'countries' },
  },
  {
    id: 'faq-universities',
    question: 'How many universities do you work with?',
    answer: `We have partnerships with ${figures.text.partnerUniversities} universities across ${figures.text.countries} countries. That lets us suggest universities that fit your profile, course and budget, rather than a short list we happen to know.`,
  },
  {
    id: 'faq-visa-rejected',
    question: 'What happens if my visa is rejected?',
    answer:
      'We go through the refusal letter with you, fix what the officer was concerned about and reapply at no extra service charge. Only the government fees, such as the visa application fee, are payable again.',
  },
  {
    id: 'faq-costs',
    question: 'How much does it cost to study abroad?',
    answer:
      'Annual costs abroad, tuition and living together, are typically 20-40 lakh rupees, depending on the country, the university, the course and the city. Germany’s tuition-free public universities and many MBBS destinations cost considerably less. We prepare a year-by-year budget with you before you apply.',
  },
  {
    id: 'faq-scholarships',
    question: 'Can I get a scholarship?',
    answer:
      'Many of our students do. Universities, governments and foundations all offer scholarships; for example, the Ontario Graduate Scholarship in Canada is worth 15,000 Canadian dollars for a year of graduate study. Start early and apply for several: we help you find the ones that match your profile and prepare strong applications.',
    link: { label: 'Our scholarship service', to: 'scholarshipService' },
  },
  {
    id: 'faq-loans',
    question: 'Can you help me get an education loan?',
    answer:
      'Yes. We work with 15+ banking partners and help you compare offers, prepare documents and get a pre-sanctioned loan in time for your visa. Processing usually takes 7-15 working days once the documents are complete.',
    link: { label: 'Education loan help', to: 'educationLoan' },
  },
];

/** All nine questions in page order, e.g. for FAQPage structured data. */
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
