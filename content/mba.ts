/**
 * The /MBA page. Country facts shared with /countries
 * (name, flag, colours, cost of living, work during studies) come from content/countries.ts; the
 * MBA-only facts below are keyed by the same country id. No fee range on the country panels: each
 * school sets its own; the specializations show our estimate of programme fees (content/prices/), dated.
 */
import { faqSection } from '@/content/faq/entries';
import { BadgeCheck, Briefcase, Globe, Lightbulb, Megaphone, Network, TrendingUp, Wallet } from 'lucide';
import type { IconNode } from 'lucide';
import { testimonialsOn, type TestimonialFile } from '@/content/testimonials';
import { getCountry, period, postStudyLine, setsMinimum, type CountryId } from '@/content/countries';
import { postStudyWork } from '@/content/facts';
import type { FaqItem } from '@/content/types';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';

export type MbaCountryDetails = {
  /** Leading business schools. */
  universities: string;
  /** Tuition for the MBA (program total or per year, as stated). */
  avgTuition: string;
  duration: string;
  intakeMonths: string[];
  specializations: string[];
  /** GMAT, English test and work experience: the tests named, no score (each school sets its own). */
  requirements: string[];
  /** Post-study work route after the MBA, written from its fact (content/facts.ts; its source is the country's). */
  postStudyWork: string;
};

/** Tuition on every country panel: who sets it, and our promise to confirm it. */
const mbaTuition = 'Set by each business school (the best-known charge the most); we confirm the current fee with you';

/** Entry tests: no score range, as no official page states one (each school sets its own). */
const gmat = 'GMAT or GRE (some schools waive it)';
const noGmat = 'GMAT usually not required';
const english = `IELTS or TOEFL: ${setsMinimum('school')}`;
const experience = 'Work experience (most schools ask for some)';

const { usa, uk, australia } = postStudyWork;
/** After the MBA (a master's): where the route differs by degree, the master's part; elsewhere as on /countries. */
const after = (id: CountryId) => getCountry(id).details.workRights.afterGraduation;
const mbaAfter = {
  usa: `${usa.value.opt} months OPT (+${usa.value.stemExtension} months for STEM-designated MBAs)`,
  uk: `Graduate visa: ${period(uk.value.degree)} after a master’s; ${postStudyLine.uk2027}`,
  australia: `Subclass 485 visa: ${period(australia.value.degree * 12)} after a coursework master’s`,
};

/** Fees on a specialization card, from its price file: our estimate, dated. */
const fees = (id: string) => {
  const { amount, per, source } = priceText(priceNamed(id), 'en');
  return { avgFees: `${amount} ${per}`, feesSource: source };
};

