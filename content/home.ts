/** Home page copy; its figures come from lib/site, so every page states the same ones. */
import { figures } from '@/lib/site';
import { worldDirectory } from '@/content/world-directory';
import {
  Award,
  BadgeCheck,
  Briefcase,
  ClipboardList,
  Cpu,
  FileText,
  GraduationCap,
  Headphones,
  Plane,
  School,
  ShieldCheck,
  Stethoscope,
  Trophy,
  UserCheck,
  Users,
  Wallet,
} from 'lucide';
import type { IconNode } from 'lucide';
import type { RouteKey } from '@/lib/routes';

export type HomeCta = { label: string; to: RouteKey; hash?: string };

export type ProgramCard = {
  to: RouteKey;
  title: string;
  /** Typical duration; absent where the spec gives none (NEET Services). */
  duration?: string;
  /** A highlight shown as a tag (permanent residency, placement assistance). */
  highlight?: string;
  text: string;
  icon: IconNode;
};

export type FeatureCard = { title: string; text: string; icon: IconNode };

export type CounterStat = { value: number; suffix: '+' | '%'; label: string };

export type LifeCycleStep = { title: string; text: string; icon: IconNode };

export type HighlightCard = { title: string; text: string; icon: IconNode; linkLabel: string };

export type HomeContent = {
  hero: { eyebrow: string; title: string; text: string; cta: HomeCta; secondary: { label: string; hash: string }; badges: string[]; imageAlt: string };
  programs: { id: string; eyebrow: string; title: string; intro: string; cards: ProgramCard[]; linkLabel: string };
  whyChoose: { eyebrow: string; title: string; intro: string; cards: FeatureCard[] };
  counters: { title: string; intro: string; stats: CounterStat[] };
  consultation: {
    eyebrow: string;
    title: string;
    text: string;
    points: string[];
    facts: { value: string; label: string }[];
    primary: HomeCta;
    secondary: HomeCta;
  };
  engineering: {
    eyebrow: string;
    title: string;
    text: string;
    points: string[];
    imageAlt: string;
    primary: { label: string; to: RouteKey };
    secondary: HomeCta;
  };
  lifeCycle: { eyebrow: string; title: string; intro: string; stepLabel: string; steps: LifeCycleStep[] };
  commitment: { eyebrow: string; title: string; intro: string };
  highlights: { title: string; intro: string; cards: HighlightCard[]; to: RouteKey };
  closing: { title: string; text: string; cta: HomeCta };
};

