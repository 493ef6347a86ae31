/**
 * The /MBA page. Each destination's MBA facts are fields of its country file (content/countries/),
 * beside the facts shared with /countries (name, flag, colours, cost of living, work during studies).
 * No fee range on the country panels: each school sets its own; the specializations show our
 * estimate of programme fees (content/prices/), dated.
 */
import { faqSection } from '@/content/faq/entries';
import { testimonialsOn, type TestimonialFile } from '@/content/testimonials';
import { countries, type MbaCountryDetails } from '@/content/countries';
import type { FaqItem } from '@/content/types';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';

/** Each destination's MBA facts (its file in content/countries/), by country id. */
export const mbaByCountry: Record<string, MbaCountryDetails> = Object.fromEntries(countries.map((c) => [c.id, c.mba]));

/** Fees on a specialization card, from its price file: our estimate, dated. */
const fees = (id: string) => {
  const { amount, per, source } = priceText(priceNamed(id), 'en');
  return { avgFees: `${amount} ${per}`, feesSource: source };
};

/** The eight tiles of the MBA panel, in the order shown. */
export const mbaFactLabels = {
  universities: 'Top Universities',
  avgTuition: 'Tuition',
  duration: 'Program Duration',
  intakeMonths: 'Intake Months',
  specializations: 'Popular Specializations',
  requirements: 'Requirements',
  costOfLiving: 'Cost of Living',
  workRights: 'Work Rights',
};

export type MbaSpecialization = {
  title: string;
  description: string;
  duration: string;
  /** Programme fees (content/prices/mba-<specialization>-fees.yaml): the figure… */
  avgFees: string;
  /** …and whose figure it is and when it was set. */
  feesSource: string;
  careerProspects: string[];
  features: string[];
  /** Our icon instead of the old site's stock photo: a lucide icon's name. */
  icon: string;
};

export const mbaSpecializations: MbaSpecialization[] = [
  {
    title: 'International Business',
    description: 'Lead across borders: global strategy, trade, cross-cultural management and international finance.',
    duration: '1–2 years',
    ...fees('mba-international-business-fees'),
    careerProspects: ['International Business Manager', 'Global Strategy Consultant', 'Export–Import Manager', 'Business Development Manager'],
    features: ['Global immersion and study tours', 'Case studies from multinational companies', 'Cross-cultural leadership', 'International internships'],
    icon: 'globe',
  },
  {
    title: 'Finance',
    description: 'Corporate finance, valuation, investments and risk: the route into banking, consulting and CFO roles.',
    duration: '1–2 years',
    ...fees('mba-finance-fees'),
    careerProspects: ['Investment Banker', 'Financial Analyst', 'Corporate Finance Manager', 'Risk Manager'],
    features: [
      'Corporate finance and valuation',
      'Investment and portfolio management',
      'CFA-aligned courses at many schools',
      'FinTech and financial analytics',
    ],
    icon: 'trending-up',
  },
  {
    title: 'Marketing',
    description: 'Brands, customers and growth: digital marketing, consumer insight and marketing analytics.',
    duration: '1–2 years',
    ...fees('mba-marketing-fees'),
    careerProspects: ['Brand Manager', 'Digital Marketing Manager', 'Product Marketing Manager', 'Market Research Analyst'],
    features: ['Digital and performance marketing', 'Consumer behaviour and research', 'Brand strategy', 'Marketing analytics'],
    icon: 'megaphone',
  },
  {
    title: 'Entrepreneurship',
    description: 'Build and scale a venture: business planning, funding, innovation and leadership of growing teams.',
    duration: '1–2 years',
    ...fees('mba-entrepreneurship-fees'),
    careerProspects: ['Startup Founder', 'Venture Capital Analyst', 'Innovation Manager', 'Family Business Leader'],
    features: ['Venture creation and business planning', 'Incubators and accelerators', 'Access to investors and mentors', 'Innovation and design thinking'],
    icon: 'lightbulb',
  },
];

export type MbaBenefit = { title: string; text: string; /** A lucide icon's name. */ icon: string };

export const mbaBenefits: MbaBenefit[] = [
  {
    title: 'Global Career Opportunities',
    text: 'Recruiters from multinational companies hire at business schools in every destination.',
    icon: 'briefcase',
  },
  { title: 'Higher Earning Potential', text: 'An MBA from a recognised school abroad opens management roles with a clear step up in salary.', icon: 'wallet' },
  {
    title: 'International Network',
    text: 'Classmates, alumni and faculty from dozens of countries become your professional network for life.',
    icon: 'network',
  },
  {
    title: 'Post-Study Work Rights',
    text: 'OPT in the USA, the Graduate visa in the UK and the PGWP in Canada let you gain experience abroad (see Work Rights for each country).',
    icon: 'badge-check',
  },
];

/**
 * MBA graduates' success stories: the testimonial files that list `mba` in their pages
 * (content/testimonials/), shown with an initials avatar drawn from the name (no stock photos) and
 * the role as the program line; the rating is not shown. Today's are invented samples: replace them
 * with real, consented student stories before launch.
 */
export const mbaTestimonials: TestimonialFile[] = testimonialsOn('mba');

/** The MBA page's questions: the entries of content/faq/en/ in section mba (their file names are the anchors). */
export const mbaFaqs: FaqItem[] = faqSection('mba');

export const mbaPage = {
  hero: {
    eyebrow: 'MBA abroad',
    title: 'Study MBA Abroad',
    text: 'International Business, Finance, Marketing and Entrepreneurship at business schools across our destinations, with GMAT, IELTS, costs and post-study work rights explained.',
  },
  specializations: {
    id: 'specializations',
    eyebrow: 'Choose your path',
    title: 'Popular MBA Specializations',
    intro: 'Four specializations Indian students choose most, with typical programme fees and where they lead.',
    /** `about` joins the Learn More link's hidden words: "Learn More about International Business". */
    labels: { duration: 'Duration', fees: 'Fees', careers: 'Career prospects', features: 'Key features', about: 'about' },
    cta: 'Learn More',
  },
  destinations: {
    id: 'mba-destinations',
    title: 'Top MBA Destinations',
    intro: 'Select a country to see its business schools, costs, intakes, entry requirements and work rights. Select it again to close the details.',
    panelTitle: (country: string) => `MBA in ${country}`,
    /** The Average Tuition card: each school sets its fee. */
    tuition: 'Set by each business school (the best-known charge the most); we confirm the current fee with you',
  },
  benefits: { id: 'benefits', title: 'Why Study MBA Abroad?' },
  stories: { id: 'success-stories', eyebrow: 'Success stories', title: 'Students Who Made It' },
  faqs: { id: 'mba-faq', title: 'Frequently Asked Questions' },
  closing: {
    title: 'Ready to Start Your MBA Journey?',
    text: 'Book a free session: we check your profile, plan your GMAT and IELTS, shortlist schools and guide you to the visa.',
    cta: 'Schedule Free Counselling',
  },
} as const;