export const mbaByCountry: Record<CountryId, MbaCountryDetails> = {
  usa: {
    universities: 'Harvard, Stanford GSB, Wharton, MIT Sloan, Kellogg',
    avgTuition: mbaTuition,
    duration: '2 years (some 1-year programmes)',
    intakeMonths: ['August–September', 'January (some schools)'],
    specializations: ['Finance', 'Business Analytics', 'Technology Management', 'Marketing', 'Entrepreneurship'],
    requirements: [gmat, english, experience, 'Essays, recommendations and an interview'],
    postStudyWork: mbaAfter.usa,
  },
  uk: {
    universities: 'London Business School, Oxford Saïd, Cambridge Judge, Imperial, Warwick',
    avgTuition: mbaTuition,
    duration: '1 year (LBS 15–21 months)',
    intakeMonths: ['September', 'January (some schools)'],
    specializations: ['Finance', 'Strategy & Consulting', 'International Business', 'Marketing', 'Fintech'],
    requirements: [gmat, english, experience],
    postStudyWork: mbaAfter.uk,
  },
  canada: {
    universities: 'Rotman (Toronto), Ivey (Western), UBC Sauder, McGill Desautels, Schulich (York)',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['September', 'January (some schools)'],
    specializations: ['Finance', 'Business Analytics', 'Marketing', 'Supply Chain Management', 'Technology & Innovation'],
    requirements: [gmat, english, experience],
    postStudyWork: postStudyLine.canada,
  },
  australia: {
    universities: 'Melbourne Business School, AGSM (UNSW), Macquarie, Monash, UQ Business School',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['February', 'July'],
    specializations: ['Strategy', 'Finance', 'Marketing', 'Business Analytics', 'Sustainability'],
    requirements: [gmat, english, experience],
    postStudyWork: mbaAfter.australia,
  },
  germany: {
    universities: 'Mannheim Business School, ESMT Berlin, WHU, Frankfurt School, TUM School of Management',
    avgTuition: mbaTuition,
    duration: '12–18 months',
    intakeMonths: ['January–February', 'September'],
    specializations: ['Technology Management', 'Finance', 'Operations & Supply Chain', 'Entrepreneurship', 'Automotive Management'],
    requirements: [gmat, english, experience],
    postStudyWork: after('germany'),
  },
  poland: {
    universities: 'Kozminski University, SGH Warsaw School of Economics, Poznań University of Economics and Business',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['October', 'February–March'],
    specializations: ['International Business', 'Finance', 'Project Management', 'Marketing', 'Entrepreneurship'],
    requirements: [noGmat, english, experience],
    postStudyWork: after('poland'),
  },
  norway: {
    universities: 'BI Norwegian Business School, NHH Norwegian School of Economics, UiS Business School, Nord University',
    avgTuition: mbaTuition,
    duration: '1.5–2 years',
    intakeMonths: ['August'],
    specializations: ['Energy Management', 'Shipping & Maritime', 'Finance', 'Strategy', 'Sustainability'],
    requirements: [gmat, english, experience],
    postStudyWork: after('norway'),
  },
  latvia: {
    universities: 'Riga Business School (RTU), Stockholm School of Economics in Riga, RISEBA, University of Latvia',
    avgTuition: mbaTuition,
    duration: '1.5–2 years',
    intakeMonths: ['September', 'February'],
    specializations: ['International Business', 'Finance', 'Marketing', 'Logistics', 'Entrepreneurship'],
    requirements: [noGmat, english, experience],
    postStudyWork: after('latvia'),
  },
  lithuania: {
    universities: 'ISM University of Management and Economics, Vilnius University Business School, KTU School of Economics and Business',
    avgTuition: mbaTuition,
    duration: '1.5–2 years',
    intakeMonths: ['September', 'February (some programmes)'],
    specializations: ['International Business', 'Finance', 'Digital Marketing', 'Innovation Management', 'Entrepreneurship'],
    requirements: [noGmat, english, experience],
    postStudyWork: after('lithuania'),
  },
  southkorea: {
    universities: 'KAIST College of Business, SNU Business School, Korea University Business School, Yonsei, SKK GSB',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['March', 'September'],
    specializations: ['Technology Management', 'Finance', 'Global Business', 'Marketing', 'Entrepreneurship'],
    requirements: [gmat, english, experience],
    postStudyWork: after('southkorea'),
  },
  japan: {
    universities: 'Hitotsubashi ICS, Keio Business School, Waseda Business School, Kyoto University, International University of Japan',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['April', 'September'],
    specializations: ['Strategy', 'Finance', 'Technology & Innovation', 'Marketing', 'Global Business'],
    requirements: [gmat, english, experience],
    postStudyWork: after('japan'),
  },
  italy: {
    universities: 'SDA Bocconi, Politecnico di Milano School of Management, LUISS Business School, MIP',
    avgTuition: mbaTuition,
    duration: '12–16 months',
    intakeMonths: ['September', 'January–February (some schools)'],
    specializations: ['Luxury & Fashion Management', 'Finance', 'Marketing', 'Design Management', 'Entrepreneurship'],
    requirements: [gmat, english, experience],
    postStudyWork: after('italy'),
  },
  hungary: {
    universities: 'Corvinus University of Budapest, Budapest Business University, University of Pécs, University of Debrecen',
    avgTuition: mbaTuition,
    duration: '1.5–2 years',
    intakeMonths: ['September', 'February'],
    specializations: ['International Business', 'Finance', 'Marketing', 'Management & Leadership', 'Entrepreneurship'],
    requirements: [noGmat, english, experience],
    postStudyWork: after('hungary'),
  },
  finland: {
    universities: 'Aalto University School of Business, Hanken School of Economics, LUT University, University of Turku',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['August–September', 'January (some programmes)'],
    specializations: ['Innovation Management', 'Strategy', 'Sustainability', 'Marketing', 'Entrepreneurship'],
    requirements: [gmat, english, experience],
    postStudyWork: after('finland'),
  },
  spain: {
    universities: 'IE Business School, IESE, ESADE, EADA',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['September', 'January (some schools)'],
    specializations: ['Finance', 'Strategy & Consulting', 'Marketing', 'Entrepreneurship', 'Technology & Digital Transformation'],
    requirements: [gmat, english, experience],
    postStudyWork: after('spain'),
  },
  estonia: {
    universities: 'Estonian Business School, TalTech School of Business and Governance, University of Tartu',
    avgTuition: mbaTuition,
    duration: '1.5–2 years',
    intakeMonths: ['September', 'February (some programmes)'],
    specializations: ['Digital Business', 'International Business', 'Entrepreneurship', 'Finance', 'Technology Governance'],
    requirements: [noGmat, english, experience],
    postStudyWork: after('estonia'),
  },
  denmark: {
    universities: 'Copenhagen Business School (CBS), Aarhus BSS, DTU Business',
    avgTuition: mbaTuition,
    duration: '1 year (MBA) or 2 years (MSc)',
    intakeMonths: ['September', 'February (some programmes)'],
    specializations: ['Sustainability', 'Finance', 'Strategy', 'Shipping & Logistics', 'Innovation'],
    requirements: [gmat, english, experience],
    postStudyWork: after('denmark'),
  },
  switzerland: {
    universities: 'IMD (Lausanne), University of St. Gallen (HSG), University of Zurich, EHL Hospitality Business School',
    avgTuition: mbaTuition,
    duration: '1–2 years',
    intakeMonths: ['January', 'September'],
    specializations: ['Banking & Finance', 'Leadership', 'Hospitality Management', 'Strategy', 'Pharma & Healthcare Management'],
    requirements: [gmat, english, experience],
    postStudyWork: after('switzerland'),
  },
  belgium: {
    universities: 'Vlerick Business School, Solvay Brussels School, Antwerp Management School, KU Leuven',
    avgTuition: mbaTuition,
    duration: '1 year',
    intakeMonths: ['September', 'January (some schools)'],
    specializations: ['Finance', 'Strategy', 'International Business', 'Marketing', 'Sustainability'],
    requirements: [gmat, english, experience],
    postStudyWork: after('belgium'),
  },
  ireland: {
    universities: 'Trinity Business School, UCD Smurfit, DCU Business School, University of Galway',
    avgTuition: mbaTuition,
    duration: '1 year',
    intakeMonths: ['September'],
    specializations: ['Finance & FinTech', 'Technology Management', 'Marketing', 'Pharma Management', 'Strategy'],
    requirements: [gmat, english, experience],
    postStudyWork: postStudyLine.irelandMaster,
  },
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
} as const;

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
  /** Our icon instead of the old site's stock photo. */
  icon: IconNode;
};

