/**
 * The one site config: company, offices, phones, e-mails, social and external links, form service.
 * Header, footer, contact cards, the chatbot and structured data read from here; nothing else
 * repeats a phone number or an address. The values come from the operator's facts
 * (content/operator.json, see docs/operator-guide.md); this module shapes them for the pages.
 */
import { operator } from '@/lib/operator';

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

/** Canonical origin of the deployed site, without a trailing slash (env SITE_URL, else the operator's). */
export const siteUrl = (process.env.SITE_URL || operator.siteUrl).replace(/\/+$/, '');

const mapLink = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

const offices: Office[] = operator.offices.map((o) => ({ ...o, mapLink: mapLink(o.mapQuery) }));

/** "5,000+" / "95%": a figure as every page writes it. */
const figure = (n: number, suffix: '+' | '%') => `${n.toLocaleString('en-US')}${suffix}`;

/** The form service's address, key and field names (site.form): a lead form's `service` prop. */
export type FormService = {
  endpoint: string;
  accessKey: string;
  accessKeyField: string;
  honeypotField: string;
  timeoutMs: number;
  senderName: string;
  /** The form service's free hCaptcha (operator setting formCaptcha): loaded when a visitor first focuses a lead form. */
  captcha: boolean;
};

export const site = {
  name: operator.company.name,
  shortName: operator.company.shortName,
  tagline: operator.company.tagline,
  description: operator.company.description,
  url: siteUrl,
  locale: 'en_IN',
  copyrightYear: operator.company.copyrightYear,
  offices,
  headOffice: offices.find((o) => o.kind === 'head') ?? offices[0],
  /** One text for the call card, the hours card, the FAQ page and the footer. */
  hours: { callCard: operator.hours, hoursCard: operator.hours },
  social: operator.social satisfies SocialLinks,
  /** The floating chat-messaging button and the articles' help button (WhatsApp). */
  chatLink: `https://wa.me/${operator.whatsapp.phone.replace(/\D/g, '')}?text=${encodeURIComponent(operator.whatsapp.greeting)}`,
  crmUrl: operator.crmUrl,
  bookingUrl: operator.bookingUrl,
  /**
   * The form service, as a lead form needs it. Server components hand it to the form as a prop
   * (components/forms/lead-form-words.ts): a client island that imported this module would ship
   * every office, phone and figure of the operator's facts in its script.
   */
  form: {
    endpoint: 'https://api.web3forms.com/submit',
    /** Public access key of the form service (env NEXT_PUBLIC_FORM_ACCESS_KEY, else the operator's). */
    accessKey: process.env.NEXT_PUBLIC_FORM_ACCESS_KEY || operator.formAccessKey,
    accessKeyField: 'access_key',
    honeypotField: 'botcheck',
    timeoutMs: 15000,
    /** Sent as from_name: the sender the counsellors' e-mails show. */
    senderName: operator.company.name,
    captcha: operator.formCaptcha ?? false,
  } satisfies FormService,
  /** Embedded map for the contact page: loaded only when the visitor asks for it (components/contact/map-embed.tsx). */
  mapEmbedUrl: (query: string) => `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
} as const;

/**
 * Business figures repeated across pages: the numbers, and the texts as the pages write them. Kept
 * out of `site` (which client islands import) so they cost no browser JavaScript.
 */
export const figures = /*#__PURE__*/ withTexts(operator.figures);

function withTexts(f: typeof operator.figures) {
  return {
    ...f,
    text: {
      studentsHelped: figure(f.studentsHelped, '+'),
      successRate: figure(f.successRate, '%'),
      partnerUniversities: figure(f.partnerUniversities, '+'),
      countries: figure(f.countries, '+'),
      yearsOfExperience: figure(f.yearsOfExperience, '+'),
    },
  };
}

/** Who answers privacy requests, and how long enquiries are kept (the privacy notice). */
export const privacyContact = operator.privacy;

export type Site = typeof site;

/** tel: link for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
