import type { RouteKey } from '@/lib/routes';

/** Navigation item: label, target route, optional dropdown of the same shape. */
export type NavItem = {
  label: string;
  /** Absent for the Assistance group, which is a placeholder and not a page. */
  to?: RouteKey;
  children?: NavItem[];
};

/** Header items, in their fixed order and with their fixed labels. */
export const mainNav: NavItem[] = [
  { label: 'About', to: 'about' },
  {
    label: 'Programs',
    to: 'program',
    children: [
      { label: 'MBBS', to: 'mbbs' },
      { label: 'Masters', to: 'countries' },
      { label: 'MBA', to: 'mba' },
      { label: 'Immigration to Australia', to: 'ausimmigration' },
    ],
  },
  {
    label: 'Services',
    to: 'services',
    children: [
      { label: 'Career Counselling', to: 'careerCounselling' },
      { label: 'Consultation Service', to: 'consultationService' },
      { label: 'Education Loan', to: 'educationLoan' },
      { label: 'Scholarship Service', to: 'scholarshipService' },
      { label: 'Visa Services', to: 'visaServices' },
      { label: 'Travel & Accommodation', to: 'travelAccommodation' },
    ],
  },
  {
    label: 'Assistance',
    children: [
      { label: 'Cybersecurity Training', to: 'cybersecurity' },
      { label: 'NEET Service', to: 'neet' },
      { label: 'IELTS score calculator', to: 'ieltsscore' },
      { label: 'CGPA calculator', to: 'cgpa' },
      { label: 'TOEFL - IELTS Score Converter', to: 'scoreconverter' },
      { label: 'Study-cost planner', to: 'planner' },
    ],
  },
  { label: 'Blog', to: 'blog' },
  { label: "FAQ'S", to: 'faq' },
];

/** Footer quick links (/programs and /faq are aliases of /program and /FAQ'S). */
export const footerQuickLinks: NavItem[] = [
  { label: 'About', to: 'about' },
  { label: 'Programs', to: 'program' },
  { label: 'Services', to: 'services' },
  { label: 'Contact', to: 'contact' },
  { label: 'Countries', to: 'countries' },
  { label: 'Top Courses', to: 'services' },
  { label: 'Blog', to: 'blog' },
  { label: 'FAQ', to: 'faq' },
];

/** Free tools listed in the footer beside the quick links. */
export const footerTools: NavItem[] = [
  { label: 'IELTS Score Calculator', to: 'ieltsscore' },
  { label: 'CGPA Calculator', to: 'cgpa' },
  { label: 'Score Converter', to: 'scoreconverter' },
  { label: 'Free Consultation', to: 'nofee' },
  { label: 'Vision & Mission', to: 'vision' },
];