export const home: HomeContent = {
  hero: {
    eyebrow: 'Overseas education & immigration consultancy',
    title: 'Your Journey to a World-Class Education Starts Here',
    text: 'Expert guidance for MBBS, engineering, masters and MBA abroad, with zero consultation fees, pre-sanctioned loans, and visa and scholarship help from Hyderabad and Vijayawada.',
    cta: { label: 'Get Free Consultation', to: 'contact' },
    secondary: { label: 'Explore Programs', hash: '#programmes' },
    // The hero badges: students, countries, success rate.
    badges: [`${figures.text.studentsHelped} Students`, `${figures.text.countries} Countries`, `${figures.text.successRate} Success`],
    imageAlt: '',
  },
  programs: {
    id: 'programmes',
    eyebrow: 'Our programs',
    title: 'Programs That Take You Further',
    intro: 'Six paths abroad and at home, each with a counsellor who knows it inside out.',
    linkLabel: 'Explore',
    cards: [
      {
        to: 'countries',
        title: 'Engineering',
        duration: '2-4 years',
        text: 'B.Tech, M.Tech and MS degrees at accredited universities in 20 countries.',
        icon: Cpu,
      },
      {
        to: 'mba',
        title: 'Business Studies',
        duration: '1-2 years',
        text: 'MBA and business master’s in finance, marketing, international business and entrepreneurship.',
        icon: Briefcase,
      },
      {
        to: 'mbbs',
        title: 'Medical Programs',
        duration: '4-6 years',
        text: `MBBS at NMC-compliant medical universities listed in the ${worldDirectory.name}, at a fraction of private college fees.`,
        icon: Stethoscope,
      },
      {
        to: 'ausimmigration',
        title: 'Immigration to Australia',
        duration: '1-2 years',
        highlight: 'Permanent residency',
        text: 'Skilled, student and work visas, from skills assessment to your visa grant.',
        icon: Plane,
      },
      {
        to: 'cybersecurity',
        title: 'CyberSecurity Training',
        duration: '5-7 months',
        highlight: 'Placement assistance',
        text: 'Hands-on cybersecurity programmes at our Vijayawada hub, with industry certifications.',
        icon: ShieldCheck,
      },
      {
        to: 'neet',
        title: 'NEET Services',
        text: 'NEET preparation, mock tests, counselling guidance and admission support for medical aspirants.',
        icon: GraduationCap,
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why choose us',
    title: 'Why Students and Parents Trust Us',
    intro: 'Honest advice, clear costs and support that does not stop once you have your admission letter.',
    cards: [
      { title: 'Zero Consultation Fees', text: 'Counselling, profile evaluation and university shortlisting cost you nothing.', icon: Wallet },
      { title: 'Expert Counsellors', text: `Counsellors with ${figures.text.yearsOfExperience} years of experience in admissions abroad.`, icon: UserCheck },
      { title: 'Loans and Scholarships', text: 'Pre-sanctioned education loans and help applying for scholarships.', icon: Award },
      { title: 'Visa to Landing', text: 'Visa documents, interview preparation, travel and accommodation support.', icon: Plane },
    ],
  },
  counters: {
    title: 'Our Results in Numbers',
    intro: 'Every number is a student who trusted us with their future.',
    // Counters: a 2.5 s count-up, % on the success rate, + on the others.
    stats: [
      { value: figures.studentsHelped, suffix: '+', label: 'Success Stories' },
      { value: figures.partnerUniversities, suffix: '+', label: 'University Partners' },
      { value: figures.successRate, suffix: '%', label: 'Success Rate' },
      { value: figures.countries, suffix: '+', label: 'Countries' },
    ],
  },
  consultation: {
    eyebrow: 'Zero consultation fees',
    title: 'Get a Free Consultation',
    text: 'Sit down with an expert counsellor for 30-45 minutes, in person or online. We look at your marks, budget and goals and tell you honestly which options fit.',
    points: ['Profile evaluation and course shortlist', 'Cost, loan and scholarship estimate', 'A clear timeline to your intake'],
    facts: [
      { value: '₹0', label: 'Consultation fee' },
      { value: '30-45 min', label: 'With an expert counsellor' },
      { value: '24 hours', label: 'To hear back from us' },
    ],
    primary: { label: 'Book Free Consultation', to: 'contact' },
    secondary: { label: 'Learn About Us', to: 'about' },
  },
  engineering: {
    eyebrow: 'Engineering abroad',
    title: 'Study Engineering at Top Universities Abroad',
    text: 'Computer science, electronics, mechanical and civil engineering at accredited universities, with internships, post-study work rights and global careers.',
    points: ['B.Tech, M.Tech and MS programmes', 'Universities in 20 study destinations', 'Scholarships and education loans'],
    imageAlt: 'Illustration: a gear, a circuit and a graduation cap',
    primary: { label: 'Explore Engineering Courses', to: 'course:undergraduate/b.tech' },
    secondary: { label: 'Talk to a Counsellor', to: 'contact' },
  },
  lifeCycle: {
    eyebrow: 'How it works',
    title: 'Your Study Abroad Journey in Five Steps',
    intro: 'One counsellor guides you from the first conversation to your first day on campus.',
    stepLabel: 'Step',
    steps: [
      { title: 'Initial Consultation', text: 'We learn your goals, marks and budget, and explain your options.', icon: Users },
      { title: 'Programme Selection', text: 'We shortlist courses, countries and universities that fit your profile.', icon: School },
      { title: 'Documentation', text: 'We help you prepare your SOP, LORs, transcripts and financial documents.', icon: FileText },
      { title: 'Admission', text: 'We file your applications, track them and secure your offer letter.', icon: ClipboardList },
      { title: 'Visa and Travel', text: 'We prepare your visa file and interview, then plan your travel and stay.', icon: Plane },
    ],
  },
  commitment: {
    eyebrow: 'Our commitment',
    title: 'Our Commitment to You',
    intro: 'Three promises we keep to every student and family.',
  },
  highlights: {
    title: 'Why Families Choose Us',
    intro: 'A consultancy built on results and trust.',
    to: 'about',
    cards: [
      { title: 'Top-Rated Consultancy', text: 'Rated highly by the students and parents we guide.', icon: Trophy, linkLabel: 'Read our story' },
      { title: 'Leading in MBBS Admissions', text: 'A leading consultancy for MBBS admissions abroad.', icon: Stethoscope, linkLabel: 'See our track record' },
      {
        title: `${figures.text.yearsOfExperience} Years of Experience`,
        text: 'Counsellors who have guided thousands of applications.',
        icon: BadgeCheck,
        linkLabel: 'Meet our team',
      },
      { title: 'Support Around the Clock', text: 'Help whenever you need it, before and after you fly.', icon: Headphones, linkLabel: 'How we support you' },
    ],
  },
  closing: {
    title: 'Ready to Start Your Journey?',
    text: 'Talk to a counsellor today. The consultation is free, and there is no obligation.',
    cta: { label: 'Contact Us Today', to: 'contact' },
  },
};
