/** Telugu edition of content/navigation.ts: machine-drafted, awaiting native review. Only labels change; every `to` is the English one. */
import type { NavItem } from '@/content/navigation';

export const mainNav: NavItem[] = [
  { label: 'మా గురించి', to: 'about' },
  {
    label: 'ప్రోగ్రామ్‌లు',
    to: 'program',
    children: [
      { label: 'MBBS', to: 'mbbs' },
      { label: 'మాస్టర్స్', to: 'countries' },
      { label: 'MBA', to: 'mba' },
      { label: 'ఆస్ట్రేలియాకు ఇమ్మిగ్రేషన్', to: 'ausimmigration' },
    ],
  },
  {
    label: 'సేవలు',
    to: 'services',
    children: [
      { label: 'కెరీర్ కౌన్సెలింగ్', to: 'careerCounselling' },
      { label: 'సంప్రదింపు సేవ', to: 'consultationService' },
      { label: 'విద్యా రుణం', to: 'educationLoan' },
      { label: 'స్కాలర్‌షిప్ సేవ', to: 'scholarshipService' },
      { label: 'వీసా సేవలు', to: 'visaServices' },
      { label: 'ప్రయాణం & వసతి', to: 'travelAccommodation' },
    ],
  },
  {
    label: 'సహాయం',
    children: [
      { label: 'సైబర్‌సెక్యూరిటీ శిక్షణ', to: 'cybersecurity' },
      { label: 'NEET సేవ', to: 'neet' },
      { label: 'IELTS స్కోర్ కాలిక్యులేటర్', to: 'ieltsscore' },
      { label: 'CGPA కాలిక్యులేటర్', to: 'cgpa' },
      { label: 'TOEFL - IELTS స్కోర్ కన్వర్టర్', to: 'scoreconverter' },
      { label: 'చదువు ఖర్చుల ప్లానర్', to: 'planner' },
    ],
  },
  { label: 'బ్లాగ్', to: 'blog' },
  { label: 'ప్రశ్నోత్తరాలు', to: 'faq' },
];

export const footerQuickLinks: NavItem[] = [
  { label: 'మా గురించి', to: 'about' },
  { label: 'ప్రోగ్రామ్‌లు', to: 'program' },
  { label: 'సేవలు', to: 'services' },
  { label: 'సంప్రదించండి', to: 'contact' },
  { label: 'దేశాలు', to: 'countries' },
  { label: 'ముఖ్య కోర్సులు', to: 'services' },
  { label: 'బ్లాగ్', to: 'blog' },
  { label: 'ప్రశ్నోత్తరాలు', to: 'faq' },
];

export const footerTools: NavItem[] = [
  { label: 'IELTS స్కోర్ కాలిక్యులేటర్', to: 'ieltsscore' },
  { label: 'CGPA కాలిక్యులేటర్', to: 'cgpa' },
  { label: 'స్కోర్ కన్వర్టర్', to: 'scoreconverter' },
  { label: 'ఉచిత సంప్రదింపు', to: 'nofee' },
  { label: 'మా ఆశయం & లక్ష్యం', to: 'vision' },
];
