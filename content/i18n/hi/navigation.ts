/** Hindi edition of content/navigation.ts (machine-drafted, awaiting native review). */
import type { NavItem } from '@/content/navigation';

/** Header items: same order, routes and dropdowns as the English. */
export const mainNav: NavItem[] = [
  { label: 'हमारे बारे में', to: 'about' },
  {
    label: 'प्रोग्राम',
    to: 'program',
    children: [
      { label: 'MBBS', to: 'mbbs' },
      { label: 'मास्टर्स', to: 'countries' },
      { label: 'MBA', to: 'mba' },
      { label: 'ऑस्ट्रेलिया इमिग्रेशन', to: 'ausimmigration' },
    ],
  },
  {
    label: 'सेवाएँ',
    to: 'services',
    children: [
      { label: 'करियर काउंसलिंग', to: 'careerCounselling' },
      { label: 'परामर्श सेवा', to: 'consultationService' },
      { label: 'एजुकेशन लोन', to: 'educationLoan' },
      { label: 'स्कॉलरशिप सेवा', to: 'scholarshipService' },
      { label: 'वीज़ा सेवाएँ', to: 'visaServices' },
      { label: 'यात्रा और रहने की व्यवस्था', to: 'travelAccommodation' },
    ],
  },
  {
    label: 'सहायता',
    children: [
      { label: 'साइबर सिक्योरिटी ट्रेनिंग', to: 'cybersecurity' },
      { label: 'NEET सेवा', to: 'neet' },
      { label: 'IELTS स्कोर कैलकुलेटर', to: 'ieltsscore' },
      { label: 'CGPA कैलकुलेटर', to: 'cgpa' },
      { label: 'TOEFL - IELTS स्कोर कन्वर्टर', to: 'scoreconverter' },
      { label: 'पढ़ाई के ख़र्च का प्लानर', to: 'planner' },
    ],
  },
  { label: 'ब्लॉग', to: 'blog' },
  { label: 'सवाल-जवाब', to: 'faq' },
];

/** Footer quick links. */
export const footerQuickLinks: NavItem[] = [
  { label: 'हमारे बारे में', to: 'about' },
  { label: 'प्रोग्राम', to: 'program' },
  { label: 'सेवाएँ', to: 'services' },
  { label: 'संपर्क', to: 'contact' },
  { label: 'देश', to: 'countries' },
  { label: 'प्रमुख कोर्स', to: 'services' },
  { label: 'ब्लॉग', to: 'blog' },
  { label: 'सवाल-जवाब', to: 'faq' },
];

/** Free tools listed in the footer beside the quick links. */
export const footerTools: NavItem[] = [
  { label: 'IELTS स्कोर कैलकुलेटर', to: 'ieltsscore' },
  { label: 'CGPA कैलकुलेटर', to: 'cgpa' },
  { label: 'स्कोर कन्वर्टर', to: 'scoreconverter' },
  { label: 'निःशुल्क परामर्श', to: 'nofee' },
  { label: 'विज़न और मिशन', to: 'vision' },
];
