/** The career counselling page: one-to-one guidance to a course, country and career. */
import { faqSection } from '@/content/faq/entries';
import { figures } from '@/lib/site';
import { ClipboardList, FileSearch, Globe, GraduationCap, MessagesSquare, Route, Target, TrendingUp, UserCheck, Users } from 'lucide';
import { testimonialsOn } from '@/content/testimonials';
import { allServicesLabel, faqCopy, testimonialsCopy, type ServicePageContent } from '@/content/service-pages/shared';

export const careerCounselling: ServicePageContent = {
  key: 'careerCounselling',
  hero: {
    eyebrow: 'Career counselling',
    title: 'Career Counselling That Fits Your Goals',
    text: 'One-to-one guidance that matches your interests, marks and budget with the right course, country and career, before you spend a rupee on applications.',
    ctaLabel: 'Book a Counselling Session',
    highlights: [
      { value: '₹0', label: 'consultation fees' },
      { value: figures.text.partnerUniversities, label: 'partner universities' },
      { value: figures.text.countries, label: 'countries' },
    ],
  },
  features: {
    eyebrow: 'What we cover',
    title: 'Career Counselling, Step by Step',
    intro: 'A good decision about studying abroad starts with the career you want, not with a university ranking.',
    items: [
      {
        icon: UserCheck,
        title: 'Profile Assessment',
        description: 'An honest look at your marks, backlogs, test scores, projects and work experience, and what they make possible.',
      },
      {
        icon: Target,
        title: 'Interest & Strength Mapping',
        description: 'A structured conversation about what you enjoy and what you are good at, so your course keeps you motivated for years.',
      },
      {
        icon: GraduationCap,
        title: 'Course & Specialization Guidance',
        description: 'Computer Science or Data Science, MS or MEng, MBA or a master’s in management: we explain the differences that matter.',
      },
      {
        icon: Globe,
        title: 'Country Comparison',
        description: 'Costs, post-study work options and job markets in the USA, UK, Canada, Australia, Germany, Ireland and the rest of Europe.',
      },
      {
        icon: TrendingUp,
        title: 'Career Outcomes & Returns',
        description: 'Typical roles and industries after your course, and how your expected salary compares with what the degree costs.',
      },
      {
        icon: Users,
        title: 'Sessions With Parents',
        description: 'Parents are welcome to join, so the whole family understands the plan, the budget and the path after graduation.',
      },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Our Counselling Process',
    steps: [
      {
        icon: ClipboardList,
        title: 'Share Your Profile',
        description: 'Send us your marksheets, any test scores and your resume, or bring them to our office.',
      },
      {
        icon: MessagesSquare,
        title: 'One-to-One Session',
        description: 'Talk through your interests, goals and budget with a counsellor, in person or online.',
      },
      {
        icon: FileSearch,
        title: 'Your Options',
        description: 'Receive a shortlist of courses, countries and universities with costs, intakes and entry requirements.',
      },
      {
        icon: Route,
        title: 'Your Roadmap',
        description: 'Get a month-by-month plan for tests, applications, funding and visa, and a counsellor who follows it with you.',
      },
    ],
  },
  testimonials: {
    ...testimonialsCopy,
    items: testimonialsOn('careerCounselling'),
  },
  faq: {
    ...faqCopy,
    items: faqSection('careerCounselling'),
  },
  cta: {
    title: 'Not Sure Which Path Is Right for You?',
    text: 'Book a free career counselling session and leave with a clear plan for your course, country and career.',
    ctaLabel: 'Book Free Counselling',
    secondaryLabel: allServicesLabel,
  },
};
