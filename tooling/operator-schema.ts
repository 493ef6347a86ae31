/**
 * The shape of the operator's facts (config/operator.ts, or the JSON file named by OPERATOR_FILE),
 * checked with zod. Only build-time code imports this module (scripts/release-check.ts and tests):
 * the pages import the plain data, so zod never reaches the browser. The field-by-field guide for
 * operators is docs/operator-guide.md.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });
/** International format as shown to visitors: "+91 " then digits and single spaces. */
const phone = z.string().regex(/^\+\d{1,3}( \d{2,5}){2,4}$/, 'international format, e.g. "+91 40 1234 5678"');

export const officeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  kind: z.enum(['head', 'associate']),
  address: text,
  city: text,
  region: text,
  postalCode: z.string().regex(/^\d{6}$/, 'six-digit PIN code'),
  phone,
  email: z.email(),
  /** What the map link and the embedded map search for (usually the address). */
  mapQuery: text,
  /** Opening hours as shown on the office's card. */
  timings: text,
});

export const operatorSchema = z
  .object({
    company: z.object({
      name: text,
      shortName: text,
      tagline: text,
      description: text.max(300),
      copyrightYear: z.number().int().min(2000).max(2100),
    }),
    /** Canonical origin without a trailing slash; the env SITE_URL wins over it. */
    siteUrl: httpsUrl.refine((u) => !u.endsWith('/'), 'no trailing slash'),
    offices: z
      .array(officeSchema)
      .min(1)
      .refine((o) => o[0]?.kind === 'head' && o.filter((x) => x.kind === 'head').length === 1, 'exactly one office of kind "head", listed first'),
    /** Opening hours of the head office, shown on the contact, FAQ and footer cards. */
    hours: text,
    whatsapp: z.object({ phone, greeting: text }),
    social: z.object({ facebook: httpsUrl, twitter: httpsUrl, linkedin: httpsUrl, instagram: httpsUrl, youtube: httpsUrl }),
    crmUrl: httpsUrl,
    bookingUrl: httpsUrl,
    /** Public access key of the form service (Web3Forms); the env NEXT_PUBLIC_FORM_ACCESS_KEY wins over it. */
    formAccessKey: text,
    figures: z.object({
      studentsHelped: z.number().int().positive(),
      successRate: z.number().int().min(1).max(100),
      partnerUniversities: z.number().int().positive(),
      countries: z.number().int().positive(),
      yearsOfExperience: z.number().int().positive(),
    }),
    privacy: z.object({
      /** Who answers requests about personal data (access, correction, deletion, grievances). */
      contactName: text,
      email: z.email(),
      /** How long enquiries are kept after the last contact, in months. */
      retentionMonths: z.number().int().min(1).max(120),
      /** Date the notice was last changed, YYYY-MM-DD. */
      updated: z.iso.date(),
    }),
    /** true drops every item marked `sample: true` in content/ from the pages. */
    hideSampleContent: z.boolean(),
    /**
     * The language editions published beside the English pages (Telugu `te`, Hindi `hi`); absent:
     * both. An edition left out loses its pages, sitemap entries, alternates and switcher links.
     */
    editions: z.array(z.enum(['te', 'hi'])).optional(),
  })
  .strict();

export type Operator = z.infer<typeof operatorSchema>;
export type OfficeFacts = z.infer<typeof officeSchema>;

/** Readable problems ("offices.0.email: Invalid email address"), or [] when the data fits. */
export function schemaProblems(data: unknown): string[] {
  const result = operatorSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}
