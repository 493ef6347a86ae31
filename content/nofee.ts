/** Free-consultation landing page (/nofee: 30-45 minutes, zero fees). */
import { Briefcase, CalendarCheck, ClipboardList, Compass, GraduationCap, MessageCircle, School, Stethoscope, Users, Wallet } from 'lucide';
import type { IconNode } from 'lucide';

export type NofeeCard = { title: string; text: string; icon: IconNode };

export type NofeeContent = {
  /** Subject the Book buttons fill into the contact form (/contact/?subject=…#contact-form). */
  bookingSubject: string;
  hero: { eyebrow: string; title: string; text: string; bookLabel: string; badges: string[] };
  covers: { eyebrow: string; title: string; intro: string; items: NofeeCard[] };
  audience: { eyebrow: string; title: string; intro: string; items: NofeeCard[] };
  steps: { eyebrow: string; title: string; intro: string; items: NofeeCard[] };
  closing: { title: string; text: string; bookLabel: string };
};

export const nofee: NofeeContent = {
  bookingSubject: 'Free Consultation Booking',
  hero: {
    eyebrow: 'Zero consultation fees',
    title: 'Book Your Free Study Abroad Consultation',
    text: 'A free, no-obligation 30-45 minute session with an expert counsellor, in person or online.',
    bookLabel: 'Book Free Consultation',
    badges: ['₹0 Fees', '30-45 Minutes', 'In Person or Online'],
  },
  covers: {
    eyebrow: 'What we cover',
    title: 'What Your Free Consultation Covers',
    intro: 'In 30-45 minutes you leave with a clear, written plan.',
    items: [
      { title: 'Profile Evaluation', text: 'Your marks, test scores and experience, and where they make you competitive.', icon: ClipboardList },
      { title: 'Course and Country Shortlist', text: 'Programmes and destinations that match your goals and budget.', icon: Compass },
      { title: 'Costs, Loans and Scholarships', text: 'Tuition and living costs, pre-sanctioned loans and scholarships you can apply for.', icon: Wallet },
      { title: 'Your Timeline', text: 'Tests, applications, visa and travel, step by step to your intake.', icon: CalendarCheck },
    ],
  },
  audience: {
    eyebrow: 'Who it is for',
    title: 'Who Should Book',
    intro: 'Anyone thinking about studying or settling abroad, and their parents.',
    items: [
      { title: 'Medical Aspirants', text: 'NEET-qualified students considering MBBS abroad.', icon: Stethoscope },
      { title: 'Class 12 Students', text: 'Students choosing an engineering or bachelor’s degree abroad.', icon: School },
      { title: 'Graduates', text: 'Graduates planning an MS, masters or MBA abroad.', icon: GraduationCap },
      { title: 'Professionals and Parents', text: 'Working professionals exploring immigration, and parents with questions.', icon: Briefcase },
    ],
  },
  steps: {
    eyebrow: 'How it works',
    title: 'How It Works',
    intro: 'Three simple steps, and nothing to pay.',
    items: [
      { title: 'Book Your Slot', text: 'Send us the form with your preferred time. It takes a minute.', icon: CalendarCheck },
      { title: 'Meet Your Counsellor', text: 'Talk for 30-45 minutes at our office, by phone or online.', icon: Users },
      { title: 'Get Your Plan', text: 'Receive your shortlist and next steps, with no obligation to continue.', icon: MessageCircle },
    ],
  },
  closing: {
    title: 'Your Future Deserves Expert Advice',
    text: 'Zero consultation fees. Zero pressure. Just honest guidance.',
    bookLabel: 'Book Now',
  },
};
