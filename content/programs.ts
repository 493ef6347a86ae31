/** Programs catalogue: the categories, their courses with their figures, and the /program page's words. */
import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';

export type CategoryId = 'undergraduate' | 'postgraduate' | 'phd' | 'mba';

/**
 * Icon keys, mapped to icons by components/programs/program-icon.tsx. This module stays free of
 * icon components because the route registry imports it.
 */
export type ProgramIcon =
  'graduation-cap' | 'book-open' | 'microscope' | 'briefcase' | 'calendar-clock' | 'wallet' | 'send' | 'users' | 'globe' | 'badge-check' | 'handshake';

/** Card accent, mapped to light and dark classes by the component. */
export type ProgramColor = 'blue' | 'emerald' | 'violet' | 'amber';

export type Course = {
  name: string;
  duration: string;
  specializations: string[];
  stats: { students: string; placement: string; companies: string };
  /** One or two sentences for the card and the course page. */
  description: string;
  /** Countries where students most often take this course abroad. */
  destinations: string[];
  eligibility: string;
};

export type ProgramCategory = {
  id: CategoryId;
  /** Tab label. */
  title: string;
  icon: ProgramIcon;
  color: ProgramColor;
  description: string;
  courses: Course[];
};

export const programCategories: ProgramCategory[] = [
  {
    id: 'undergraduate',
    title: 'Undergraduate',
    icon: 'graduation-cap',
    color: 'blue',
    description: 'Bachelor degrees abroad after Class 12: engineering, sciences and the humanities.',
    courses: [
      {
        name: 'B.Tech',
        duration: '4 years',
        specializations: ['Computer Science', 'Electronics', 'Mechanical', 'Civil'],
        stats: { students: '5000+', placement: '95%', companies: '100+' },
        description: 'Engineering degrees with labs, projects and internships, taught in English at accredited universities.',
        destinations: ['Germany', 'USA', 'Canada', 'Australia', 'UK'],
        eligibility: 'Class 12 with Physics, Chemistry and Mathematics, and an English test score (IELTS, TOEFL, PTE or Duolingo).',
      },
      {
        name: 'B.Sc',
        duration: '3 years',
        specializations: ['Physics', 'Chemistry', 'Mathematics', 'Biology'],
        stats: { students: '3000+', placement: '90%', companies: '75+' },
        description: "Science degrees that build a strong base for research, industry or a master's abroad.",
        destinations: ['UK', 'Canada', 'Australia', 'Germany', 'Ireland'],
        eligibility: 'Class 12 in the science stream, and an English test score.',
      },
      {
        name: 'BA',
        duration: '3 years',
        specializations: ['Economics', 'Psychology', 'Sociology', 'Literature'],
        stats: { students: '2500+', placement: '85%', companies: '50+' },
        description: 'Arts and social-science degrees with flexible majors and strong writing and research skills.',
        destinations: ['UK', 'USA', 'Canada', 'Australia'],
        eligibility: 'Class 12 in any stream, and an English test score.',
      },
    ],
  },
  {
    id: 'postgraduate',
    title: 'Postgraduate',
    icon: 'book-open',
    color: 'emerald',
    description: "Master's degrees abroad after your bachelor's: technology and sciences.",
    courses: [
      {
        name: 'M.Tech',
        duration: '2 years',
        specializations: ['AI & ML', 'Data Science', 'IoT', 'Robotics'],
        stats: { students: '2000+', placement: '98%', companies: '150+' },
        description: "Advanced engineering master's (M.Tech, MS or MEng) in fast-growing fields of technology.",
        destinations: ['USA', 'Germany', 'Canada', 'Australia', 'UK'],
        eligibility: "A bachelor's degree in engineering or technology, an English test score, and the GRE for many US universities.",
      },
      {
        name: 'M.Sc',
        duration: '2 years',
        specializations: ['Applied Mathematics', 'Biotechnology', 'Environmental Science'],
        stats: { students: '1500+', placement: '92%', companies: '80+' },
        description: "Specialised science master's that lead to research, industry roles or a Ph.D.",
        destinations: ['UK', 'Germany', 'Canada', 'Ireland', 'Australia'],
        eligibility: "A bachelor's degree in a related science, and an English test score.",
      },
    ],
  },
  {
    id: 'phd',
    title: 'Doctoral',
    icon: 'microscope',
    color: 'violet',
    description: 'Funded research degrees abroad in engineering, the sciences, humanities and management.',
    courses: [
      {
        name: 'Ph.D',
        duration: '3-5 years',
        specializations: ['Engineering', 'Sciences', 'Humanities', 'Management'],
        stats: { students: '500+', placement: '100%', companies: '200+' },
        description: 'Research degrees, often funded with a stipend, supervised by leading academics.',
        destinations: ['Germany', 'USA', 'UK', 'Canada', 'Australia'],
        eligibility: "A master's degree (or an outstanding bachelor's), a research proposal and an English test score.",
      },
    ],
  },
  {
    id: 'mba',
    title: 'MBA',
    icon: 'briefcase',
    color: 'amber',
    description: 'Business administration abroad for graduates with or without work experience.',
    courses: [
      {
        name: 'MBA',
        duration: '2 years',
        specializations: ['Finance', 'Marketing', 'HR', 'Operations'],
        stats: { students: '3000+', placement: '97%', companies: '250+' },
        description: 'A management degree with case studies, internships and a global alumni network.',
        destinations: ['USA', 'UK', 'Canada', 'Australia', 'Ireland'],
        eligibility: "A bachelor's degree, a GMAT or GRE score for many schools, an English test score, and work experience for most programmes.",
      },
    ],
  },
];

