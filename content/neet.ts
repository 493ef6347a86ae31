/** NEET services page copy: hero, services, preparation timeline, blog teasers, FAQ and figures. */
import type { DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import {
  Award,
  BookOpenCheck,
  Brain,
  Briefcase,
  ClipboardCheck,
  Compass,
  GraduationCap,
  HeartHandshake,
  Plane,
  School,
  Target,
  UserCheck,
  Users,
} from 'lucide';
import type { IconNode } from 'lucide';
import type { FaqItem } from '@/content/types';

export type NeetServiceId =
  | 'exam-preparation'
  | 'counseling-guidance'
  | 'college-admission'
  | 'study-abroad'
  | 'mock-tests'
  | 'career-counseling'
  | 'post-admission'
  | 'scholarship-finder'
  | 'mental-health'
  | 'parent-support';

export type NeetService = {
  id: NeetServiceId;
  title: string;
  description: string;
  icon: IconNode;
  /** Starting price in US dollars. */
  startingPrice: number;
  details: { features: string[]; duration: string; cost: string; targetAudience: string };
};

export type TimelineStep = { months: string; title: string; tasks: string[] };
export type WhyCard = { icon: IconNode; title: string; text: string };

export type NeetContent = {
  hero: { eyebrow: string; title: string; text: string; primary: string; secondary: { label: string; hash: string }; badges: string[] };
  services: {
    id: string;
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
      from: string;
    };
    list: NeetService[];
  };
  timeline: { eyebrow: string; title: string; intro: string; steps: TimelineStep[] };
  whyChoose: { eyebrow: string; title: string; cards: WhyCard[] };
  faq: { title: string; intro: string; items: FaqItem[] };
  blog: { title: string; intro: string; readMore: string; posts: { blogId: number }[] };
  closing: { title: string; text: string; cta: string };
};

type ServiceWords = Omit<NeetService, 'details' | 'startingPrice'> & { details: Omit<NeetService['details'], 'cost'> };

/**
 * A service in a language: its starting price from its price file (content/prices/neet-<id>.yaml),
 * the cost line the language's `cost` words give it, and whose price it is and when it was set.
 */
export const neetService =
  (language: DataLanguage, cost: (usd: number) => string) =>
  (s: ServiceWords): NeetService => {
    const price = priceNamed(`neet-${s.id}`);
    const startingPrice = price.min ?? price.amount!;
    return { ...s, startingPrice, details: { ...s.details, cost: `${cost(startingPrice)} (${priceText(price, language).source})` } };
  };

const service = neetService('en', (usd) => `Starting from $${usd}`);

