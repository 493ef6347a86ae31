import { join } from 'node:path';
import { glossaries } from '@/content/glossary';
import { EDITION_LOCALES } from '@/lib/locale';
import { avoidedForms, editionDataTexts, glossaryFindingLines, type FieldText } from '@/tooling/glossary-check';
import { driftLines, driftOf, termUses } from '@/tooling/glossary-drift';
import { stringsOf } from '@/tooling/module-strings';

/** Every string of an edition: its data files (what the build checks) and its error view's words (content/error-view-words/<locale>.ts). */
function editionTexts(locale: string): FieldText[] {
  const file = `content/error-view-words/${locale}.ts`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the language's module, by path
  const errorWords = stringsOf(require(join(process.cwd(), file)), file).map(({ where, text }) => ({ file, field: where.slice(file.length + 1), text }));
  return [...errorWords, ...editionDataTexts(locale)];
}

describe.each(EDITION_LOCALES)('the %s edition uses each glossary term in its one agreed form', (locale) => {
  const texts = editionTexts(locale);
  const entries = glossaries[locale].filter((e) => e.avoid?.length);

  it('reads the edition’s modules and data files, and has terms with known other forms', () => {
    expect(texts.some((t) => t.file.endsWith('.ts'))).toBe(true);
    expect(texts.some((t) => t.file.startsWith(`content/pages/${locale}/`))).toBe(true);
    expect(texts.some((t) => t.file.startsWith(`content/faq/${locale}/`) && t.field === 'body')).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map((e) => [e.en, e] as const))('%s', (_, entry) => {
    expect(glossaryFindingLines(avoidedForms(texts, [entry]), `the ${locale} glossary`)).toEqual([]);
  });

  it('writes no term in another spelling or another word the glossary names', () => {
    expect(driftLines(driftOf(termUses(texts, glossaries[locale])), `the ${locale} glossary`)).toEqual([]);
  });
});
