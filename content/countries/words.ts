/** The /countries page's words and the destination picker's (both pages). */
import { figures } from '@/lib/site';
import type { TuitionKind } from './schema';

/** The eight panel cards, in the order the panel shows them. */
export const countryFactLabels = {
  universities: 'Universities',
  avgTuition: 'Average Tuition',
  duration: 'Program Duration',
  intakeMonths: 'Intake Months',
  topCourses: 'Popular Courses',
  requirements: 'Requirements',
  costOfLiving: 'Cost of Living',
  workRights: 'Work Rights',
};

/** Copy of the shared destination picker (both pages). */
export type ExplorerCopy = {
  searchLabel: string;
  searchPlaceholder: string;
  exploreLabel: string;
  /** Label of the tile group for screen readers. */
  tilesLabel: string;
  /** Shown (and announced) when the search matches no country; {query} is replaced. */
  noMatch: string;
  /** Shown under the tiles while no country is selected (JS only). */
  hint: string;
  counsellingLabel: string;
  /** Labels of the two parts of the Work Rights card. */
  duringStudies: string;
  afterGraduation: string;
};

export const explorerCopy: ExplorerCopy = {
  searchLabel: 'Search countries by name',
  searchPlaceholder: 'Search your destination...',
  exploreLabel: 'Explore Countries',
  tilesLabel: 'Study destinations',
  noMatch: 'No country matches “{query}”. Try another name, or clear the search to see every destination.',
  hint: 'Select a country to see its universities, costs, intakes and work rights.',
  counsellingLabel: 'Get Free Counselling',
  duringStudies: 'During studies',
  afterGraduation: 'After graduation',
};

/** The Average Tuition card's words: who an estimate is for, and who sets the fee. */
export type TuitionWords = { kinds: Record<Exclude<TuitionKind, 'all'>, string> };

/** The /countries page copy. */
export const countriesPage = {
  hero: {
    eyebrow: 'Countries guide',
    title: 'Find Your Perfect Study Destination',
    text: 'Compare the destinations side by side: universities, tuition, intakes, requirements, living costs and work rights for Indian students.',
  },
  destinations: {
    id: 'destinations',
    title: 'Choose Your Destination',
    intro:
      'Pick a country to see what studying there costs and takes. Tuition figures are our estimates: each university sets its fees, and we confirm the current fee with you.',
    panelTitle: (country: string) => `Study in ${country}`,
    tuition: {
      kinds: { public: 'at public universities', national: 'at national universities', private: 'at private universities', medicine: 'for medicine' },
    } satisfies TuitionWords,
  },
  courses: {
    id: 'top-courses',
    eyebrow: 'Popular fields',
    title: 'Top Courses in Abroad for INDIAN STUDENTS',
    intro: 'Twelve course categories with levels, popular programmes, the main intakes in Australia, Canada, the UK and the USA.',
    feesNote: 'Tuition is set by each university and programme: we confirm the current fee, and the scholarships open to you, when we shortlist.',
  },
  courseHelp: {
    title: 'Not sure which course to choose?',
    text: 'Tell us your marks, budget and goals: a counsellor will shortlist courses, countries and universities that fit you, free of charge.',
    cta: 'Get Free Counselling',
  },
  commitment: {
    id: 'commitment',
    eyebrow: 'Why students trust us',
    title: 'Our Commitment to Your Success',
    intro: `By our own count, ${figures.text.studentsHelped} students have reached universities abroad with our guidance.`,
    items: [
      {
        icon: 'headphones',
        title: 'Dedicated 24/7 Support',
        text: 'From your first question to your first week abroad, a counsellor is a call or a message away.',
      },
      {
        icon: 'compass',
        title: 'Expert Guidance',
        text: 'Experienced counsellors match your profile to the right course, country and university, and check every document.',
      },
      {
        icon: 'award',
        title: 'Proven Results',
        text: `${figures.text.studentsHelped} students helped with admissions, scholarships, education loans and visas.`,
      },
    ],
    cta: 'Schedule Free Counselling',
  },
};