export const neet: NeetContent = {
  hero: {
    eyebrow: 'NEET UG services',
    title: 'NEET Preparation, Counseling and Medical Admission Support',
    text: 'From your first mock test to your MBBS seat in India or abroad: exam preparation, counseling guidance, college admission and support for students and parents.',
    primary: 'Schedule Free Counseling',
    secondary: { label: 'Explore Services', hash: '#services' },
    badges: ['100+ mock tests', 'Counseling July-September', 'India and abroad'],
  },
  services: {
    id: 'services',
    eyebrow: 'What we offer',
    title: 'Our NEET Services',
    intro: 'Ten services for every stage of the NEET journey. Select a service to see what it includes.',
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
      from: 'From',
    },
    list: [
      service({
        id: 'exam-preparation',
        title: 'NEET Exam Preparation',
        description: 'Structured coaching across Physics, Chemistry and Biology built on the NCERT syllabus.',
        icon: BookOpenCheck,
        details: {
          features: ['Chapter-wise study plans', 'Live doubt-clearing sessions', 'NCERT-focused notes', 'Weekly progress reviews'],
          duration: '1-2 years',
          targetAudience: 'Class 11 and 12 students and repeaters',
        },
      }),
      service({
        id: 'counseling-guidance',
        title: 'Counseling Guidance',
        description: 'Expert help through MCC and state counseling rounds to make the most of your rank.',
        icon: Compass,
        details: {
          features: ['Choice-filling strategy', 'Round-by-round seat tracking', 'Document checklist', 'Cut-off analysis'],
          duration: '3 months (July-September counseling period)',
          targetAudience: 'Students who have qualified NEET UG',
        },
      }),
      service({
        id: 'college-admission',
        title: 'College Admission',
        description: 'End-to-end support to secure a seat at a government or private medical college.',
        icon: School,
        details: {
          features: ['College shortlisting by rank and budget', 'Application and fee guidance', 'Reporting and verification support', 'Hostel guidance'],
          duration: '2-4 months',
          targetAudience: 'NEET-qualified students seeking MBBS, BDS or AYUSH seats',
        },
      }),
      service({
        id: 'study-abroad',
        title: 'MBBS Abroad',
        description: 'Admission to NMC-compliant medical universities abroad, from shortlist to visa.',
        icon: Plane,
        details: {
          features: ['University shortlisting', 'Admission letter and visa', 'Travel and accommodation', 'Pre-departure briefing'],
          duration: '3-6 months',
          targetAudience: 'NEET-qualified students considering MBBS abroad',
        },
      }),
      service({
        id: 'mock-tests',
        title: 'Mock Test Series',
        description: '100+ full-length and chapter-wise mock tests in the real exam pattern.',
        icon: ClipboardCheck,
        details: {
          features: ['100+ mock tests', 'All-India ranking', 'Detailed answer explanations', 'Performance analytics'],
          duration: '1-6 months',
          targetAudience: 'NEET aspirants in their final months of preparation',
        },
      }),
      service({
        id: 'career-counseling',
        title: 'Career Counseling',
        description: 'One-to-one sessions to choose between MBBS, BDS, AYUSH, nursing and allied health.',
        icon: Target,
        details: {
          features: ['Aptitude and interest assessment', 'Course and career mapping', 'Backup plan if the score falls short', 'Follow-up session'],
          duration: '1 month',
          targetAudience: 'Students unsure of their medical career path',
        },
      }),
      service({
        id: 'post-admission',
        title: 'Post-Admission Support',
        description: 'We stay with you after admission: academics, hostel, licensing exams and more.',
        icon: GraduationCap,
        details: {
          features: ['Academic mentoring', 'FMGE/NExT guidance for graduates abroad', 'Hostel and welfare check-ins', 'Internship guidance'],
          duration: 'Up to 5.5 years (the full MBBS course)',
          targetAudience: 'Students admitted to MBBS in India or abroad',
        },
      }),
      service({
        id: 'scholarship-finder',
        title: 'Scholarship Finder',
        description: 'Find and apply for the government and university scholarships you qualify for.',
        icon: Award,
        details: {
          features: ['Eligibility check', 'Scholarship shortlist', 'Application and document help', 'Deadline reminders'],
          duration: '1-3 months',
          targetAudience: 'Students and families looking to lower the cost of a medical degree',
        },
      }),
      service({
        id: 'mental-health',
        title: 'Mental Health Support',
        description: 'Confidential sessions to manage exam stress, anxiety and burnout.',
        icon: Brain,
        details: {
          features: ['Sessions with a counselor', 'Stress and time management', 'Exam-day calm techniques', 'Follow-up check-ins'],
          duration: '1-3 months',
          targetAudience: 'Students feeling the pressure of NEET preparation',
        },
      }),
      service({
        id: 'parent-support',
        title: 'Parent Support',
        description: 'Guidance for parents on fees, colleges, loans and how to support their child.',
        icon: Users,
        details: {
          features: ['Parent orientation sessions', 'Fee and loan planning', 'College comparison', 'Regular progress updates'],
          duration: '1-12 months',
          targetAudience: 'Parents of NEET aspirants',
        },
      }),
    ],
  },
  timeline: {
    eyebrow: 'Plan your year',
    title: 'NEET Preparation Timeline',
    intro: 'Four stages from the syllabus to your seat: what to do, and when.',
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
        title: 'Counseling and Admission',
        tasks: ['Register for MCC and state counseling', 'Fill choices and track every round', 'Report to your college with your documents'],
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why us',
    title: 'Why Choose Our NEET Services',
    cards: [
      { icon: UserCheck, title: 'Experienced Mentors', text: 'Counselors who have guided thousands of medical aspirants through NEET and admission.' },
      {
        icon: Briefcase,
        title: 'India and Abroad',
        text: 'One team for government, private and deemed colleges in India and NMC-compliant universities abroad.',
      },
      {
        icon: HeartHandshake,
        title: 'Support Beyond Admission',
        text: 'Stress support for students, guidance for parents and help through every year of the course.',
      },
    ],
  },
  faq: {
    title: 'NEET Frequently Asked Questions',
    intro: 'Answers to what students and parents ask us most.',
    items: faqSection('neet'),
  },
  blog: {
    title: 'Read More on Our Blog',
    intro: 'Guides for NEET aspirants and future doctors.',
    readMore: 'Read article',
    // The three NEET guides, in this order: cracking NEET-UG (blog3), blog1, studying MBBS abroad (blog2).
    posts: [{ blogId: 3 }, { blogId: 1 }, { blogId: 2 }],
  },
  closing: {
    title: 'Not Sure Where to Start?',
    text: 'Talk to a NEET counselor for free: we will look at your score or your preparation and map out your next steps.',
    cta: 'Schedule Free Counseling',
  },
};
