/** Vision, mission and core values (/vission-mission). */
import { Award, Eye, Globe, Handshake, Headphones, Target, Users, Wallet } from 'lucide';
import type { IconNode } from 'lucide';
import { figures } from '@/lib/site';
import type { RouteKey } from '@/lib/routes';

export type ValueCard = { title: string; text: string; icon: IconNode };

export type VisionContent = {
  hero: { eyebrow: string; title: string; text: string; cta: { label: string; to: RouteKey } };
  vision: { title: string; text: string; icon: IconNode };
  mission: { title: string; text: string; points: string[]; icon: IconNode };
  values: { eyebrow: string; title: string; intro: string; cards: ValueCard[] };
  whyChoose: { eyebrow: string; title: string; intro: string; cards: ValueCard[]; cta: { label: string; to: RouteKey } };
};

export const vision: VisionContent = {
  hero: {
    eyebrow: 'Vision & mission',
    title: 'Our Vision, Mission and Core Values',
    text: 'Trust and transparency, a student-centric approach and global reach guide everything we do.',
    cta: { label: 'Work With Us', to: 'contact' },
  },
  vision: {
    title: 'Our Vision',
    text: 'To be the most trusted study abroad partner for Indian students and their families: a place where every ambitious student, whatever their background or budget, finds a clear and affordable path to a world-class education.',
    icon: Eye,
  },
  mission: {
    title: 'Our Mission',
    text: 'To guide each student with honest, expert advice from the first consultation to the first day on campus, and to make studying abroad simpler, safer and more affordable.',
    points: [
      'Free, unbiased counselling for every student',
      'Admissions only at recognised, accredited universities',
      'Help with loans and scholarships so cost is never the barrier',
      'Support before departure and after arrival',
    ],
    icon: Target,
  },
  values: {
    eyebrow: 'Core values',
    title: 'The Values We Work By',
    intro: 'Three principles behind every recommendation we make.',
    cards: [
      {
        title: 'Trust & Transparency',
        text: 'Clear costs, honest chances and no hidden fees. We tell you what we would tell our own children.',
        icon: Handshake,
      },
      {
        title: 'Student-Centric Approach',
        text: 'Your goals, marks and budget decide the plan, not our partnerships. One counsellor stays with you throughout.',
        icon: Users,
      },
      {
        title: 'Global Reach',
        text: `${figures.text.partnerUniversities} university partners in ${figures.text.countries} countries, so your shortlist is built from the whole world, not a handful of names.`,
        icon: Globe,
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why choose us',
    title: 'Why Choose Us',
    intro: 'What our values mean for you in practice.',
    cards: [
      { title: 'Zero Consultation Fees', text: 'Counselling and university shortlisting are free, with no obligation.', icon: Wallet },
      { title: 'Proven Results', text: `${figures.text.studentsHelped} success stories and a ${figures.text.successRate} success rate.`, icon: Award },
      { title: 'Dedicated 24/7 Support', text: 'Reach us whenever you need help, before and after you fly.', icon: Headphones },
    ],
    cta: { label: 'Get Free Counseling', to: 'contact' },
  },
};
