/**
 * The editor's collections for the editions' own files (tooling/cms-config.ts includes them): each
 * language's glossary (content/glossary/<te|hi>.yaml) and its sign-off (content/editions/<te|hi>.yaml),
 * one form per language, the fields generated from their zod schemas as the other collections' are.
 * A page to sign off is chosen from the edition's pages, never typed.
 */
import { editionReviewsFile } from '@/content/editions/schema';
import { editionStatuses, signOffPages, signOffValue } from '@/content/editions';
import { translationLines, type TranslationStatus } from '@/tooling/release-check';
import { glossaryFile } from '@/content/glossary/schema';
import { EDITION_LOCALES, LANGUAGES, type EditionLocale } from '@/lib/locale';
import { fieldsOf, hintText, type CmsField } from '@/tooling/cms-fields';

/** A select's option shown by its label, saved as its value. */
type Option = { label: string; value: string };
type SelectField = Omit<CmsField, 'options' | 'fields'> & { options?: (string | Option)[]; fields?: SelectField[] };

/** A collection of one form per edition language, <directory>/<te|hi>.yaml, each form's fields made for it. */
const perLanguage = (name: string, label: string, description: string, directory: string, entry: string, fields: (locale: EditionLocale) => SelectField[]) => ({
  name,
  label,
  description: hintText(description),
  files: EDITION_LOCALES.map((locale) => ({
    name: locale,
    label: `${entry}: ${LANGUAGES[locale].name} (${locale})`,
    file: `${directory}/${locale}.yaml`,
    format: 'yaml',
    editor: { preview: false },
    fields: fields(locale),
  })),
});

/** A glossary's form, made for each file. */
const glossaryFields = () =>
  fieldsOf(glossaryFile, '', { overrides: { terms: { summary: '{{fields.en}}: {{fields.term}}' }, 'terms.note': { widget: 'text' } } });

/** The list the sign-off form shows of what needs translating or signing off again (as of the build that made the editor). */
export function needsTranslationText(locale: EditionLocale, statuses: readonly TranslationStatus[]): string {
  const lines = translationLines(locale, statuses);
  return lines.length
    ? `As of the last build: ${lines.join(' ').replace(/\s+/g, ' ')}`
    : 'As of the last build: every page is signed off against its English as it is.';
}

/**
 * The sign-off form of an edition: the page of each entry chosen from the edition's pages and
 * translated articles, saved with the English it is signed off against (content/editions/schema.ts);
 * the list of pages to sign off again above it.
 */
function signOffFields(locale: EditionLocale): SelectField[] {
  const options = signOffPages(locale).map(({ key, label }) => ({ label: `${label} (${key})`, value: signOffValue(key) }));
  return fieldsOf(editionReviewsFile).map((field) =>
    field.name === 'pages'
      ? {
          ...field,
          hint: `${field.hint ?? ''} ${hintText(needsTranslationText(locale, editionStatuses[locale]))}`.trim(),
          fields: field.fields!.map((f) => (f.name === 'page' ? { ...f, widget: 'select' as const, pattern: undefined, options } : f)),
        }
      : field,
  );
}

export const editionCollectionsCms = (): Record<string, unknown>[] => [
  perLanguage(
    'glossaries',
    'Glossaries',
    'How each edition writes its terms (NEET, MBBS, visa names, “counsellor”, “free consultation”…): one form per language, content/glossary/<language>.yaml. A form listed to avoid stops the build wherever a page, FAQ answer, article or item of that language uses it, naming the file, the field and the term to write.',
    'content/glossary',
    'Glossary',
    glossaryFields,
  ),
  perLanguage(
    'editionSignOff',
    'Edition sign-off',
    'The pages of each edition a native speaker has read against the English and signed off: one form per language, content/editions/<language>.yaml. A page not signed off, or whose English changed since, or which shows an item with no translation, says in its language that the translation awaits review and links the English page; the build lists each such page with the file and field to translate.',
    'content/editions',
    'Sign-off',
    signOffFields,
  ),
];
