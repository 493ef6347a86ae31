/**
 * A study destination (content/countries/<language>/<id>.yaml): its tile and panel on /countries and
 * on /MBA. The file name is the id (the panel's anchor: /countries/#study-<id>). The English file
 * holds every field; a Telugu or Hindi file only the words it translates. The flag, colours, order,
 * tuition estimates and the official rules its figures come from are set once, in the English file.
 *
 * Official figures are never typed: a line names them as {{fact}} or {{fact.part}}, the facts of
 * content/facts/<rules>.yaml (the work limit, the post-study stay, the visa's funds), filled in when
 * the page is built; {{fact|period}} writes months as "9 months" or "2 years", {{fact|years}} a count
 * of years, {{fact|from}} the day the rule takes effect.
 */
import { hasFlag } from 'country-flag-icons';
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { shared } from '@/content/data/schema';
import { FACT_KEY, FACTS_FILE } from '@/content/facts/schema';
import { price } from '@/content/prices/schema';

/** Who a tuition estimate is for; the page writes each in its language ("at public universities"). */
export const TUITION_KINDS = ['all', 'public', 'national', 'private', 'medicine'] as const;
export type TuitionKind = (typeof TUITION_KINDS)[number];

/** The formats a {{fact}} can be written in. */
export const FIGURE_FORMATS = ['period', 'years', 'from'] as const;
export type FigureFormat = (typeof FIGURE_FORMATS)[number];

/** {{workLimit}}, {{postStudy.degree|period}}: a fact of the country's rules file, a part of it, a format. */
export const COUNTRY_FIGURE = new RegExp(`\\{\\{\\s*([a-z][A-Za-z0-9]*)(?:\\.([a-z][A-Za-z0-9]*))?(?:\\|(${FIGURE_FORMATS.join('|')}))?\\s*\\}\\}`, 'g');

/** Any {{…}} in a line, to refuse one the pattern above does not read. */
const ANY_FIGURE = /\{\{[^}]*\}\}/g;

const FIGURE_HELP = `a figure is {{fact}}, {{fact.part}} or {{fact|${FIGURE_FORMATS.join('}}, {{fact|')}}}, a fact of the rules file`;

/** A line of words that may name official figures. */
const line = (what: string) =>
  text(what).refine((s) => (s.match(ANY_FIGURE) ?? []).every((f) => f.match(new RegExp(COUNTRY_FIGURE.source)) !== null), { error: FIGURE_HELP });

const lines = (what: string, min = 1) => z.array(line(what), { error: `a list of ${what}` }).min(min, { error: `at least ${min}` });

const factKey = (title: string, description: string) =>
  z.string().regex(FACT_KEY, { error: 'a fact’s name in the rules file, e.g. workLimit' }).meta({ title, description });

