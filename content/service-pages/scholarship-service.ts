/** The scholarship service page: finding and applying for scholarships. */
import { faqSection } from '@/content/faq/entries';
import { CalendarRange, Globe, GraduationCap, ListChecks, Mic, PenLine, SearchCheck, Send, Trophy, UserCheck } from 'lucide';
import { testimonialsOn } from '@/content/testimonials';
import { allServicesLabel, faqCopy, testimonialsCopy, type ServicePageContent } from '@/content/service-pages/shared';

export const scholarshipService: ServicePageContent = {
  key: 'scholarshipService',
  hero: {
    eyebrow: 'Scholarship service',
    title: 'Win Scholarships That Cut Your Costs',
    text: 'Over 10,000 scholarships, one plan: start 12-15 months ahead, apply for 8-12 scholarships, and let our team help with every essay and deadline.',
    ctaLabel: 'Find My Scholarships',
    highlights: [
      { value: '10,000+', label: 'scholarships' },
      { value: '85%', label: 'of our students with 5+ applications win one' },
      { value: '12-15 months', label: 'ahead is the time to start' },
    ],
  },
  features: {
    eyebrow: 'What we do',
    title: 'Scholarship Support That Pays Off',
    intro: 'Scholarships reward preparation. We find the ones you qualify for and help you put forward your strongest application.',
    items: [
      {
        icon: SearchCheck,
        title: 'Scholarship Matching',
        description: 'Merit-based, need-based, country-specific and course-specific scholarships matched to your profile.',
      },
      {
        icon: Globe,
        title: 'Government & Global Awards',
        description: 'Guidance for Chevening, Commonwealth, Fulbright-Nehru, DAAD and Erasmus Mundus scholarships, among others.',
      },
      {
        icon: GraduationCap,
        title: 'University Merit Awards',
        description: 'Many universities award tuition scholarships to strong applicants; we tell you which need a separate application.',
      },
      {
        icon: PenLine,
        title: 'Essay & Statement Review',
        description: 'Help to plan, structure and polish the personal statements and essays each scholarship asks for.',
      },
      {
        icon: CalendarRange,
        title: 'Deadline Calendar',
        description: 'Every deadline for your 8-12 applications in one calendar, with reminders well ahead of time.',
      },
      { icon: Mic, title: 'Interview Preparation', description: 'Mock interviews for scholarships that shortlist candidates for a panel interview.' },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Our Scholarship Process',
    steps: [
      {
        icon: UserCheck,
        title: 'Profile Evaluation',
        description: 'We review your academics, achievements, leadership and finances to see where you are strongest.',
      },
      { icon: ListChecks, title: 'Scholarship Shortlist', description: 'We pick the 8-12 scholarships that best fit your profile, course and country.' },
      { icon: PenLine, title: 'Essays & Applications', description: 'You write, we review: every essay and form until it is ready to send.' },
      {
        icon: Send,
        title: 'Submission & Follow-Up',
        description: 'Applications sent before each deadline, then interview preparation if you are shortlisted.',
      },
      { icon: Trophy, title: 'Award & Funding Plan', description: 'We help you compare awards and combine them with an education loan if a gap remains.' },
    ],
  },
  testimonials: {
    ...testimonialsCopy,
    items: testimonialsOn('scholarshipService'),
  },
  faq: {
    ...faqCopy,
    items: faqSection('scholarshipService'),
  },
  cta: {
    title: 'Find the Scholarships You Qualify For',
    text: 'Search over 10,000 scholarships with a counsellor and start your applications on time.',
    ctaLabel: 'Find My Scholarships',
    secondaryLabel: allServicesLabel,
  },
};
