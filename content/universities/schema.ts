/**
 * An MBBS university (content/universities/<language>/<id>.yaml): the /MBBS page's cards and their
 * Learn More details. The English file holds every field; a Telugu or Hindi file only the words it
 * translates (name, place, summary, picture's description, teaching language, ranking). Its fee,
 * length, numbers, links and picture are set once, in the English file.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { imagePath, shared } from '@/content/data/schema';
import { MONTH, price } from '@/content/prices/schema';

/**
 * The accreditations a card can show; the page writes each in its language (content/mbbs.ts
 * `universities.accreditations`). A file states only its listing; `nmc` (the course meets the NMC's
 * rules) is never typed: the card shows it only when the programme's stated facts meet every rule
 * the check can test from them (content/universities/index.ts).
 */
export const ACCREDITATIONS = ['world-directory', 'nmc'] as const;
export type Accreditation = (typeof ACCREDITATIONS)[number];
export const LISTINGS = ['world-directory'] as const;

const whole = (what: string) => z.number({ error: what }).int({ error: what }).min(0, { error: what });

/**
 * The MBBS programme as the university states it (the /mbbs-check link on its card fills the check
 * with it): each fact optional, since one the university does not state shows as "can't tell". A fact
 * that fails one of the NMC's rules needs a `note` (content/universities/index.ts stops the build).
 */
export const programme = z
  .strictObject({
    courseMonths: whole('the months of study, internship not included (72)')
      .optional()
      .meta({ title: 'Course length (months)', description: 'As the university states it, internship not included.' }),
    internshipMonths: whole('the internship’s months (12)').optional().meta({ title: 'Internship (months)' }),
    internshipAt: z
      .enum(['same', 'elsewhere'], { error: 'same (at the university, in its country) or elsewhere' })
      .optional()
      .meta({ title: 'Internship where', description: 'same: at the same university, in its country; elsewhere: in India or another country.' }),
    language: z
      .enum(['english', 'other'], { error: 'english or other' })
      .optional()
      .meta({ title: 'Language of teaching', description: 'english: English for the whole course.' }),
    wholeCourseHere: z.boolean({ error: 'true or false' }).optional().meta({ title: 'Whole course and internship at this university' }),
    registration: z
      .boolean({ error: 'true or false' })
      .optional()
      .meta({ title: 'Graduates may register to practise there', description: 'On the same terms as the country’s own graduates.' }),
    document: text('the document the facts are quoted from').meta({
      title: 'Document',
      description: 'e.g. the 2026 prospectus, page 4; the offer letter template.',
    }),
    asOf: z
      .string({ error: 'the month of the document, YYYY-MM' })
      .regex(MONTH, { error: 'the month of the document, YYYY-MM, e.g. 2026-11' })
      .meta({ title: 'As of (month)' }),
    note: text('what we tell families about the rule it fails')
      .optional()
      .meta({ title: 'Note', description: 'Required when a fact fails one of the NMC’s rules: what families are told (shown on the card).' }),
  })
  .meta({ title: 'MBBS programme, as the university states it' });

export const university = z.strictObject({
  name: shared(text('the university’s name').meta({ title: 'Name', description: 'As the university writes it in English; every language shows it so.' })),
  alsoKnownAs: shared(
    z.array(text('another spelling of the name')).optional().meta({
      title: 'Also written as',
      description:
        'Other spellings families may search for (an older or common one): the site search finds the university by them; the page shows only the name.',
    }),
  ),
  order: shared(
    z
      .number({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the card’s place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'The card’s place on the page, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  location: text('the town and country').meta({ title: 'Location', description: 'Town and country, e.g. Hanoi, Vietnam.' }),
  summary: text('one or two sentences about the university').meta({ title: 'Summary', description: 'One or two sentences shown on the card.' }),
  image: imagePath('Photo', 'A photo or drawing of the campus, about 480 × 300 proportions (upload one at least 1152 px wide).'),
  imageAlt: text('what the photo shows, for people who cannot see it').meta({ title: 'Photo description' }),
  tuition: shared(price.meta({ title: 'Tuition per year', description: 'The fee as the university quotes it, with the month you set it.' })),
  durationYears: shared(
    z.number({ error: 'the programme’s length in years (6)' }).positive({ error: 'the programme’s length in years (6)' }).meta({ title: 'Duration (years)' }),
  ),
  teachingLanguage: text('the language of teaching').meta({ title: 'Language of teaching', description: 'e.g. English' }),
  internationalStudents: shared(
    z
      .number({ error: 'a whole number (shown as 2,000+)' })
      .int({ error: 'a whole number (shown as 2,000+)' })
      .positive({ error: 'a whole number (shown as 2,000+)' })
      .optional()
      .meta({
        title: 'International students (at least)',
        description:
          'Only as the university publishes it: shown as 2,000+ under “International students, by the university’s count”. Left empty, the card shows no such line.',
      }),
  ),
  accreditation: shared(
    z
      .array(z.enum(LISTINGS, { error: `one of ${LISTINGS.join(', ')} (whether the course meets the NMC’s rules follows from the MBBS programme’s facts)` }))
      .min(1, { error: 'at least one' })
      .meta({
        title: 'Listing',
        description:
          'world-directory: listed in the World Directory of Medical Schools. The card says the course meets the NMC’s rules only when the MBBS programme’s facts below meet them.',
      }),
  ),
  website: shared(
    z
      .url({ protocol: /^https$/, error: 'the university’s own site, https://…' })
      .optional()
      .meta({ title: 'Website' }),
  ),
  websiteUnchecked: shared(
    z
      .boolean()
      .optional()
      .meta({ title: 'Website not yet confirmed', description: 'Shows a “Sample” label and stops a release build until someone confirms the address.' }),
  ),
  ranking: text('the ranking').optional().meta({ title: 'Ranking', description: 'Only a published ranking; leave empty when none.' }),
  programme: shared(programme.optional()),
});

export type University = z.infer<typeof university>;
