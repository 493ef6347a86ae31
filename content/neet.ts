/** The /NEET page in a language: its words, its services (content/neet-services/) and its questions (content/faq/). */
import type { DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { neetServicesIn, type NeetService } from '@/content/neet-services';
import type { FaqItem } from '@/content/types';

export type { NeetService } from '@/content/neet-services';

export type TimelineStep = { months: string; title: string; tasks: string[] };
export type WhyCard = { iconName: string; title: string; text: string };

/** The page's own words (headings, intros, labels, buttons). */
export type NeetWords = {
  hero: { eyebrow: string; title: string; text: string; primary: string; secondary: string; badges: string[] };
  services: {
    eyebrow: string;
    title: string;
    intro: string;
    /** Texts of the carousel island. */
    labels: {
      carousel: string;
      pause: string;
      play: string;
      select: string;
      features: string;
      duration: string;
      cost: string;
      targetAudience: string;
      detailsHeading: string;
    };
  };
  timeline: { eyebrow: string; title: string; intro: string; steps: TimelineStep[] };
  whyChoose: { eyebrow: string; title: string; cards: WhyCard[] };
  faq: { title: string; intro: string };
  /** The articles it links to, by their key (blog3 is /blog3/). */
  blog: { title: string; intro: string; readMore: string; posts: string[] };
  closing: { title: string; text: string; cta: string };
};

export type NeetContent = NeetWords & {
  services: NeetWords['services'] & { list: NeetService[] };
  faq: NeetWords['faq'] & { items: FaqItem[] };
};

/** The page in a language: its words with its services and its NEET questions. */
export const neetPage = (language: DataLanguage, words: NeetWords): NeetContent => ({
  ...words,
  services: { ...words.services, list: neetServicesIn(language) },
  faq: { ...words.faq, items: faqSection('neet', language) },
});

export const neet: NeetContent = neetPage('en', {
  hero: {
    eyebrow: 'NEET UG services',
    title: 'NEET Preparation, Counselling and Medical Admission Support',
    text: 'From your first mock test to your MBBS applications in India or abroad: exam preparation, counselling guidance, help with college admission, and support for students and parents.',
    primary: 'Schedule Free Consultation',
    secondary: 'Explore Services',
    badges: ['100+ mock tests', 'Counselling July-September', 'India and abroad'],
  },
  services: {
    eyebrow: 'What we offer',
    title: 'Our NEET Services',
    intro: 'A service for every stage of the NEET journey. Select a service to see what it includes.',
    labels: {
      carousel: 'NEET service cards',
      pause: 'Pause scrolling',
      play: 'Resume scrolling',
      select: 'Select a service above to see its features, duration, cost and who it is for.',
      features: 'Features',
      duration: 'Duration',
      cost: 'Cost',
      targetAudience: 'Target audience',
      detailsHeading: 'Service details',
    },
  },
  timeline: {
    eyebrow: 'Plan your year',
    title: 'NEET Preparation Timeline',
    intro: 'From the syllabus to the counselling rounds: what to do, and when.',
    steps: [
      {
        months: 'June-December',
        title: 'Build the Foundation',
        tasks: ['Finish the NCERT syllabus for Physics, Chemistry and Biology', 'Make short revision notes', 'Take chapter-wise tests every week'],
      },
      {
        months: 'January-April',
        title: 'Revise and Practise',
        tasks: [
          'Register for NEET UG when the application window opens',
          'Take full-length mock tests from our 100+ test series',
          'Revise weak chapters twice',
        ],
      },
      {
        months: 'May-June',
        title: 'Exam and Results',
        tasks: ['Sit NEET UG and keep your admit card safe', 'Check the answer key and your expected score', 'Shortlist colleges in India and abroad'],
      },
      {
        months: 'July-September',
        title: 'Counselling and Admission',
        tasks: ['Register for MCC and state counselling', 'Fill choices and track every round', 'Report to your college with your documents'],
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why us',
    title: 'Why Choose Our NEET Services',
    cards: [
      {
        iconName: 'user-check',
        title: 'Experienced Mentors',
        text: 'Counsellors who guide medical aspirants through NEET, the counselling rounds and admission every year.',
      },
      {
        iconName: 'briefcase',
        title: 'India and Abroad',
        text: 'One team for government, private and deemed colleges in India and for universities abroad that meet the NMC’s rules for a foreign medical degree.',
      },
      {
        iconName: 'heart-handshake',
        title: 'Support Beyond Admission',
        text: 'Stress support for students, guidance for parents and help through every year of the course.',
      },
    ],
  },
  faq: {
    title: 'NEET Frequently Asked Questions',
    intro: 'Answers to what students and parents ask us most.',
  },
  blog: {
    title: 'Read More on Our Blog',
    intro: 'Guides for NEET aspirants and future doctors.',
    readMore: 'Read article',
    // The three NEET guides, in this order: cracking NEET-UG (blog3), blog1, studying MBBS abroad (blog2).
    posts: ['blog3', 'blog1', 'blog2'],
  },
  closing: {
    title: 'Not Sure Where to Start?',
    text: 'Talk to a NEET counsellor in a free consultation: we will look at your score or your preparation and map out your next steps with you.',
    cta: 'Schedule Free Consultation',
  },
});
