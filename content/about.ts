/** About page copy (timeline, why-MBBS-abroad topics, leadership, consultants) and the three commitments. */
import { figures } from '@/lib/site';
import { worldDirectory } from '@/content/world-directory';
import { Award, Compass, Globe, GraduationCap, Headphones, HeartHandshake, Hospital, Lightbulb, TrendingUp, Wallet } from 'lucide';
import type { IconNode } from 'lucide';
import type { RouteKey } from '@/lib/routes';

/** One year of the timeline: year, title, description. */
export type TimelineEntry = { year: number; title: string; description: string };

/** A why-MBBS-abroad topic: choosing it shows its description and three label/value stats. */
export type TopicEntry = {
  id: string;
  title: string;
  description: string;
  stats: [TopicStat, TopicStat, TopicStat];
  icon: IconNode;
};
export type TopicStat = { label: string; value: string };

export type Commitment = { title: string; text: string; icon: IconNode };

export type Leader = { role: string; focus: string; text: string; icon: IconNode };

export type AboutContent = {
  hero: { eyebrow: string; title: string; text: string; cta: { label: string; to: RouteKey; hash?: string }; imageAlt: string };
  story: { title: string; intro: string; timeline: TimelineEntry[] };
  whyMbbs: { eyebrow: string; title: string; intro: string; tabsLabel: string; topics: TopicEntry[] };
  leadership: { eyebrow: string; title: string; intro: string; leaders: Leader[] };
  consultants: { eyebrow: string; title: string; text: string; points: string[]; stats: TopicStat[]; cta: { label: string; to: RouteKey } };
  commitment: { eyebrow: string; title: string; intro: string; cta: { label: string; to: RouteKey } };
};

/** The three commitments (24/7 support, expert guidance, proven results), shown on the home and about pages. */
export const commitments: Commitment[] = [
  {
    title: 'Dedicated 24/7 Support',
    text: 'Questions do not keep office hours. Reach your counsellor by phone, e-mail or chat, before and after you fly.',
    icon: Headphones,
  },
  {
    title: 'Expert Guidance',
    text: `Counsellors with ${figures.text.yearsOfExperience} years of experience match your profile with the right course, country and university.`,
    icon: Lightbulb,
  },
  {
    title: 'Proven Results',
    text: `A ${figures.text.successRate} success rate and thousands of students studying at universities in ${figures.text.countries} countries.`,
    icon: Award,
  },
];