/** A course's page is /courses/{categoryId}/{course name lowercased, spaces as hyphens}. */
export const courseSlug = (name: string) => name.toLowerCase().trim().replace(/\s+/g, '-');

export const allCourses = programCategories.flatMap((category) => category.courses.map((course) => ({ category, course, slug: courseSlug(course.name) })));

/** A course in one line: "B.Tech abroad: 4 years, specializations in …" (its Course structured data). */
export const courseSummary = (c: { name: string; duration: string; specializations: string[] }) =>
  `${c.name} abroad: ${c.duration}, specializations in ${c.specializations.join(', ')}.`;

/** Finds a course by its URL parts, or undefined. */
export const findCourse = (categoryId: string, slug: string) => allCourses.find((c) => c.category.id === categoryId && c.slug === slug);

export type ProgramStep = { icon: ProgramIcon; title: string; text: string };

export type ProgramsPageContent = {
  /** The visually hidden heading of the catalogue, for search engines and screen readers. */
  seoHeading: string;
  hero: { eyebrow: string; title: string; text: string; browse: { label: string; hash: string }; counselling: string };
  catalogue: { id: string; tabsLabel: string; viewCourse: string };
  statLabels: {
    duration: string;
    specializations: string;
    students: string;
    placement: string;
    companies: string;
    /** Under the three figures: whose they are (the operator's own, not an official statistic). */
    note: string;
  };
  faq: { title: string; intro: string; items: FaqItem[] };
  process: { title: string; intro: string; steps: ProgramStep[] };
  whyChoose: { title: string; intro: string; points: ProgramStep[] };
  coursePage: {
    eyebrow: (category: string) => string;
    title: (course: string) => string;
    compareCountries: string;
    specializationsTitle: string;
    destinationsTitle: string;
    destinationsIntro: string;
    eligibilityTitle: string;
    cta: string;
    ctaTitle: string;
    ctaText: string;
    back: string;
  };
};

export const programsPage: ProgramsPageContent = {
  seoHeading: 'Study Abroad Programs: Undergraduate, Postgraduate, Doctoral and MBA Courses',
  hero: {
    eyebrow: 'Programs catalogue',
    title: 'Find the Right Program Abroad',
    text: 'Undergraduate, postgraduate, doctoral and MBA programmes at universities abroad, with durations, specializations and the placement record of the students we guide.',
    browse: { label: 'Browse Programs', hash: '#catalogue' },
    counselling: 'Get Free Counselling',
  },
  catalogue: { id: 'catalogue', tabsLabel: 'Program categories', viewCourse: 'View course details' },
  statLabels: {
    duration: 'Duration',
    specializations: 'Specializations',
    students: 'Students',
    placement: 'Placement',
    companies: 'Companies',
    note: 'Students we have guided, by our own count',
  },
  faq: {
    title: 'Programs FAQ',
    intro: 'What students ask before choosing a programme abroad.',
    items: faqSection('program'),
  },
  process: {
    title: 'Simple Application Process',
    intro: 'Three steps from choosing a programme to your offer letter.',
    steps: [
      { icon: 'calendar-clock', title: 'Check Deadlines', text: 'Note each university’s intake and application deadline, and book your English test in time.' },
      { icon: 'wallet', title: 'Financial Planning', text: 'Plan tuition and living costs with scholarships and an education loan before you apply.' },
      { icon: 'send', title: 'Submit Application', text: 'Send your application with your transcripts, SOP and recommendation letters, and track it with us.' },
    ],
  },
  whyChoose: {
    title: 'Why Choose Our Programs',
    intro: 'What you get when you apply with us.',
    points: [
      { icon: 'badge-check', title: 'Accredited Universities', text: 'Only recognised universities whose degrees count at home and abroad.' },
      { icon: 'users', title: 'Expert Counsellors', text: 'One counsellor follows your application from shortlist to visa.' },
      { icon: 'handshake', title: 'Strong Placement Record', text: 'Programmes chosen for their placement results and industry links.' },
      { icon: 'globe', title: 'Global Options', text: 'Compare the same programme across countries, costs and intakes.' },
    ],
  },
  coursePage: {
    eyebrow: (category) => `${category} programme`,
    title: (course) => `Study ${course} Abroad`,
    compareCountries: 'Compare study destinations',
    specializationsTitle: 'Specializations',
    destinationsTitle: 'Where to Study',
    destinationsIntro: 'Countries where our students most often take this programme:',
    eligibilityTitle: 'Eligibility',
    cta: 'Get Free Counselling',
    ctaTitle: 'Plan Your Application',
    ctaText: 'A counsellor will shortlist universities for your profile and budget, and explain fees, scholarships and deadlines.',
    back: 'Back to all programs',
  },
};
