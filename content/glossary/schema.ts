/**
 * An edition's glossary (content/glossary/<te|hi>.yaml): the terms every page of that language writes
 * the same way, and the other forms it must not use. Checked at build (tooling/glossary-check.ts: every
 * Telugu or Hindi data file is read for the forms to avoid) and turned into the editor's form
 * (tooling/cms-edition-collections.ts), so the editor and the build read one schema.
 */
import { z } from 'zod';
import type { EditionLocale } from '@/lib/locale';
import { text } from '@/content/articles/schema';

/** A form to avoid: the words as written, or a regular expression (Unicode) for a family of forms. */
export const avoidedForm = text('a form to avoid')
  .refine(
    (source) => {
      try {
        return Boolean(new RegExp(source, 'u'));
      } catch {
        return false;
      }
    },
    { error: 'not a pattern the build can read: check the brackets and backslashes, or write the plain words' },
  )
  .meta({ title: 'Form to avoid' });

export const glossaryEntry = z
  .object({
    en: text('the English term').meta({ title: 'English', description: 'The term as the English pages write it.' }),
    term: text('the term as this language writes it').meta({ title: 'Term', description: 'The one form every page of this language uses.' }),
    note: text('a note').optional().meta({ title: 'Note', description: 'Why, or where the choice matters (plural, button label, kept in Latin letters…).' }),
    avoid: z.array(avoidedForm).optional().meta({
      title: 'Forms to avoid',
      description:
        'Other forms found for the same term. The build stops on any of them in a page, FAQ answer, article or item of this language, naming the file, the field and this term. Plain words, or a regular expression: [\\u0C00-\\u0C7F] is any Telugu letter, (?!…) “not followed by”.',
    }),
    forms: z.array(text('a form of the term')).optional().meta({
      title: 'Other agreed forms',
      description:
        'The term’s own other forms that every page may write too (a plural or oblique form whose stem changes: పత్రాలు beside పత్రం). The build looks for other spellings of these as well.',
    }),
    others: z.array(text('another word or spelling')).optional().meta({
      title: 'Other words for it',
      description:
        'Other words or spellings for the same thing, in this script or in English letters (WhatsApp). The build stops on each of them, and on the term written with another vowel length, nukta, ళ్ళ/ళ్ల, hyphen, space or joiner, naming the file, the field and the term to write.',
    }),
    allow: z
      .array(
        z
          .object({
            form: text('the form allowed').meta({ title: 'Form', description: 'The other form, as written (a longer word starting with it is allowed too).' }),
            in: text('a file')
              .optional()
              .meta({ title: 'In file', description: 'Only in this file (its path under content/, e.g. pages/te/home.yaml); empty: everywhere.' }),
            reason: text('why this form is right there').meta({ title: 'Reason', description: 'Why a reader needs this form here (for the native reviewer).' }),
          })
          .strict()
          .meta({ title: 'Allowed form' }),
      )
      .optional()
      .meta({ title: 'Allowed other forms', description: 'Other forms the build lets through, each with the reason.' }),
  })
  .strict()
  .meta({ title: 'Term' });

export const glossaryFile = z
  .object({
    terms: z.array(glossaryEntry).min(1).meta({ title: 'Terms', description: 'In the order a reviewer reads them; a new term goes at the end.' }),
  })
  .strict();

/** One term of an edition's glossary. */
export type GlossaryEntry = z.output<typeof glossaryEntry>;

/** A glossary as the content build writes it (tooling/edition-data-collections.ts): its terms, with its language and file. */
export type GlossaryDocument = { locale: EditionLocale; source: string; terms: GlossaryEntry[] };
