import { faqSection } from '@/content/faq/entries';
import type { FaqItem } from '@/content/types';
import { figures } from '@/lib/site';
import {
  ArrowLeftRight,
  Award,
  CreditCard,
  Compass,
  FileCheck,
  FileText,
  GraduationCap,
  Headset,
  Landmark,
  Luggage,
  MapPin,
  MessagesSquare,
  Plane,
  ShieldCheck,
  Smartphone,
  Stamp,
  Presentation,
} from 'lucide';
import type { IconNode } from 'lucide';

/** A service of the overview grid; its details open in the shared modal. */
export type Service = {
  id: string;
  icon: IconNode;
  title: string;
  /** One or two sentences on the card. */
  description: string;
  /** The longer text in the modal. */
  details: string;
  /** The modal's "Key Features" list. */
  features: string[];
  /** Tailwind gradient stops of the icon tile. */
  gradient: string;
};

export type Stat = { value: string; label: string };

/** An icon card: the Additional Support cards here, the feature lists of the sub-pages. */
export type FeatureCard = { icon: IconNode; title: string; description: string };

export type SectionCopy = { eyebrow?: string; title: string; intro?: string };

export type ClosingCopy = { title: string; text: string; ctaLabel: string };

export type ServicesOverview = {
  hero: { eyebrow: string; title: string; text: string; primaryLabel: string; secondaryLabel: string };
  /** The statistics strip: its values are the site's published figures (lib/site.ts). */
  stats: { title: string; items: Stat[] };
  catalogue: SectionCopy & {
    services: Service[];
    learnMoreLabel: string;
    /** Accessible name of each Learn More button: "{prefix} {service title}". */
    learnMorePrefix: string;
    featuresHeading: string;
    getStartedLabel: string;
  };
  faq: SectionCopy & { items: FaqItem[] };
  support: SectionCopy & { cards: FeatureCard[] };
  closing: ClosingCopy;
};

