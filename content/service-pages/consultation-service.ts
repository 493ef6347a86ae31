/** The consultation service page: the free first consultation and what it covers. */
import { faqSection } from '@/content/faq/entries';
import { BadgeCheck, BookOpen, CalendarCheck, CalendarClock, ClipboardList, Globe, ListChecks, MessagesSquare, Route, Wallet } from 'lucide';
import { testimonialsOn } from '@/content/testimonials';
import { allServicesLabel, faqCopy, testimonialsCopy, type ServicePageContent } from '@/content/service-pages/shared';

export const consultationService: ServicePageContent = {
  key: 'consultationService',
  hero: {
    eyebrow: 'Consultation service',
    title: 'Free Expert Consultation for Studying Abroad',
    text: 'Sit down with an experienced counsellor for 30-45 minutes, in Vijayawada, in Hyderabad or online, and get clear answers about your options, costs and timelines. Zero consultation fees, no obligation.',
    ctaLabel: 'Book Free Consultation',
    highlights: [
      { value: '30-45 min', label: 'one-to-one session' },
      { value: '₹0', label: 'consultation fees' },
      { value: '10+', label: 'years of experience' },
    ],
  },
  features: {
    eyebrow: 'What you get',
    title: 'What Your Free Consultation Covers',
    intro: 'One conversation that answers the questions students and parents ask before they commit to anything.',
    items: [
      {
        icon: BadgeCheck,
        title: 'Honest Profile Review',
        description: 'Where your marks, test scores and experience stand, and which universities are realistic, ambitious or safe.',
      },
      {
        icon: Globe,
        title: 'Country & Course Options',
        description: 'The destinations and programmes that fit your goals, from the USA, UK and Canada to Australia, Germany and Europe.',
      },
      { icon: Wallet, title: 'Cost & Funding Plan', description: 'Tuition and living costs, and how scholarships and education loans can cover them.' },
      { icon: BookOpen, title: 'Test Guidance', description: 'Whether you need IELTS, TOEFL, PTE, Duolingo, GRE or GMAT, and the scores to aim for.' },
      { icon: CalendarClock, title: 'Timeline to Your Intake', description: 'What to do each month before the intake you choose, so no deadline slips.' },
      { icon: ListChecks, title: 'Next-Step Checklist', description: 'A written list of what to prepare next, whether or not you continue with us.' },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Four Steps to Your Free Consultation',
    steps: [
      { icon: CalendarCheck, title: 'Book Your Slot', description: 'Send us a message, call us or walk into our Vijayawada or Hyderabad office.' },
      {
        icon: ClipboardList,
        title: 'Share Your Details',
        description: 'Tell us your qualification, marks, test scores if any, budget and preferred countries.',
      },
      {
        icon: MessagesSquare,
        title: 'Meet Your Counsellor',
        description: 'A 30-45 minute one-to-one session, in person or online, with your parents if you like.',
      },
      {
        icon: Route,
        title: 'Get Your Action Plan',
        description: 'Leave with your options, costs and a timeline, and decide your next step in your own time.',
      },
    ],
  },
  testimonials: {
    ...testimonialsCopy,
    items: testimonialsOn('consultationService'),
  },
  faq: {
    ...faqCopy,
    items: faqSection('consultationService'),
  },
  cta: {
    title: 'Book Your Free Consultation Today',
    text: '30-45 minutes with an expert counsellor, zero consultation fees, and a clear plan at the end.',
    ctaLabel: 'Book Free Consultation',
    secondaryLabel: allServicesLabel,
  },
};
