/**
 * The operator's facts: every contact detail, link, key and business figure the site shows, in one
 * place. docs/operator-guide.md explains each field. Values marked PLACEHOLDER below are stand-ins:
 * a preview build (`npm run build` without SITE_URL) shows them, a release build (SITE_URL, CF_PAGES
 * or NETLIFY set) stops and lists every one still here.
 *
 * Instead of editing this file, a complete set can come from a JSON file of the same shape named
 * by the env variable OPERATOR_FILE (config/operator.fixture.json is one, used by the tests).
 * SITE_URL and NEXT_PUBLIC_FORM_ACCESS_KEY, when set, win over siteUrl and formAccessKey.
 */
import type { Operator } from '@/tooling/operator-schema';

export const operatorDefaults: Operator = {
  company: {
    name: 'Abroad Pathway Consultants',
    shortName: 'Abroad Pathway',
    tagline: 'Overseas education and immigration consultancy in Hyderabad and Vijayawada',
    description:
      'Overseas education and immigration consultancy in Hyderabad and Vijayawada: MBBS, MS, MBA and engineering abroad, visas, education loans, scholarships and free counselling.',
    copyrightYear: 2024,
  },
  // PLACEHOLDER: the real origin, e.g. https://www.your-domain.in (or set SITE_URL).
  siteUrl: 'https://www.example.com',
  // PLACEHOLDER phones: "+91 00000 …" is not a number anywhere (Indian numbers never start with 0
  // after +91), so a tap on a preview's call link cannot ring a stranger. E-mails at example.com
  // cannot be delivered.
  offices: [
    {
      id: 'vijayawada',
      name: 'Head Office – Vijayawada',
      kind: 'head',
      address: '2nd Floor, MG Road, Benz Circle, Vijayawada, Andhra Pradesh 520010',
      city: 'Vijayawada',
      region: 'Andhra Pradesh',
      postalCode: '520010',
      phone: '+91 00000 00001',
      email: 'info@example.com',
      mapQuery: 'Benz Circle, Vijayawada, Andhra Pradesh 520010',
      timings: 'Mon-Sat 10:00AM-6:30PM, Sunday closed',
    },
    {
      id: 'hyderabad-ameerpet',
      name: 'Associate Consultancy – Ameerpet, Hyderabad',
      kind: 'associate',
      address: 'Flat 301, Aditya Enclave, Ameerpet, Hyderabad, Telangana 500016',
      city: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500016',
      phone: '+91 00000 00002',
      email: 'ameerpet@example.com',
      mapQuery: 'Ameerpet, Hyderabad, Telangana 500016',
      timings: 'Mon-Sat 9:30 AM-6:30 PM',
    },
    {
      id: 'hyderabad-dilsukhnagar',
      name: 'Associate Consultancy – Dilsukhnagar, Hyderabad',
      kind: 'associate',
      address: 'Plot 12, Chaitanyapuri Main Road, Dilsukhnagar, Hyderabad, Telangana 500060',
      city: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500060',
      phone: '+91 00000 00003',
      email: 'dilsukhnagar@example.com',
      mapQuery: 'Dilsukhnagar, Hyderabad, Telangana 500060',
      timings: 'Mon-Sat 10 AM-6 PM',
    },
  ],
  // The head office's hours, on the call card, the hours card, the FAQ page and the footer.
  hours: 'Mon-Sat 10:00AM-6:30PM, Sunday closed',
  // PLACEHOLDER: the WhatsApp Business number.
  whatsapp: { phone: '+91 00000 00001', greeting: 'Hello! I would like to know more about studying abroad.' },
  // PLACEHOLDER: the networks' home pages; replace each with the company's own profile page.
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  // PLACEHOLDER: the staff CRM and the booking page.
  crmUrl: 'https://crm.example.com/',
  bookingUrl: 'https://booking.example.com/',
  // PLACEHOLDER: the Web3Forms access key (or set NEXT_PUBLIC_FORM_ACCESS_KEY).
  formAccessKey: 'YOUR-ACCESS-KEY-HERE',
  // Claims repeated across pages; each appears once here.
  figures: {
    studentsHelped: 5000,
    successRate: 95,
    partnerUniversities: 500,
    countries: 50,
    yearsOfExperience: 10,
  },
  privacy: {
    contactName: 'Grievance Officer',
    // PLACEHOLDER: the address that answers privacy requests.
    email: 'privacy@example.com',
    retentionMonths: 24,
    updated: '2026-11-23',
  },
  // false: items marked `sample: true` in content/ show with a "Sample" label (preview only; a
  // release build refuses them). true: they are left out of every page.
  hideSampleContent: false,
  // The Telugu and Hindi editions of the enquiry pages (/te/…, /hi/…). Remove one to leave it out
  // of the build: its pages, sitemap entries, hreflang alternates and switcher links all go.
  editions: ['te', 'hi'],
};
