/** Cybersecurity training page copy: programs, service areas, reach, enquiry form and the hub's facts. */
import { Award, Bug, Cloud, FlaskConical, Network, Radar, Search, ShieldCheck, ShieldHalf, Users } from 'lucide';
import type { IconNode } from 'lucide';
import { samples, type MaybeSample } from '@/lib/samples';
import type { LeadField } from '@/content/types';

/** Accent colour of a program card (the component maps it to light and dark classes). */
export type CyberAccent = 'blue' | 'emerald' | 'violet' | 'rose' | 'amber' | 'cyan';

export type CyberProgram = { id: string; title: string; icon: IconNode; description: string; features: string[]; accent: CyberAccent };
export type CyberWhyCard = { icon: IconNode; title: string; text: string };
export type ServiceAreaGroup = { title: string; places: string[] };

export type CybersecurityContent = {
  hero: { eyebrow: string; title: string; text: string; enroll: string; badges: string[] };
  programs: { id: string; eyebrow: string; title: string; intro: string; action: string; list: CyberProgram[] };
  whyChoose: { eyebrow: string; title: string; cards: CyberWhyCard[] };
  placements: { title: string; intro: string; employers: ({ name: string } & MaybeSample)[] };
  serviceAreas: { title: string; intro: string; groups: ServiceAreaGroup[] };
  contact: {
    title: string;
    intro: string;
    labels: { address: string; phone: string; email: string; hours: string };
    /** The training hub's own business hours (not the consultancy's). */
    hours: string;
  };
  enquiry: { id: string; title: string; intro: string; subject: string; submit: string; fields: LeadField[]; footnote: string };
};

/**
 * The hero's Enroll Now and every ACCESS PROGRAM button take the visitor to the enquiry form
 * (the buttons have no actions of their own: enrolment starts with an enquiry).
 */
export const ENQUIRY_FORM_ID = 'enquiry-form';

export const cybersecurity: CybersecurityContent = {
  hero: {
    eyebrow: 'Cybersecurity training · Vijayawada, Andhra Pradesh',
    title: 'Launch Your Career in Cybersecurity',
    text: 'Job-ready cybersecurity programmes at our Vijayawada hub: 70% hands-on labs, certified trainers and placement assistance, in the classroom or online.',
    enroll: 'Enroll Now',
    badges: ['70% hands-on labs', '6 programs', 'Placement assistance'],
  },
  programs: {
    id: 'programs',
    eyebrow: 'Our programs',
    title: 'Cybersecurity Programs',
    intro: 'Six programs from your first network scan to leading a security operations centre.',
    action: 'ACCESS PROGRAM',
    list: [
      {
        id: 'ethical-hacking',
        title: 'Ethical Hacking',
        icon: Bug,
        description: 'Think like an attacker: find and fix weaknesses before criminals do.',
        features: ['Reconnaissance and scanning', 'System and web exploitation', 'Wireless attacks', 'Reporting findings'],
        accent: 'rose',
      },
      {
        id: 'network-security',
        title: 'Network Security',
        icon: Network,
        description: 'Design and defend networks with firewalls, VPNs and intrusion detection.',
        features: ['Firewall configuration', 'VPN and secure routing', 'Intrusion detection systems', 'Traffic analysis'],
        accent: 'blue',
      },
      {
        id: 'cloud-security',
        title: 'Cloud Security',
        icon: Cloud,
        description: 'Secure workloads on the major cloud platforms and keep data safe.',
        features: ['Identity and access management', 'Cloud configuration reviews', 'Data encryption', 'Compliance basics'],
        accent: 'cyan',
      },
      {
        id: 'soc-analyst',
        title: 'SOC Analyst',
        icon: Radar,
        description: 'Monitor, detect and respond to threats in a security operations centre.',
        features: ['SIEM tools and log analysis', 'Alert triage', 'Incident response playbooks', 'Threat intelligence'],
        accent: 'violet',
      },
      {
        id: 'penetration-testing',
        title: 'Penetration Testing',
        icon: ShieldHalf,
        description: 'Plan and run professional penetration tests on web apps and networks.',
        features: ['Web application testing', 'Network penetration tests', 'Privilege escalation', 'Professional report writing'],
        accent: 'amber',
      },
      {
        id: 'digital-forensics',
        title: 'Digital Forensics',
        icon: Search,
        description: 'Investigate incidents and recover evidence from computers and phones.',
        features: ['Evidence acquisition', 'Disk and memory analysis', 'Mobile forensics', 'Chain of custody'],
        accent: 'emerald',
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why train with us',
    title: 'Why Choose Our Training',
    cards: [
      { icon: FlaskConical, title: '70% Hands-On Labs', text: 'Most of your time is spent in practical labs on real tools, not in slides.' },
      { icon: Award, title: 'Certification Ready', text: 'Courses aligned with the industry certifications employers ask for.' },
      { icon: Users, title: 'Expert Trainers', text: 'Learn from practitioners who work in security operations and testing.' },
      { icon: ShieldCheck, title: 'Placement Assistance', text: 'Resume reviews, mock interviews and referrals to hiring partners.' },
    ],
  },
  placements: {
    title: 'Where Our Learners Work',
    intro: 'Companies that hire for the skills our programs teach.',
    // Invented examples: list only employers that have actually hired our learners.
    employers: samples(['Tata Consultancy Services', 'Infosys', 'Wipro', 'Tech Mahindra', 'HCLTech', 'Accenture'].map((name) => ({ name }))),
  },
  serviceAreas: {
    title: 'Areas We Serve',
    intro: 'Classroom training at our Vijayawada hub, and live online batches for learners further away.',
    groups: [
      { title: 'Andhra Pradesh', places: ['Vijayawada', 'Guntur', 'Amaravati', 'Eluru', 'Machilipatnam'] },
      { title: 'Telangana', places: ['Hyderabad', 'Secunderabad', 'Warangal', 'Khammam'] },
      { title: 'Online', places: ['Live online batches across India', 'Weekend batches for working professionals'] },
    ],
  },
  contact: {
    title: 'Contact Information',
    intro: 'Visit the training hub, call or write to us.',
    labels: { address: 'Address', phone: 'Phone', email: 'E-mail', hours: 'Business hours' },
    hours: 'Monday-Saturday 9:00 AM to 6:00 PM',
  },
  enquiry: {
    id: ENQUIRY_FORM_ID,
    title: 'Enquire Now',
    intro: 'Leave your details and a trainer will call you about batches, fees and the right program for you.',
    subject: 'Cybersecurity Training Enquiry',
    submit: 'Request Information',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
      { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel', wide: true },
    ],
    footnote: 'We reply within one working day.',
  },
};
