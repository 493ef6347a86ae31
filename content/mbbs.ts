/** MBBS in Vietnam page copy: benefits, the three universities and their details. */
import { nmcEligibility, nmcFigures as n } from '@/content/facts';
import { worldDirectory } from '@/content/world-directory';
import { sampleLink, type SampleableLink } from '@/lib/samples';
import { BadgeCheck, Clock, DollarSign, GraduationCap, HeartPulse, Hospital, Languages, Plane, ShieldCheck, Users, Wallet } from 'lucide';
import type { IconNode } from 'lucide';

export type MbbsHighlight = { icon: IconNode; title: string; value: string };

export type MbbsUniversity = {
  id: string;
  name: string;
  /** Shown in the modal only when present; no ranking is published for these three. */
  ranking?: string;
  location: string;
  /** The tuition line: no figure (each university sets and changes its fees; we send the current ones). */
  tuition: string;
  duration: string;
  language: string;
  internationalStudents: string;
  accreditation: string[];
  /**
   * The university's own site (opened in a new tab). The three addresses are unchecked guesses,
   * marked with sampleLink(): confirm each with the university (or leave it out) before launch.
   */
  website?: SampleableLink;
  image: { src: string; alt: string; width: number; height: number };
  summary: string;
  highlights: MbbsHighlight[];
};

export type MbbsBenefit = { icon: IconNode; title: string; text: string };

export type MbbsContent = {
  hero: { eyebrow: string; title: string; text: string; explore: { label: string; hash: string }; counselling: string; badges: string[] };
  facts: { label: string; value: string }[];
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
    list: MbbsUniversity[];
  };
  closing: { title: string; text: string; cta: string };
};

// The three universities' tuition, duration, intake and accreditation claims (the editions repeat them).
// The World Directory of Medical Schools (WFME and FAIMER; the WHO's until 2007) lists medical schools,
// it does not recognise them (content/world-directory.ts); the Medical Council of India was replaced by
// the National Medical Commission in 2020.
const accreditation = [worldDirectory.listed, 'NMC (formerly MCI)'];

/** The accreditation as every page writes it: "Listed in the World Directory of Medical Schools · NMC (formerly MCI)". */
export const accreditationText = (parts: string[]) => parts.join(' · ');

const duration = '6 years';

const highlights = (tuition: string, students: string): MbbsHighlight[] => [
  { icon: DollarSign, title: 'Tuition per year', value: tuition },
  { icon: Clock, title: 'Duration', value: duration },
  { icon: Users, title: 'International students', value: students },
  { icon: BadgeCheck, title: 'Accreditation', value: accreditationText(accreditation) },
];

const image = (id: string, alt: string) => ({ src: `/images/mbbs/${id}.svg`, alt, width: 480, height: 300 });

/**
 * The page's figures and links, written once: the English page and its Telugu and Hindi editions
 * (content/i18n/<locale>/mbbs.ts) all take them from here. No fee figures (see `fees` below).
 */
export const mbbsFigures = {
  universities: {
    dianam: { internationalStudents: '2,000+', website: sampleLink('https://dainam.edu.vn/') },
    cantho: { internationalStudents: '1,500+', website: sampleLink('https://www.ctump.edu.vn/') },
    pct: { internationalStudents: '1,200+', website: sampleLink('https://pctu.edu.vn/') },
  },
};

/**
 * Tuition and living costs, in words: no official page states a range for these universities (each
 * sets and changes its own fees), so the page promises the current fee sheet instead of a figure.
 */
const fees = {
  perYear: 'Set by each university',
  livingPerMonth: 'Depends on the city',
  university: 'Current fees on request',
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
    { label: 'Tuition per year', value: fees.perYear },
    { label: 'Living cost per month', value: fees.livingPerMonth },
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
    labels: {
      ranking: 'Ranking',
      location: 'Location',
      tuition: 'Tuition per year',
      duration: 'Duration',
      language: 'Language',
      accreditation: 'Accreditation',
      students: 'International students',
    },
    accreditationNote: `${nmcEligibility} We check every university against these rules before you apply.`,
    list: [
      {
        id: 'dianam',
        name: 'Dianam University',
        location: 'Hanoi, Vietnam',
        tuition: fees.university,
        duration,
        language: 'English',
        internationalStudents: mbbsFigures.universities.dianam.internationalStudents,
        accreditation,
        website: mbbsFigures.universities.dianam.website,
        image: image('dianam', 'Illustration of the Dianam University campus in Hanoi'),
        summary: 'A private university in Hanoi whose Faculty of Medicine runs an English-medium programme for international students.',
        highlights: highlights(fees.university, mbbsFigures.universities.dianam.internationalStudents),
      },
      {
        id: 'cantho',
        name: 'Cantho University',
        location: 'Can Tho, Vietnam',
        tuition: fees.university,
        duration,
        language: 'English',
        internationalStudents: mbbsFigures.universities.cantho.internationalStudents,
        accreditation,
        website: mbbsFigures.universities.cantho.website,
        image: image('cantho', 'Illustration of the Cantho University campus in the Mekong Delta'),
        summary: 'A public medical university in the Mekong Delta with its own teaching hospital and decades of medical training.',
        highlights: highlights(fees.university, mbbsFigures.universities.cantho.internationalStudents),
      },
      {
        id: 'pct',
        name: 'PCT University',
        location: 'Da Nang region, Vietnam',
        tuition: fees.university,
        duration,
        language: 'English',
        internationalStudents: mbbsFigures.universities.pct.internationalStudents,
        accreditation,
        website: mbbsFigures.universities.pct.website,
        image: image('pct', 'Illustration of the PCT University medical campus near Da Nang'),
        summary: 'Phan Chau Trinh University, a medicine-focused university near Da Nang with clinical training in its partner hospitals.',
        highlights: highlights(fees.university, mbbsFigures.universities.pct.internationalStudents),
      },
    ],
  },
  closing: {
    title: 'Start Your MBBS Journey',
    text: 'Tell us your NEET score and budget: a counsellor will shortlist universities, explain the fees and guide you through admission, visa and travel.',
    cta: 'Book Free Counselling',
  },
};