/** The 14 services, in the order the overview shows them. */
export const services: Service[] = [
  {
    id: 'expert-consultation',
    icon: MessagesSquare,
    title: 'Expert Consultation',
    description: 'A free one-to-one session with an experienced counsellor to map out your study abroad options.',
    details:
      'Sit down with a counsellor in Vijayawada, Hyderabad or online for 30-45 minutes, with zero consultation fees. We look at your academics, test scores, budget and goals, explain which countries and courses fit, what they cost and when to apply, and leave you with a clear list of next steps.',
    features: [
      'Free 30-45 minute session, in person or online',
      'Profile review of marks, backlogs, test scores and work experience',
      'Country and course options that match your budget',
      'A month-by-month plan to your chosen intake',
    ],
    gradient: 'from-brand-600 to-brand-800',
  },
  {
    id: 'career-counseling',
    icon: Compass,
    title: 'Career Counseling',
    description: 'Choose a course and country that lead to the career you want, not just an admission.',
    details:
      'Our counsellors connect your interests and strengths to careers that are in demand in India and abroad. We compare courses by job outcomes, post-study work options and return on investment, so you and your family can make the decision with confidence.',
    features: [
      'Interest and strength assessment',
      'Course and specialization comparison by career outcome',
      'Post-study work options by country',
      'Guidance for parents on costs and returns',
    ],
    gradient: 'from-indigo-600 to-violet-700',
  },
  {
    id: 'university-selection',
    icon: GraduationCap,
    title: 'University Selection Assistance',
    description: `A balanced shortlist of universities from our ${figures.text.partnerUniversities} partners, matched to your profile.`,
    details: `We build a shortlist of ambitious, target and safe universities from our network of ${figures.text.partnerUniversities} partner universities, weighing rankings, course content, tuition, location, intakes and your chances of admission, so that every application you pay for counts.`,
    features: [
      'Ambitious, target and safe university mix',
      'Comparison of tuition, living costs and intakes',
      'Entry requirements checked for each programme',
      'Application deadlines tracked for you',
    ],
    gradient: 'from-sky-600 to-brand-700',
  },
  {
    id: 'sop-lor',
    icon: FileText,
    title: 'SOP & LOR Assistance',
    description: 'Guidance to write a Statement of Purpose and Letters of Recommendation that stand out.',
    details:
      'Admission committees read thousands of statements. We help you find your story, structure your Statement of Purpose for each university, and brief your professors and managers on what a strong Letter of Recommendation covers. The words stay yours; we review and refine them until they are clear and convincing.',
    features: [
      'One-to-one SOP brainstorming session',
      'University-specific SOP structure and review',
      'LOR guidance for professors and employers',
      'Resume and CV formatting for applications abroad',
    ],
    gradient: 'from-violet-600 to-purple-700',
  },
  {
    id: 'scholarship-assistance',
    icon: Award,
    title: 'Scholarship Assistance',
    description: 'Find and apply for the scholarships you qualify for, from over 10,000 options.',
    details:
      'From university merit awards to government schemes such as Chevening, Fulbright-Nehru, DAAD and Erasmus Mundus, we match you with scholarships from over 10,000 options. We advise starting 12-15 months ahead and applying for 8-12 scholarships: 85% of our students who apply for 5 or more win one.',
    features: [
      'Scholarship search matched to your profile',
      'Essay and personal statement reviews',
      'Deadline calendar for 8-12 applications',
      'Interview preparation for shortlisted awards',
    ],
    gradient: 'from-amber-600 to-orange-700',
  },
  {
    id: 'education-loan',
    icon: Landmark,
    title: 'Education Loan Assistance',
    description: 'Pre-sanctioned education loans through 15+ banking partners, with collateral-free options.',
    details:
      'We compare loans from 15+ public banks, private banks and NBFCs and prepare your file so it is approved the first time: our approval rate is 90%+. Processing takes 7-15 working days; how much you can borrow, with or without collateral, depends on the lender and your profile, and we compare the lenders’ current limits for you.',
    features: [
      'Pre-sanctioned loan letters for your visa file',
      'Comparison of interest rates, margins and fees',
      'Collateral and collateral-free options',
      'Document checklist and bank follow-up',
    ],
    gradient: 'from-emerald-600 to-teal-700',
  },
  {
    id: 'application-verification',
    icon: FileCheck,
    title: 'Application & Document Verification',
    description: 'Every application and document checked before it goes out, so nothing is rejected for a missing page.',
    details:
      'We check each application form, transcript, marksheet, degree certificate, test score report, passport copy and financial document against the university’s checklist, and guide you on attestation and translation where a country requires it.',
    features: [
      'University-wise document checklist',
      'Review of forms before submission',
      'Guidance on attestation and translations',
      'Application status tracking until your offer',
    ],
    gradient: 'from-cyan-600 to-sky-700',
  },
  {
    id: 'visa-assistance',
    icon: Stamp,
    title: 'Visa Assistance',
    description: 'Student visa help for the USA, UK, Canada, Australia, Germany and more, from forms to interview.',
    details:
      'Our visa team prepares your application for the US F-1 visa, the UK Student visa, a Canadian study permit, the Australian Student visa (subclass 500), the German national visa and others: forms, financial proof, appointments and mock interviews. Most student visas take 4-12 weeks, so we help you apply as soon as you hold your offer.',
    features: [
      'Country-specific document checklist',
      'Financial proof and sponsorship documents',
      'Visa form filling and appointment booking',
      'Mock visa interviews with feedback',
    ],
    gradient: 'from-rose-600 to-red-700',
  },
  {
    id: 'foreign-exchange',
    icon: ArrowLeftRight,
    title: 'Foreign Exchange Services',
    description: 'Pay tuition abroad and carry currency at fair rates, with the paperwork done right.',
    details:
      'We help you send tuition fees and deposits abroad through authorised dealers, load a multi-currency forex card and carry some cash for your first days, with the remittance documents Indian banks ask for and clear information on the tax collected at source.',
    features: [
      'Tuition fee remittance through authorised dealers',
      'Forex cards and travel currency',
      'Remittance paperwork for Indian banks',
      'Help with blocked account and proof-of-funds transfers',
    ],
    gradient: 'from-lime-600 to-green-700',
  },
  {
    id: 'travel-accommodation',
    icon: Plane,
    title: 'Travel & Accommodation Support',
    description: 'Flights, student housing and airport pickup arranged before you fly.',
    details:
      'We help you book student-friendly flights with the right baggage allowance, compare on-campus residences, private student housing and shared flats near your university, and arrange an airport pickup where available, so you land with a place to stay.',
    features: [
      'Student fares and baggage guidance',
      'On-campus and private accommodation options',
      'Tenancy agreement checks before you pay',
      'Airport pickup arrangements',
    ],
    gradient: 'from-brand-500 to-indigo-700',
  },
  {
    id: 'departure-support',
    icon: Luggage,
    title: 'Pre & Post Departure Support',
    description: 'A briefing before you leave and a helping hand after you land.',
    details:
      'Before you leave, our pre-departure briefing covers what to pack, which documents to carry in your hand luggage and what to expect at immigration. After you land, we stay in touch through your first weeks: registration, finding your way around and any problem that comes up.',
    features: [
      'Pre-departure briefing for students and parents',
      'Packing and hand-luggage document checklist',
      'Guidance on university registration after arrival',
      'Support through your first weeks abroad',
    ],
    gradient: 'from-fuchsia-600 to-pink-700',
  },
  {
    id: 'travel-insurance',
    icon: ShieldCheck,
    title: 'Travel Insurance Assistance',
    description: 'The right student travel and health cover for your country and university.',
    details:
      'Many countries and universities require health cover: the UK adds the Immigration Health Surcharge to your visa, Australia requires Overseas Student Health Cover, and most US universities require a student health plan. We explain what your university needs and help you compare student travel insurance for the journey and the gaps.',
    features: [
      'University and visa insurance requirements explained',
      'Comparison of student travel insurance plans',
      'Cover for medical emergencies, baggage and study interruption',
      'Claims guidance if something goes wrong',
    ],
    gradient: 'from-teal-600 to-cyan-700',
  },
  {
    id: 'international-sim',
    icon: Smartphone,
    title: 'International SIM & Mobile Plans',
    description: 'Stay reachable from the moment you land.',
    details:
      'We help you choose between an international roaming pack from your Indian operator and a local SIM or eSIM at your destination, so you can call home, use maps and reach your university and accommodation as soon as you arrive.',
    features: [
      'Roaming packs versus local SIM and eSIM',
      'Student mobile plans at your destination',
      'Keeping your Indian number active for OTPs',
      'Calling and data tips for the first week',
    ],
    gradient: 'from-orange-600 to-amber-700',
  },
  {
    id: 'banking-setup',
    icon: CreditCard,
    title: 'Banking & Financial Setup',
    description: 'Open a bank account abroad and manage your money from day one.',
    details:
      'We tell you which documents banks at your destination ask students for, help you open an account soon after arrival, and show you how to receive money from home, budget for living costs and keep your Indian accounts in order while you study.',
    features: [
      'Student bank account opening guidance',
      'Receiving money from family in India',
      'Monthly budgeting for living costs',
      'Keeping Indian accounts and loan repayments on track',
    ],
    gradient: 'from-slate-600 to-slate-800',
  },
];

