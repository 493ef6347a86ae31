/** MBBS in Vietnam page copy: benefits and the universities' section (the universities themselves: content/universities/). */
import { nmcEligibility, nmcFigures as n } from '@/content/facts';
import { worldDirectory } from '@/content/world-directory';
import { priceFact } from '@/content/prices';
import { accreditationText, universityCards, type UniversityCard } from '@/content/universities';
import { BadgeCheck, GraduationCap, HeartPulse, Hospital, Languages, Plane, ShieldCheck, Wallet } from 'lucide';
import type { IconNode } from 'lucide';

export { accreditationText, type MbbsHighlight, type UniversityCard as MbbsUniversity } from '@/content/universities';

export type MbbsBenefit = { icon: IconNode; title: string; text: string };

export type MbbsContent = {
  hero: { eyebrow: string; title: string; text: string; explore: { label: string; hash: string }; counselling: string; badges: string[] };
  /** The hero's figures; a price says whose figure it is and when it was set (`note`). */
  facts: { label: string; value: string; note?: string }[];
  benefits: { eyebrow: string; title: string; intro: string; cards: MbbsBenefit[] };
  universities: {
    id: string;
    eyebrow: string;
    title: string;
    intro: string;
    learnMore: string;
    visitWebsite: string;
    labels: { ranking: string; location: string; tuition: string; duration: string; language: string; accreditation: string; students: string };
    /** What NMC eligibility means (content/facts mbbsRules), shown under the universities with its source. */
    accreditationNote: string;
    /** The universities' cards: content/universities/<language>/<id>.yaml. */
    list: UniversityCard[];
  };
  closing: { title: string; text: string; cta: string };
};

// The World Directory of Medical Schools (WFME and FAIMER; the WHO's until 2007) lists medical schools,
// it does not recognise them (content/world-directory.ts); the Medical Council of India was replaced by
// the National Medical Commission in 2020.
const accreditations = { 'world-directory': worldDirectory.listed, nmc: 'NMC (formerly MCI)' };
const accreditation = Object.values(accreditations);

const duration = '6 years';

const labels = {
  ranking: 'Ranking',
  location: 'Location',
  tuition: 'Tuition per year',
  duration: 'Duration',
  language: 'Language',
  accreditation: 'Accreditation',
  students: 'International students',
};

export const mbbs: MbbsContent = {
  hero: {
    eyebrow: 'MBBS in Vietnam',
    title: 'Study MBBS in Vietnam at an Affordable Cost',
    text: `English-medium MBBS programmes at universities that are listed in the ${worldDirectory.name} and whose courses meet the NMC (formerly MCI) rules for Indian students, each university’s current fees sent to you and your living costs planned with you, and our counsellors from NEET score to graduation.`,
    explore: { label: 'Explore Universities', hash: '#universities' },
    counselling: 'Get Free Counselling',
    badges: ['6-year programme', 'Taught in English', ...accreditation],
  },
  facts: [
    priceFact('Tuition per year', 'vietnam-mbbs-tuition', 'en'),
    priceFact('Living cost per month', 'vietnam-living-cost', 'en'),
    { label: 'Programme length', value: duration },
    { label: 'Accreditation', value: accreditationText(accreditation) },
  ],
  benefits: {
    eyebrow: 'Why Vietnam',
    title: 'Why Study MBBS in Vietnam',
    intro: 'Eight reasons Indian students and parents choose Vietnam for a medical degree.',
    cards: [
      {
        icon: Wallet,
        title: 'Affordable Tuition',
        text: 'Each university publishes its own fees: we send you the current fee sheet to compare with private medical colleges in India.',
      },
      { icon: HeartPulse, title: 'Living Costs Planned', text: 'Hostel, food and travel: we draw up a monthly budget with you for the university’s city.' },
      {
        icon: BadgeCheck,
        title: 'NMC-Eligible Degree',
        text: `${worldDirectory.listed}, with a ${n.courseMonths}-month English-medium course and internship that meet the NMC's rules, so you can sit India's licensing exam on your return.`,
      },
      { icon: Languages, title: 'English-Medium Teaching', text: 'The full programme is taught in English, so there is no language barrier in class.' },
      { icon: Hospital, title: 'Clinical Exposure', text: 'Hands-on training in busy teaching hospitals from the early years of the course.' },
      { icon: ShieldCheck, title: 'Safe and Welcoming', text: 'A safe country with a warm culture and a growing community of Indian students.' },
      { icon: Plane, title: 'Close to Home', text: 'Short flights to India, similar climate and familiar food in the university towns.' },
      {
        icon: GraduationCap,
        title: 'No Donation, No Capitation',
        text: 'Admission on NEET qualification and Class 12 marks, without entrance exams or donations.',
      },
    ],
  },
  universities: {
    id: 'universities',
    eyebrow: 'Where you can study',
    title: 'Top Medical Universities',
    intro: 'Three universities we place students in, each with a 6-year English-medium MBBS programme.',
    learnMore: 'Learn More',
    visitWebsite: 'Visit Website',
    labels,
    accreditationNote: `${nmcEligibility} We check every university against these rules before you apply.`,
    list: universityCards('en', { accreditations, labels }),
  },
  closing: {
    title: 'Start Your MBBS Journey',
    text: 'Tell us your NEET score and budget: a counsellor will shortlist universities, explain the fees and guide you through admission, visa and travel.',
    cta: 'Book Free Counselling',
  },
};