export const country = z.strictObject({
  name: text('the country’s name').meta({ title: 'Name', description: 'As the tile and the panel’s heading show it: USA, South Korea.' }),
  order: shared(
    z
      .number({ error: 'a whole number (the tile’s place: 10, 20, 30 …)' })
      .int({ error: 'a whole number (the tile’s place: 10, 20, 30 …)' })
      .min(1, { error: 'a whole number from 1' })
      .meta({ title: 'Order', description: 'The tile’s place, smallest first: 10, 20, 30 … leave gaps to add one between.' }),
  ),
  flag: shared(
    z
      .string({ error: 'the country’s two-letter ISO code, e.g. DE' })
      .regex(/^[A-Z]{2}$/, { error: 'the country’s two-letter ISO code in capitals, e.g. DE' })
      .refine((code) => hasFlag(code), { error: 'no flag with this code: the two-letter ISO 3166 code, e.g. DE for Germany' })
      .meta({ title: 'Flag (ISO code)', description: 'Two capital letters: US, GB, DE …' }),
  ),
  colours: shared(
    z
      .string({ error: 'the colours of the panel’s band, e.g. from-blue-800 to-red-700' })
      .regex(/^from-[a-z]+-[1-9]00( via-[a-z]+-[1-9]00)? to-[a-z]+-[1-9]00$/, {
        error: 'the colours of the panel’s band, dark enough for white text: from-blue-800 to-red-700 (optionally via-… between)',
      })
      .meta({ title: 'Band colours', description: 'Tailwind colours of the panel’s header, dark (700–900) so its white text stays readable.' }),
  ),
  rules: shared(
    z
      .string({ error: 'the file of the country’s official rules, e.g. south-korea' })
      .regex(FACTS_FILE, { error: 'the file of the country’s official rules in content/facts/, e.g. south-korea' })
      .meta({ title: 'Official rules (facts file)', description: 'The file in Facts whose figures the lines below name as {{fact}}: e.g. south-korea.' }),
  ),
  sources: shared(
    z
      .strictObject({
        costOfLiving: factKey('Cost of living', 'The funds fact shown with the cost of living, if any (fundsYear).').optional(),
        workRights: factKey('Work during studies', 'The work-limit fact (workLimit).'),
        postStudy: factKey('After graduation', 'The post-study fact (postStudy).'),
        postStudyChange: factKey('Announced change', 'An announced change of the post-study rule, if any (postStudyFrom2027).').optional(),
        tuition: factKey(
          'Tuition',
          'A fact stating the tuition, with its official source, where you have one (tuition): the panel shows it with its source and date instead of our estimate.',
        ).optional(),
      })
      .meta({ title: 'Sources shown', description: 'The facts whose “as of · source” line the panel shows beside each card.' }),
  ),
  universities: line('the universities, in a sentence').meta({ title: 'Universities' }),
  tuition: shared(
    z
      .array(
        z
          .strictObject({
            kind: z
              .enum(TUITION_KINDS, { error: `one of ${TUITION_KINDS.join(', ')}` })
              .meta({ title: 'For', description: 'all, or the kind of university it is for: public, national, private, medicine.' }),
            price: price.meta({ title: 'Tuition', description: 'Our estimate (basis: estimate), with the month it was set.' }),
          })
          .meta({ title: 'Tuition estimate' }),
        { error: 'a list of tuition estimates' },
      )
      .min(1, { error: 'at least one estimate' })
      .optional()
      .meta({
        title: 'Average tuition',
        description:
          'Our estimate of a year’s tuition; one per kind of university where they differ. Leave it empty when Sources shown → Tuition names a fact: the panel shows the fact, with its source.',
      }),
  ),
  tuitionNote: line('a note on tuition')
    .optional()
    .meta({ title: 'Tuition note', description: 'What is certain beside the estimate: scholarships, who charges what.' }),
  duration: line('the programmes’ length').meta({ title: 'Program duration' }),
  intakes: lines('intake months').meta({ title: 'Intake months' }),
  courses: lines('popular courses', 3).meta({ title: 'Popular courses' }),
  requirements: lines('requirements', 3).meta({
    title: 'Requirements',
    description: 'Tests by name, no score: each university sets its own minimum.',
  }),
  costOfLiving: line('the cost of living').meta({ title: 'Cost of living', description: 'The visa’s funds rule as {{fundsYear}} where there is one.' }),
  workDuringStudies: line('work during studies').meta({ title: 'Work during studies', description: 'The work limit as {{workLimit}}.' }),
  afterGraduation: line('work after graduation').meta({ title: 'After graduation', description: 'The post-study stay as {{postStudy|period}}.' }),
  afterGraduationFrom: line('work after graduation once the announced change is in force').optional().meta({
    title: 'After graduation, once the change is in force',
    description:
      'Where the rules file has an announced change (Announced change): the line as it reads from the day the change applies, e.g. {{postStudyFrom2027|period}} ({{postStudy.phd|period}} after a PhD). The site shows it from that day on.',
  }),
  mbaSchools: line('the business schools').meta({ title: 'MBA: top business schools' }),
  mbaDuration: line('the MBA’s length').meta({ title: 'MBA: duration' }),
  mbaIntakes: lines('intake months').meta({ title: 'MBA: intake months' }),
  mbaSpecializations: lines('specializations', 3).meta({ title: 'MBA: popular specializations' }),
  mbaRequirements: lines('requirements', 3).meta({
    title: 'MBA: requirements',
    description: 'GMAT, the English test and work experience by name, no score: each school sets its own.',
  }),
  mbaAfterGraduation: line('work after an MBA')
    .optional()
    .meta({ title: 'MBA: after graduation', description: 'Only where the route after a master’s differs from “After graduation”.' }),
  mbaAfterGraduationFrom: line('work after an MBA once the announced change is in force').optional().meta({
    title: 'MBA: after graduation, once the change is in force',
    description: 'Where “MBA: after graduation” names an announced change: the line as it reads from the day the change applies.',
  }),
});

export type CountryFile = z.infer<typeof country>;
