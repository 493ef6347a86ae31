/** Australia immigration page copy (/ausimmigration). */
import { Briefcase, CheckCircle2, ClipboardList, FileCheck2, FileText, GraduationCap, HeartPulse, Landmark, Palette, Scale, Sun, Wallet } from 'lucide';
import type { IconNode } from 'lucide';
import { skilledMigration } from '@/content/facts';
import type { FactRef } from '@/content/countries';
import type { RouteKey } from '@/lib/routes';

export type AusFeature = { icon: IconNode; title: string; text: string };
export type AusStep = { icon: IconNode; title: string; text: string };

/** Where a visa card's call to action goes: the contact form with a prefilled subject, or a page. */
export type AusAction = { label: string } & ({ contactSubject: string; to?: never } | { to: RouteKey; contactSubject?: never });

export type VisaCard = {
  id: string;
  icon: IconNode;
  title: string;
  text: string;
  points: string[];
  /** The fact behind a figure in the points (content/facts.ts): shown as an "as of · source" line. */
  source?: FactRef;
  action: AusAction;
};

export type AusImmigrationContent = {
  hero: { eyebrow: string; title: string; text: string; consultation: AusAction; badges: string[] };
  whyChoose: { eyebrow: string; title: string; intro: string; cards: AusFeature[] };
  process: { eyebrow: string; title: string; intro: string; steps: AusStep[] };
  visas: { id: string; eyebrow: string; title: string; intro: string; cards: VisaCard[] };
  living: { eyebrow: string; title: string; intro: string; cards: AusFeature[] };
  closing: { title: string; text: string; book: string; call: string };
};

export const ausImmigration: AusImmigrationContent = {
  hero: {
    eyebrow: 'Immigration to Australia',
    title: 'Make Australia Your New Home',
    text: 'Skilled migration, student and work visas with experts who assess your profile, prepare your documents and guide your application to approval.',
    consultation: { label: 'Free Consultation', contactSubject: 'Australia Immigration Free Consultation' },
    badges: ['Skilled, student and work visas', '4-step process', 'Honest eligibility check'],
  },
  whyChoose: {
    eyebrow: 'Why Australia',
    title: 'Why Choose Australia',
    intro: 'A strong economy, world-class universities and a high quality of life.',
    cards: [
      { icon: Briefcase, title: 'Strong Job Market', text: 'Skills in demand across health, engineering, IT, construction and trades.' },
      { icon: GraduationCap, title: 'World-Class Education', text: 'Globally ranked universities and post-study work options for graduates.' },
      { icon: HeartPulse, title: 'Quality of Life', text: 'Safe cities, clean air and public healthcare for permanent residents.' },
      { icon: Landmark, title: 'Pathway to Residency', text: 'Skilled and employer-sponsored visas that can lead to permanent residency.' },
    ],
  },
  process: {
    eyebrow: 'How it works',
    title: 'Our 4-Step Process',
    intro: 'A clear path from your first question to your visa grant.',
    steps: [
      { icon: ClipboardList, title: 'Assessment', text: 'We review your age, education, work experience and English to find the right visa.' },
      { icon: FileText, title: 'Documentation', text: 'We list every document you need and check each one before it is filed.' },
      { icon: FileCheck2, title: 'Application', text: 'We prepare and lodge your application and answer any requests from the department.' },
      { icon: CheckCircle2, title: 'Approval', text: 'We keep you updated until the decision and help you plan your move.' },
    ],
  },
  visas: {
    id: 'visas',
    eyebrow: 'Visa options',
    title: 'Visas We Help With',
    intro: 'Three main routes to study, work and settle in Australia.',
    cards: [
      {
        id: 'skilled',
        icon: Scale,
        title: 'Skilled Migration Visa',
        text: 'Permanent and provisional visas for skilled workers, through the points test.',
        points: [
          'Points for age, English, education and experience',
          `A pass mark of ${skilledMigration.passMark.value} points`,
          'Skills assessment in your occupation',
        ],
        source: skilledMigration.passMark,
        action: { label: 'Check Points', contactSubject: 'Skilled Migration Points Check' },
      },
      {
        id: 'student',
        icon: GraduationCap,
        title: 'Student Visa',
        text: 'Study at an Australian university or college, with work rights during your course.',
        points: ['Offer from a registered course provider', 'Proof of funds and health insurance', 'English test score'],
        action: { label: 'Find Courses', to: 'program' },
      },
      {
        id: 'work',
        icon: Briefcase,
        title: 'Work Visa',
        text: 'Employer-sponsored and temporary work visas for roles employers cannot fill locally.',
        points: ['Job offer from an approved sponsor', 'Skills and experience for the role', 'Pathways to permanent residency'],
        action: { label: 'Job Search', contactSubject: 'Australia Work Visa and Job Search' },
      },
    ],
  },
  living: {
    eyebrow: 'Life down under',
    title: 'Living in Australia',
    intro: 'What to expect once you arrive.',
    cards: [
      { icon: Sun, title: 'Lifestyle', text: 'An outdoor lifestyle with beaches, parks and sport, and a good work-life balance.' },
      { icon: Wallet, title: 'Cost of Living', text: 'Higher wages balance higher rents; regional cities cost less than Sydney or Melbourne.' },
      { icon: Palette, title: 'Culture', text: 'A multicultural society with large Indian communities, festivals and food in every city.' },
    ],
  },
  closing: {
    title: 'Ready to Start Your Australian Journey?',
    text: 'Book a consultation or call us: a counsellor will assess your eligibility and explain your options.',
    book: 'Book Consultation',
    call: 'Call Now',
  },
};
