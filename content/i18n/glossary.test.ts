import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { glossary as te } from '@/content/i18n/te/glossary';
import { glossary as hi } from '@/content/i18n/hi/glossary';
import type { GlossaryEntry } from '@/content/i18n/types';
import { stringsOf, type FoundString } from '@/tooling/module-strings';

const root = join(process.cwd(), 'content');
const glossaries: Record<string, GlossaryEntry[]> = { te, hi };

/** The glossary itself names the forms to avoid. */
const exempt = /^glossary\.ts$/;

/** Every string of an edition: its modules' exports, and its data files (YAML and Markdown). */
function editionTexts(locale: string): FoundString[] {
  const out: FoundString[] = [];
  const seen = new Set<unknown>();
  const dir = join(root, 'i18n', locale);
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !exempt.test(f)))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each module found on disk, by path
    out.push(...stringsOf(require(join(dir, f)), `i18n/${locale}/${f}`, undefined, seen));
  // Its data files: page words, articles, FAQ answers, collections' items (content/<folder>/<locale>/*.yaml|md).
  for (const folder of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = join(root, folder.name, locale);
    if (existsSync(dir))
      for (const f of readdirSync(dir).filter((f) => /\.(md|ya?ml)$/.test(f)))
        out.push({ where: `${folder.name}/${locale}/${f}`, text: readFileSync(join(dir, f), 'utf8') });
  }
  return out;
}

describe.each(Object.keys(glossaries))('the %s edition uses each glossary term in its one agreed form', (locale) => {
  const texts = editionTexts(locale);
  const entries = glossaries[locale].filter((e) => e.avoid?.length);

  it('reads the edition’s copy and has terms with known other forms', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries.map((e) => [e.en, e] as const))('%s', (_, entry) => {
    const found = texts.flatMap(({ where, text }) =>
      entry.avoid!.flatMap((pattern) => [...text.matchAll(new RegExp(pattern, 'gu'))].map((m) => `${where}: "${m[0]}" (use ${entry.term})`)),
    );
    expect(found).toEqual([]);
  });
});
