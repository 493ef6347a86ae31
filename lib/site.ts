/**
 * The one site config: company, offices, phones, e-mails, social and external links, form service.
 * Header, footer, contact cards, the chatbot and structured data read from here; nothing else
 * repeats a phone number or an address. Operators change the values here (or through env below).
 */

export type SocialLinks = {
  facebook: string;
  twitter: string;
  linkedin: string;
  instagram: string;
  youtube: string;
};

export type Office = {
  id: string;
  name: string;
  kind: 'head' | 'associate';
  address: string;
  city: string;
  region: string;
  postalCode: string;
  phone: string;
  email: string;
  mapLink: string;
  /** Query used for the embedded map frame. */
  mapQuery: string;
  timings: string;
};

/** Canonical origin of the deployed site, without a trailing slash (env SITE_URL). */
export const siteUrl = (process.env.SITE_URL || 'https://www.example.com').replace(/\/+$/, '');

const mapLink = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

const offices: Office[] = [
  {
    id: 'vijayawada',
    name: 'Head Office – Vijayawada',
    kind: 'head',
    address: '2nd Floor, MG Road, Benz Circle, Vijayawada, Andhra Pradesh 520010',
    city: 'Vijayawada',
    region: 'Andhra Pradesh',
    postalCode: '520010',
    phone: '+91 98480 12345',
    email: 'info@example.com',
    mapLink: mapLink('Benz Circle, Vijayawada, Andhra Pradesh 520010'),
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
    phone: '+91 98480 23456',
    email: 'ameerpet@example.com',
    mapLink: mapLink('Ameerpet, Hyderabad, Telangana 500016'),
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
    phone: '+91 98480 34567',
    email: 'dilsukhnagar@example.com',
    mapLink: mapLink('Dilsukhnagar, Hyderabad, Telangana 500060'),
    mapQuery: 'Dilsukhnagar, Hyderabad, Telangana 500060',
    timings: 'Mon-Sat 10 AM-6 PM',
  },
];

export const site = {
  name: 'Abroad Pathway Consultants',
  shortName: 'Abroad Pathway',
  tagline: 'Overseas education and immigration consultancy in Hyderabad and Vijayawada',
  description:
    'Overseas education and immigration consultancy in Hyderabad and Vijayawada: MBBS, MS, MBA and engineering abroad, visas, education loans, scholarships and free counselling.',
  url: siteUrl,
  locale: 'en_IN',
  copyrightYear: 2024,
  offices,
  headOffice: offices[0],
  /** Texts of spec 000 §9: the call card and the hours card differ on purpose. */
  hours: {
    callCard: 'Mon-sun 10:00AM-6:30PM',
    hoursCard: 'Mon-Sat 10:00AM-6:30PM, Sunday closed',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  } satisfies SocialLinks,
  /** The floating chat-messaging button and the articles' help button. */
  chatLink: 'https://wa.me/919848012345?text=' + encodeURIComponent('Hello! I would like to know more about studying abroad.'),
  crmUrl: 'https://crm.example.com/',
  bookingUrl: 'https://calendly.com/',
  form: {
    endpoint: 'https://api.web3forms.com/submit',
    /** Public access key of the form service (env NEXT_PUBLIC_FORM_ACCESS_KEY). */
    accessKey: process.env.NEXT_PUBLIC_FORM_ACCESS_KEY || 'YOUR-ACCESS-KEY-HERE',
    accessKeyField: 'access_key',
    honeypotField: 'botcheck',
    timeoutMs: 15000,
  },
  /** Embedded map for the contact page: loaded only when scrolled near. */
  mapEmbedUrl: (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
} as const;

export type Site = typeof site;

/** tel: link for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string, subject?: string) =>
  `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