export const mbaSpecializations: MbaSpecialization[] = [
  {
    title: 'International Business',
    description: 'Lead across borders: global strategy, trade, cross-cultural management and international finance.',
    duration: '1–2 years',
    ...fees('mba-international-business-fees'),
    careerProspects: ['International Business Manager', 'Global Strategy Consultant', 'Export–Import Manager', 'Business Development Manager'],
    features: ['Global immersion and study tours', 'Case studies from multinational companies', 'Cross-cultural leadership', 'International internships'],
    icon: Globe,
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
    icon: TrendingUp,
  },
  {
    title: 'Marketing',
    description: 'Brands, customers and growth: digital marketing, consumer insight and marketing analytics.',
    duration: '1–2 years',
    ...fees('mba-marketing-fees'),
    careerProspects: ['Brand Manager', 'Digital Marketing Manager', 'Product Marketing Manager', 'Market Research Analyst'],
    features: ['Digital and performance marketing', 'Consumer behaviour and research', 'Brand strategy', 'Marketing analytics'],
    icon: Megaphone,
  },
  {
    title: 'Entrepreneurship',
    description: 'Build and scale a venture: business planning, funding, innovation and leadership of growing teams.',
    duration: '1–2 years',
    ...fees('mba-entrepreneurship-fees'),
    careerProspects: ['Startup Founder', 'Venture Capital Analyst', 'Innovation Manager', 'Family Business Leader'],
    features: ['Venture creation and business planning', 'Incubators and accelerators', 'Access to investors and mentors', 'Innovation and design thinking'],
    icon: Lightbulb,
  },
];

export type MbaBenefit = { title: string; text: string; icon: IconNode };

export const mbaBenefits: MbaBenefit[] = [
  {
    title: 'Global Career Opportunities',
    text: 'Recruiters from multinational companies hire at leading business schools across 20 destinations.',
    icon: Briefcase,
  },
  { title: 'Higher Earning Potential', text: 'An MBA from a recognised school abroad opens management roles with a clear step up in salary.', icon: Wallet },
  { title: 'International Network', text: 'Classmates, alumni and faculty from dozens of countries become your professional network for life.', icon: Network },
  {
    title: 'Post-Study Work Rights',
    text: 'OPT in the USA, the Graduate visa in the UK and the PGWP in Canada let you gain experience abroad (see Work Rights for each country).',
    icon: BadgeCheck,
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
    text: 'International Business, Finance, Marketing and Entrepreneurship at leading business schools in 20 destinations, with GMAT, IELTS, costs and post-study work rights explained.',
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
  },
  benefits: { id: 'benefits', title: 'Why Study MBA Abroad?' },
  stories: { id: 'success-stories', eyebrow: 'Success stories', title: 'Students Who Made It' },
  faqs: { id: 'mba-faq', title: 'Frequently Asked Questions' },
  closing: {
    title: 'Ready to Start Your MBA Journey?',
    text: 'Book a free session: we check your profile, plan your GMAT and IELTS, shortlist schools and guide you to the visa.',
    cta: 'Schedule Free Counseling',
  },
} as const;
