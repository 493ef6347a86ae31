/**
 * The shape of the operator's facts (content/operator.json, or the JSON file named by
 * OPERATOR_FILE), checked with zod: the one check of those facts. Only build-time code imports this
 * module (scripts/release-check.ts, tests, and later the CMS config generator, which reads the
 * fields' `title` and `description` from `.meta()`): the pages import the plain data, so zod never
 * reaches the browser. The field-by-field guide for operators is docs/operator-guide.md.
 */
import { z } from 'zod';
import { EDITION_LOCALES, LANGUAGES, type EditionLocale } from '@/lib/locale';

/** One field per edition (lib/locale's list), made by `field` from the language's English name. */
function perEdition<S extends z.ZodType>(field: (language: string) => S) {
  return z.object(Object.fromEntries(EDITION_LOCALES.map((l) => [l, field(LANGUAGES[l].englishName)])) as Record<EditionLocale, S>);
}

const text = z.string().trim().min(1);
/**
 * A web address on https. zod's url() check cannot be read by the content editor, so the same rule
 * is written as a pattern too (tooling/cms-config.ts turns it into the field's pattern): the editor
 * refuses `http://` before saving, as the build does.
 */
const httpsUrl = z
  .url({ protocol: /^https$/ })
  .regex(/^https:\/\/[^\s/?#]+(?:[/?#]\S*)?$/, 'an address starting with https://, e.g. https://www.your-domain.in/page');
/** The site's own address: https, the host name, and nothing after it (no trailing slash). */
const siteOrigin = z
  .url({ protocol: /^https$/ })
  .regex(/^https:\/\/[^\s/?#]+$/, 'the site’s address: https:// and the domain, with no / at the end, e.g. https://www.your-domain.in');
/** International format as shown to visitors: "+91 " then digits and single spaces. */
const phone = z.string().regex(/^\+\d{1,3}( \d{2,5}){2,4}$/, 'international format, e.g. "+91 40 1234 5678"');
/** A whole number the operator counts. */
const count = (title: string, description: string, min = 1, max = 10_000_000) => z.number().int().min(min).max(max).nullish().meta({ title, description });
const months = (title: string, description: string) =>
  z
    .number({ error: 'a whole number of months, 1 to 36' })
    .int({ error: 'a whole number of months, 1 to 36' })
    .min(1, { error: 'a whole number of months, 1 to 36' })
    .max(36, { error: 'a whole number of months, 1 to 36' })
    .optional()
    .meta({ title, description });
const profile = (network: string) => httpsUrl.meta({ title: network, description: `The company's own ${network} page, not the network's home page.` });

/** An office's words in a language: each left empty shows the English, marked as English. */
const officeWords = (language: string) =>
  z
    .object({
      name: text.optional().meta({ title: `Name in ${language}` }),
      address: text
        .optional()
        .meta({ title: `Address in ${language}`, description: 'The postal address as a reader of the language writes it; the PIN code stays in digits.' }),
      timings: text.optional().meta({ title: `Opening hours in ${language}` }),
    })
    .strict()
    .meta({ title: language });

export const officeSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .meta({ title: 'ID', description: 'Internal name: lower-case letters, digits and hyphens, e.g. "vijayawada".' }),
    name: text.meta({ title: 'Name', description: 'Heading of the office card, e.g. "Head Office – Vijayawada".' }),
    kind: z.enum(['head', 'associate']).meta({ title: 'Kind', description: '"head" (exactly one, listed first) or "associate".' }),
    address: text.meta({ title: 'Address', description: 'Full postal address, as shown.' }),
    city: text.meta({ title: 'City', description: 'For search engines’ business data.' }),
    region: text.meta({ title: 'State', description: 'For search engines’ business data, e.g. "Andhra Pradesh".' }),
    postalCode: z
      .string()
      .regex(/^\d{6}$/, 'six-digit PIN code')
      .meta({ title: 'PIN code', description: 'Six digits.' }),
    phone: phone.meta({ title: 'Phone', description: 'International format with spaces, e.g. "+91 866 123 4567"; call links are made from it.' }),
    email: z.email().meta({ title: 'E-mail', description: 'The office e-mail.' }),
    mapQuery: text.meta({ title: 'Map search', description: 'What the map link and the embedded map search for (usually the address).' }),
    timings: text.meta({ title: 'Opening hours', description: 'Opening hours as shown on the office’s card, e.g. "Mon-Sat 9:30 AM-6:30 PM".' }),
    translations: z
      .object(perEdition((language) => officeWords(language).optional()).shape)
      .strict()
      .optional()
      .meta({
        title: 'In Telugu and Hindi',
        description:
          'The office’s name, address and hours as the Telugu and Hindi pages show them. Left empty, those pages show the English, marked as English.',
      }),
  })
  .meta({ title: 'Office' });

export const operatorSchema = z
  .object({
    company: z
      .object({
        name: text.meta({ title: 'Company name', description: 'Full name: header, footer, copyright line, page titles, privacy notice.' }),
        shortName: text.meta({ title: 'Short name', description: 'Short name beside the logo.' }),
        tagline: text.meta({ title: 'Tagline', description: 'One line under the logo in the footer.' }),
        description: text.max(300).meta({ title: 'Description', description: 'The site’s description for search engines (at most 300 characters).' }),
        copyrightYear: z.number().int().min(2000).max(2100).meta({ title: 'Copyright year', description: 'Year in the copyright line.' }),
      })
      .meta({ title: 'Company' }),
    siteUrl: siteOrigin.meta({
      title: 'Site address',
      description: 'Canonical origin without a trailing slash, e.g. "https://www.your-domain.in"; the env SITE_URL wins over it.',
    }),
    offices: z
      .array(officeSchema)
      .min(1)
      .refine((o) => o[0]?.kind === 'head' && o.filter((x) => x.kind === 'head').length === 1, 'exactly one office of kind "head", listed first')
      .meta({ title: 'Offices', description: 'The head office first (its phone, e-mail and address are the main ones everywhere), then the associates.' }),
    hours: text.meta({ title: 'Head office hours', description: 'Shown on the call card, the hours card, the FAQ page and the footer.' }),
    hoursTranslations: z
      .object(perEdition((language) => text.optional().meta({ title: `Head office hours in ${language}` })).shape)
      .strict()
      .optional()
      .meta({
        title: 'Head office hours in Telugu and Hindi',
        description: 'Left empty, the Telugu or Hindi pages show the English hours, marked as English.',
      }),
    whatsapp: z
      .object({
        phone: phone.meta({ title: 'WhatsApp number', description: 'The WhatsApp Business number for the chat buttons, international format.' }),
        greeting: text.meta({ title: 'Greeting', description: 'Message pre-filled when a visitor opens WhatsApp.' }),
        greetingTranslations: z
          .object({
            te: text.optional().meta({ title: 'Greeting in Telugu' }),
            hi: text.optional().meta({ title: 'Greeting in Hindi' }),
          })
          .strict()
          .optional()
          .meta({
            title: 'Greeting in Telugu and Hindi',
            description: 'Pre-filled from the Telugu or Hindi pages; left empty, they pre-fill the English greeting.',
          }),
      })
      .meta({ title: 'WhatsApp' }),
    social: z
      .object({
        facebook: profile('Facebook'),
        twitter: profile('Twitter'),
        linkedin: profile('LinkedIn'),
        instagram: profile('Instagram'),
        youtube: profile('YouTube'),
      })
      .meta({ title: 'Social links' }),
    crmUrl: httpsUrl.meta({ title: 'CRM address', description: 'The staff CRM that the header’s CRM button opens.' }),
    bookingUrl: httpsUrl.meta({ title: 'Booking page', description: 'The company’s booking page (the FAQ page’s "Book Free Consultation").' }),
    formAccessKey: text.meta({
      title: 'Form access key',
      description: 'Public access key of the form service (Web3Forms); the env NEXT_PUBLIC_FORM_ACCESS_KEY wins over it.',
    }),
    formCaptcha: z.boolean().optional().meta({
      title: 'Captcha on lead forms',
      description:
        'true adds the form service’s free hCaptcha ("I am human" check) to every lead form, loaded when a visitor first clicks into one; absent or false: the hidden honeypot only.',
    }),
    figures: z
      .object({
        asOf: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'the month you counted, YYYY-MM, e.g. 2026-11')
          .meta({
            title: 'Counted in (YYYY-MM)',
            description:
              'The month these figures were counted. Every page that shows one says "by our own count, as of" this month: change it whenever you change a figure.',
          }),
        foundedYear: count(
          'Founded (year)',
          'The year the company began guiding students. "Since 2020" and the years of experience are worked out from it.',
          1900,
          2100,
        ),
        studentsHelped: count('Students helped', 'Students you have helped to study abroad, by your own count; shown as "5,000+".'),
        successRate: count('Success rate (%)', 'Visa approvals as a share of the applications you filed, by your own count; shown as "95%".', 1, 100),
        partnerUniversities: count('Partner universities', 'Universities you have an agreement with; shown as "500+".'),
        countries: count(
          'Countries',
          'Countries you have sent students to; shown as "50+". At least the number of study destinations in the countries guide (one per country file); leave empty if not counted.',
        ),
        bankingPartners: count('Banking partners', 'Banks and lenders you work with on education loans; shown as "15+".'),
        mockTests: count('NEET mock tests', 'Mock tests in your NEET test series; shown as "100+".'),
        replyWithinHours: count(
          'Reply within (hours)',
          'The hours within which a counsellor answers a message or a call-back request, named in the words as {{replyWithinHours}} ("within 24 hours"). If the head office hours close a day, a promise shorter than the closed days plus one (48 hours for "Sunday closed") must say it counts working days.',
          1,
          720,
        ),
      })
      .strict()
      .meta({
        title: 'Business figures',
        description:
          'Your own figures, each written once here and named in the words ({{studentsHelped}}). Leave one empty and the site shows it nowhere: a list item naming it is left out, and any other text naming it stops the build.',
      }),
    privacy: z
      .object({
        contactName: text.meta({
          title: 'Privacy contact',
          description: 'Who answers requests about personal data (access, correction, deletion, grievances).',
        }),
        email: z.email().meta({ title: 'Privacy e-mail', description: 'The address that answers privacy requests.' }),
        retentionMonths: z
          .number()
          .int()
          .min(1)
          .max(120)
          .meta({ title: 'Retention (months)', description: 'How long enquiries are kept after the last contact.' }),
        updated: z.iso.date().meta({ title: 'Notice updated', description: 'Date the privacy notice last changed, YYYY-MM-DD.' }),
      })
      .meta({ title: 'Privacy notice' }),
    hideSampleContent: z.boolean().meta({
      title: 'Hide sample content',
      description: 'true leaves out every item marked `sample: true` in content/; false shows each with a "Sample" label (preview only).',
    }),
    recheck: z
      .object({
        months: months(
          'Re-check every (months)',
          'How long a fact or price stays trusted after it was checked: then it is on the due list (/admin/due.html). 12 if unset.',
        ),
        exchangeRates: months('Exchange rates: every (months)', 'The planner’s exchange rates (Facts → Exchange rates); unset: as above.'),
        amounts: months('Amounts: every (months)', 'Facts in a currency (proof of funds, fees) and the prices of courses and universities; unset: as above.'),
        rules: months('Rules: every (months)', 'Every other fact (work hours, stays after graduation, NMC and NEET rules); unset: as above.'),
      })
      .strict()
      .optional()
      .meta({
        title: 'Re-checks',
        description:
          'How often staff compare each kind of figure with its official page again. A figure due is listed at /admin/due.html and in the repository’s issue “What is due on the site”.',
      }),
    editions: z.array(z.enum(EDITION_LOCALES)).optional().meta({
      title: 'Language editions',
      description:
        'The editions published beside the English pages (Telugu "te", Hindi "hi"); absent: both. An edition left out loses its pages, sitemap entries, alternates and switcher links.',
    }),
  })
  .strict()
  .meta({ title: 'Operator settings', description: 'The operator’s facts: every contact detail, link, key and business figure the site shows.' });

export type Operator = z.infer<typeof operatorSchema>;
export type OfficeFacts = z.infer<typeof officeSchema>;

/** Readable problems ("offices.0.email: Invalid email address"), or [] when the data fits. */
export function schemaProblems(data: unknown): string[] {
  const result = operatorSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}
