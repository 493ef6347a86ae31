/** The visa services page: student visa guidance, from the forms to the stamp. */
import { faqSection } from '@/content/faq/entries';
import { figures } from '@/lib/site';
import { BadgeCheck, CalendarCheck, FileSearch, FileText, ListChecks, Mic, Stamp, Wallet } from 'lucide';
import { testimonialsOn } from '@/content/testimonials';
import { allServicesLabel, faqCopy, testimonialsCopy, type ServicePageContent } from '@/content/service-pages/shared';

export const visaServices: ServicePageContent = {
  key: 'visaServices',
  hero: {
    eyebrow: 'Visa services',
    title: 'Student Visa Guidance, From Forms to Stamp',
    text: 'We prepare your student visa for the USA, UK, Canada, Australia, Germany and the rest of Europe with you, step by step. Most student visas take 4-12 weeks, so we help you apply on time.',
    ctaLabel: 'Start Your Visa Application',
    highlights: [
      { value: '4-12 weeks', label: 'typical student visa processing' },
      { value: figures.text.successRate, label: 'success rate' },
      { value: figures.text.countries, label: 'countries' },
    ],
  },
  features: {
    eyebrow: 'What we do',
    title: 'How We Help With Your Visa',
    intro: 'Every country has its own forms, financial rules and interview style. We know them, so you do not have to learn them the hard way.',
    items: [
      {
        icon: ListChecks,
        title: 'Country-Specific Checklists',
        description:
          'The I-20 and SEVIS fee for a US F-1, the CAS for the UK, the letter of acceptance for Canada, the CoE for Australia and the blocked account for Germany.',
      },
      {
        icon: Wallet,
        title: 'Financial Documentation',
        description: 'Bank statements, loan sanction letters, sponsor declarations and income proof, arranged to meet each country’s proof-of-funds rules.',
      },
      {
        icon: FileText,
        title: 'Application Forms',
        description: 'The DS-160, the UK and Canadian online applications, ImmiAccount and German visa forms filled in and checked with you.',
      },
      {
        icon: CalendarCheck,
        title: 'Appointments & Biometrics',
        description: 'Visa appointment and biometrics booking, with a list of what to carry on the day.',
      },
      {
        icon: Mic,
        title: 'Mock Interviews',
        description: 'Practice for US F-1 interviews and credibility interviews, with feedback on your answers about course, funding and plans.',
      },
      {
        icon: BadgeCheck,
        title: 'Tracking & Next Steps',
        description: 'We follow your application until the decision, then move on to travel, accommodation and your pre-departure briefing.',
      },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Our Visa Process',
    steps: [
      {
        icon: FileSearch,
        title: 'Document Review',
        description: 'We check your offer letter, academics, test scores and passport against your country’s checklist.',
      },
      {
        icon: Wallet,
        title: 'Financial Planning',
        description: 'We work out the funds you must show and how to document them, including an education loan if needed.',
      },
      { icon: FileText, title: 'Application & Appointment', description: 'We complete the forms with you, pay the right fees and book your appointment.' },
      {
        icon: Mic,
        title: 'Interview Preparation',
        description: 'Mock interviews until you can explain your course, funding and plans clearly and confidently.',
      },
      { icon: Stamp, title: 'Decision & Departure', description: 'Most decisions arrive in 4-12 weeks; then we help you book travel and prepare to fly.' },
    ],
  },
  testimonials: {
    ...testimonialsCopy,
    items: testimonialsOn('visaServices'),
  },
  faq: {
    ...faqCopy,
    items: faqSection('visaServices'),
  },
  cta: {
    title: 'Start Your Visa Application With Confidence',
    text: 'Talk to our visa team about your country, your documents and your timeline. The first consultation is free.',
    ctaLabel: 'Talk to a Visa Expert',
    secondaryLabel: allServicesLabel,
  },
};