export const servicesOverview: ServicesOverview = {
  hero: {
    eyebrow: 'Our services',
    title: 'Everything You Need to Study Abroad, Under One Roof',
    text: 'From your first free consultation to your first week abroad: counselling, university selection, scholarships, education loans, visas, travel and settling in. Fourteen services for Indian students heading to the USA, UK, Canada, Australia, Germany and across Europe.',
    primaryLabel: 'Get Started',
    secondaryLabel: 'Book Free Counselling',
  },
  stats: {
    title: 'Our Track Record',
    items: [
      { value: '24/7', label: 'Endless Support' },
      { value: figures.text.partnerUniversities, label: 'Partnered Universities' },
      { value: figures.text.successRate, label: 'Massive Success Rate' },
      { value: figures.text.yearsOfExperience, label: 'Years of Experience' },
    ],
  },
  catalogue: {
    eyebrow: 'What we do',
    title: 'Our Services',
    intro: 'Fourteen services that take you from choosing a course to settling into your new city. Use one or all of them.',
    services,
    learnMoreLabel: 'Learn More',
    learnMorePrefix: 'Learn More about',
    featuresHeading: 'Key Features',
    getStartedLabel: 'Get Started',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Answers to what students and parents ask us most. Still unsure? Book a free counselling session.',
    items: faqSection('services'),
  },
  support: {
    eyebrow: 'Beyond admission',
    title: 'Additional Support',
    intro: 'Help that continues after your visa is stamped, so you and your family are never on your own.',
    cards: [
      {
        icon: Presentation,
        title: 'Pre-Departure Briefing',
        description: 'What to pack, which documents to keep in your hand luggage, what to expect at immigration and in your first week.',
      },
      {
        icon: Plane,
        title: 'Travel Assistance',
        description: 'Student fares, baggage allowances, connecting flights and airport pickup arranged before you fly.',
      },
      {
        icon: MapPin,
        title: 'Local Guidance',
        description: 'Getting around your new city: transport passes, groceries, neighbourhoods and the Indian community near you.',
      },
      {
        icon: Headset,
        title: 'Student Support',
        description: '24/7 assistance for you abroad and your family at home, for emergencies and everyday questions alike.',
      },
    ],
  },
  closing: {
    title: 'Ready to Start Your Journey?',
    text: 'Talk to a counsellor for free. Zero consultation fees, a clear plan, and support from your first question to your first week abroad.',
    ctaLabel: 'Schedule Free Counseling',
  },
};
