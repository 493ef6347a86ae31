/**
 * The one site config: company, offices, phones, e-mails, social and external links, form service.
 * Header, footer, contact cards, the chatbot and structured data read from here; nothing else
 * repeats a phone number or an address. The values come from the operator's facts
 * (content/operator.json, see docs/operator-guide.md); this module shapes them for the pages.
 */
import { buildDate } from '@/lib/clock';
import { FORM_ENDPOINT, type FormService } from '@/lib/lead';
import { operator, OPERATOR_FIGURES, type OperatorFigure } from '@/content/operator-settings';
import type { Locale } from '@/lib/locale';
import type { OfficeFacts, Operator } from '@/content/operator-schema';

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
  /** Its name, address and hours in Telugu and Hindi, where the settings give them. */
  translations?: OfficeFacts['translations'];
};

/** Canonical origin of the deployed site, without a trailing slash (env SITE_URL, else the operator's). */
export const siteUrl = (process.env.SITE_URL || operator.siteUrl).replace(/\/+$/, '');

const mapLink = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

const offices: Office[] = operator.offices.map((o) => ({ ...o, mapLink: mapLink(o.mapQuery) }));

/** "5,000+" / "95%": a figure as every page writes it. */
const figure = (n: number, suffix: '+' | '%') => `${n.toLocaleString('en-US')}${suffix}`;

const chatHref = (greeting: string) => `https://wa.me/${operator.whatsapp.phone.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;

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
  chatLink: chatHref(operator.whatsapp.greeting),
  crmUrl: operator.crmUrl,
  bookingUrl: operator.bookingUrl,
  /**
   * The form service, as a lead form needs it. Server components hand it to the form as a prop
   * (components/forms/lead-form-words.ts): a client island that imported this module would ship
   * every office, phone and figure of the operator's facts in its script.
   */
  form: {
    endpoint: FORM_ENDPOINT,
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
 * The operator's figures as given (an empty one is absent, and shown nowhere), the years of
 * experience worked out from the founding year in `year`, and each as the pages write it.
 */
export function figuresOf(f: Operator['figures'], year: number) {
  const { asOf, foundedYear, ...counts } = f;
  // A figure the editor saved empty is null: it is not given, like one left out.
  const numbers: Partial<Record<OperatorFigure, number>> = Object.fromEntries(Object.entries(counts).filter(([, n]) => n != null));
  if (foundedYear != null) {
    numbers.foundedYear = foundedYear;
    numbers.yearsOfExperience = Math.max(1, year - foundedYear);
  }
  const text: Partial<Record<OperatorFigure, string>> = {};
  for (const name of OPERATOR_FIGURES) {
    const n = numbers[name];
    if (n === undefined) continue;
    text[name] =
      name === 'foundedYear' || name === 'yearsOfExperience' || name === 'replyWithinHours' ? String(n) : figure(n, name === 'successRate' ? '%' : '+');
  }
  return { ...numbers, asOf, text };
}

/**
 * Business figures repeated across pages: the numbers, and the texts as the pages write them. Kept
 * out of `site` (which client islands import) so they cost no browser JavaScript.
 */
export const figures = /*#__PURE__*/ figuresOf(operator.figures, buildDate().getUTCFullYear());

/** Words of the operator's settings in a page's language: `lang: 'en'` where the settings give only the English. */
export type SettingWords = { text: string; lang?: 'en' };

const wordsIn = (own: string | undefined, english: string, language: Locale): SettingWords =>
  language === 'en' ? { text: english } : own ? { text: own } : { text: english, lang: 'en' };

/** An office's name, address and hours in a language: the settings' own words, else the English, marked so. */
export function officeIn(office: Office, language: Locale): Record<'name' | 'address' | 'timings', SettingWords> {
  const own = language === 'en' ? undefined : office.translations?.[language];
  return {
    name: wordsIn(own?.name, office.name, language),
    address: wordsIn(own?.address, office.address, language),
    timings: wordsIn(own?.timings, office.timings, language),
  };
}

/** The head office's hours (the call card, the hours card, the FAQ page, the footer) in a language. */
export const hoursIn = (language: Locale): SettingWords =>
  wordsIn(language === 'en' ? undefined : operator.hoursTranslations?.[language], operator.hours, language);

/** The chat link with its message pre-filled in a page's language: the settings' own words, else the English greeting. */
export const chatLinkIn = (language: Locale): string =>
  chatHref((language === 'en' ? undefined : operator.whatsapp.greetingTranslations?.[language]) || operator.whatsapp.greeting);

/** Who answers privacy requests, and how long enquiries are kept (the privacy notice). */
export const privacyContact = operator.privacy;

export type Site = typeof site;

/** tel: link for a display phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const mailHref = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