export const about: AboutContent = {
  hero: {
    eyebrow: 'About us',
    title: 'Guiding Indian Students to the World’s Best Universities',
    text: 'Since 2020 we have helped thousands of students and their families choose the right course, country and university, and get there with confidence.',
    cta: { label: 'Talk to a Counsellor', to: 'contact' },
    imageAlt: '',
  },
  story: {
    title: 'Our Journey',
    intro: 'From one office in Vijayawada to a trusted name for study abroad in two states.',
    // The timeline runs 2020 to 2024.
    timeline: [
      {
        year: 2020,
        title: 'Our Beginning',
        description: 'We opened our head office in Vijayawada with one goal: honest, fee-free guidance for students going abroad.',
      },
      {
        year: 2021,
        title: 'MBBS Abroad Programme',
        description: `We partnered with medical universities listed in the ${worldDirectory.name} and began guiding NEET-qualified students to MBBS abroad.`,
      },
      {
        year: 2022,
        title: 'Growing in Hyderabad',
        description: 'Associate consultancies in Ameerpet and Dilsukhnagar brought our counselling closer to students in Hyderabad.',
      },
      {
        year: 2023,
        title: 'Loans, Visas and Beyond',
        description: 'We added pre-sanctioned education loans with 15+ banking partners, visa services and travel support.',
      },
      {
        year: 2024,
        title: '10,000 Admissions',
        description: 'We supported 10,000 admissions in 2024 and launched cybersecurity training at our Vijayawada hub.',
      },
    ],
  },
  whyMbbs: {
    eyebrow: 'MBBS abroad',
    title: 'Why Study MBBS Abroad?',
    intro: 'Choose a topic to see why thousands of Indian students take their medical degree abroad.',
    tabsLabel: 'Why study MBBS abroad',
    topics: [
      {
        id: 'cost-effective-education',
        title: 'Cost Effective Education',
        description:
          'Medical universities abroad charge far less than private medical colleges in India, with no donation or capitation fee, and living costs that a family can plan for.',
        stats: [
          { label: 'Tuition', value: 'Set by each university' },
          { label: 'Admission on', value: 'NEET and Class 12' },
          { label: 'Donation or capitation fee', value: 'None' },
        ],
        icon: Wallet,
      },
      {
        id: 'global-exposure',
        title: 'Global Exposure',
        description:
          'Study with classmates from dozens of countries, learn in English, and see how healthcare works in another system: experience that stays with you for a career.',
        stats: [
          { label: 'Countries to choose from', value: figures.text.countries },
          { label: 'Medium of instruction', value: 'English' },
          { label: 'Students guided', value: figures.text.studentsHelped },
        ],
        icon: Globe,
      },
      {
        id: 'international-recognition',
        title: 'International Recognition',
        description: `We work only with universities that are listed in the ${worldDirectory.name} and whose degrees meet the National Medical Commission’s rules for practising in India.`,
        stats: [
          { label: 'World Directory listing', value: worldDirectory.publishers },
          { label: 'Indian licensing route', value: 'NMC' },
          { label: 'University partners', value: figures.text.partnerUniversities },
        ],
        icon: GraduationCap,
      },
      {
        id: 'clinical-experience',
        title: 'Clinical Experience',
        description:
          'Students train in university hospitals with a large patient flow, starting with clinical subjects early and finishing with a compulsory internship.',
        stats: [
          { label: 'Programme length', value: '6 years' },
          { label: 'Teaching hospitals', value: 'On campus' },
          { label: 'Internship', value: '1 year' },
        ],
        icon: Hospital,
      },
      {
        id: 'career-opportunities',
        title: 'Career Opportunities',
        description:
          'Graduates can take the Indian licensing exam to practise at home, or prepare for licensing exams abroad such as USMLE and PLAB, and go on to postgraduate study.',
        stats: [
          { label: 'Practise in India via', value: 'FMGE/NExT' },
          { label: 'Licensing abroad', value: 'USMLE, PLAB' },
          { label: 'Success rate', value: figures.text.successRate },
        ],
        icon: TrendingUp,
      },
    ],
  },
  leadership: {
    eyebrow: 'Leadership',
    title: 'Led by People Who Have Done It',
    intro: 'Our leadership team has guided students abroad for over a decade and still meets families every week.',
    leaders: [
      {
        role: 'Founder & Managing Director',
        focus: 'Strategy and university partnerships',
        text: `Built our network of ${figures.text.partnerUniversities} university partners and sets the standard for honest, fee-free counselling.`,
        icon: Compass,
      },
      {
        role: 'Director of Admissions',
        focus: 'MBBS and engineering admissions',
        text: 'Leads the admissions team and personally reviews every MBBS application before it is filed.',
        icon: GraduationCap,
      },
      {
        role: 'Head of Student Services',
        focus: 'Visas, loans and travel',
        text: 'Runs visa filing, education loans and pre-departure support, so no student travels unprepared.',
        icon: HeartHandshake,
      },
    ],
  },
  consultants: {
    eyebrow: 'Our consultants',
    title: 'Counsellors Who Know Every Step',
    text: 'Each student gets one counsellor who stays with them from the first consultation to the first week abroad. Our consultants specialise by programme, so your questions are answered by someone who has handled hundreds of cases like yours.',
    points: [
      'Specialists for MBBS, engineering, masters and MBA',
      'Visa and loan experts in every office',
      'Regular training on changing admission and visa rules',
      'Free follow-up sessions whenever your plans change',
    ],
    stats: [
      { label: 'Years of experience', value: '10+' },
      { label: 'Scholarships won', value: '10,000+' },
      { label: 'Countries covered', value: figures.text.countries },
    ],
    cta: { label: 'Meet a Consultant', to: 'contact' },
  },
  commitment: {
    eyebrow: 'Our commitment',
    title: 'Our Commitment to Every Student',
    intro: 'Three promises we keep, from your first call to your graduation day.',
    cta: { label: 'Start Your Journey', to: 'contact' },
  },
};
