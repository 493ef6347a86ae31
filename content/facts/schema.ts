/**
 * A facts file (content/facts/<name>.yaml): the official figures of one country or one authority,
 * a list staff add to and remove from in the editor, each fact with its key, the shape of its
 * value, its value, unit, what it applies to, its source, the day it was last compared with the
 * source and whether that page itself states it. Checked at build by content-collections.ts and
 * turned into the editor's form (tooling/cms-facts-collection.ts), so the editor and the build read
 * one schema; the site reads the facts by key (factsByKey). Facts are not translated: one value for
 * every language.
 */
import { z } from 'zod';

/** A file's name: lower-case words joined by hyphens (new-zealand.yaml). */
export const FACTS_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A fact's name in its file, and a part's name in a value of several numbers: camelCase (fundsLondonMonth, level8). */
export const FACT_KEY = /^[a-z][A-Za-z0-9]*$/;

const keyError = { error: 'a name in camelCase, e.g. fundsLondonMonth' };

/** YAML reads an unquoted 2025-03-20 as a date; either way the fact keeps the day as written. */
const isoDay = z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.iso.date({ error: 'a date written YYYY-MM-DD' }));

const words = (what: string) =>
  z
    .string({ error: `${what} (text)` })
    .trim()
    .min(1, { error: `${what} (text)` });

/**
 * The value: a number (1529), a word the rule states ("no limit", "D-10"), or several named numbers
 * that one rule gives together ({ full: 140, half: 280 }). The site reads each fact as the shape it
 * has: the editor keeps that shape, and a file that changes it fails the build (content/facts/load.ts).
 */
export const factValue = z
  .union([z.number(), words('a word the rule states'), z.record(z.string().regex(FACT_KEY, keyError), z.number({ error: 'a number' }))], {
    error: 'a number, a word, or named numbers (full: 140, half: 280)',
  })
  .meta({ title: 'Value', description: 'The figure as the official page states it.' });

export const factSchema = z
  .object({
    value: factValue,
    unit: words('what the value counts').meta({
      title: 'Unit',
      description: 'What the value counts: a currency code (GBP, CAD, EUR), hours/week, months, years, %…',
    }),
    appliesTo: words('what the figure applies to, in one line').meta({
      title: 'Applies to',
      description: 'Whom and what the figure is for, in one line (the release build’s list and the editor show it).',
    }),
    source: z
      .object({
        name: words('the publisher, as a visitor recognises it').meta({ title: 'Publisher', description: 'Short: GOV.UK, IRCC, Australian Home Affairs.' }),
        url: z
          .url({ protocol: /^https$/, error: 'the official page’s https address' })
          .meta({ title: 'Official page', description: 'The rule’s own page (https).' }),
        names: z
          .object({
            te: words('the publisher in Telugu').optional().meta({ title: 'Publisher in Telugu' }),
            hi: words('the publisher in Hindi').optional().meta({ title: 'Publisher in Hindi' }),
          })
          .strict()
          .optional()
          .meta({
            title: 'Publisher in Telugu and Hindi',
            description:
              'The name the Telugu or Hindi pages show, with its acronym: నేషనల్ మెడికల్ కమిషన్ (NMC). Left empty, they show the English name, marked as English.',
          }),
      })
      .strict()
      .meta({ title: 'Source', description: 'The official page the figure comes from: pages link to it.' }),
    checked: isoDay.meta({
      title: 'Checked on',
      description:
        'The day the figure was last compared with the official page. The due list (/admin/due.html) lists it again once the months set under Settings → Re-checks have passed (12 unless set).',
    }),
    effective: isoDay.optional().meta({ title: 'In effect from', description: 'The day the rule took effect, when the official page gives one.' }),
    confirmed: z.boolean({ error: 'true or false' }).meta({
      title: 'Confirmed on the official page',
      description: 'On only after reading the figure on the official page itself; a release build lists the others.',
    }),
    evidence: words('where the figure was read').optional().meta({
      title: 'Evidence',
      description: 'Which official page states the figure, in its own words: what a re-check compares.',
    }),
  })
  .strict();

/** What a fact's value is, saved with it (`shape`): the editor shows the value's field for it, and the site reads each fact as its shape. */
export const FACT_SHAPES = {
  number: 'A number',
  word: 'Words (e.g. “no limit”)',
  numbers: 'Named numbers (e.g. degree: 24, phd: 36)',
} as const;
export type FactShapeName = keyof typeof FACT_SHAPES;

const factKey = z.string({ error: 'the fact’s name (key), e.g. fundsLondonMonth' }).regex(FACT_KEY, keyError).meta({
  title: 'Name (key)',
  description:
    'The name pages and country files use for this fact, in camelCase (workLimit, fundsLondonMonth); one name once in a file. Renaming or removing it breaks the files that name it: the build lists them.',
});

/** A named number of a value: { part: degree, number: 24 }. */
export const factPart = z
  .object({
    part: z.string({ error: 'the number’s name, e.g. degree' }).regex(FACT_KEY, keyError).meta({ title: 'Name', description: 'e.g. degree, phd, full, half' }),
    number: z.number({ error: 'a number' }).meta({ title: 'Number' }),
  })
  .strict();

/** A fact as its file lists it: its key, the shape of its value, then the fact. */
const factEntry = <S extends FactShapeName, V extends z.ZodType>(shape: S, value: V) =>
  factSchema.extend({ key: factKey, shape: z.literal(shape), value: value.meta(factValue.meta()!) });

export const factEntrySchema = z.discriminatedUnion(
  'shape',
  [
    factEntry('number', z.number({ error: 'a number' })),
    factEntry('word', words('a word the rule states')),
    factEntry(
      'numbers',
      z
        .array(factPart)
        .min(1, { error: 'named numbers (degree: 24, phd: 36)' })
        .refine((parts) => new Set(parts.map((p) => p.part)).size === parts.length, { error: 'each number’s name once' }),
    ),
  ],
  { error: 'shape: number, word or numbers (what the value is)' },
);

export type FactEntry = z.infer<typeof factEntrySchema>;

/** A fact as the site reads it (content/facts/load.ts): named numbers as one record. */
export function factOfEntry(entry: FactEntry): FactData {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the key names the fact; the shape is the value's own
  const { key, shape, value, ...rest } = entry;
  return { value: Array.isArray(value) ? Object.fromEntries(value.map((p) => [p.part, p.number])) : value, ...rest };
}

/** A file's facts by their keys (the build has refused a key given twice). */
export const factsByKey = (facts: readonly FactEntry[]): Record<string, FactData> => Object.fromEntries(facts.map((f) => [f.key, factOfEntry(f)]));

export const factsFileSchema = z
  .object({
    title: words('what the file is about').meta({ title: 'Title', description: 'The country or authority whose figures these are.' }),
    facts: z
      .array(factEntrySchema)
      .superRefine((facts, ctx) => {
        const first = new Map<string, number>();
        facts.forEach((f, i) => {
          const earlier = first.get(f.key);
          if (earlier === undefined) first.set(f.key, i);
          else
            ctx.addIssue({
              code: 'custom',
              path: [i, 'key'],
              message: `${f.key} is already the name of fact ${earlier + 1} (facts.${earlier}): a name once in a file`,
            });
        });
      })
      .min(1, { error: 'at least one fact' })
      .meta({ title: 'Facts' }),
  })
  .strict();

export type FactValue = z.infer<typeof factValue>;
export type FactData = z.infer<typeof factSchema>;
export type FactsFile = z.infer<typeof factsFileSchema>;
