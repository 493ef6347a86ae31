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

/** Every string of an edition: its modules' exports, and its articles' Markdown. */
function editionTexts(locale: string): FoundString[] {
  const out: FoundString[] = [];
  const seen = new Set<unknown>();
  const dir = join(root, 'i18n', locale);
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !exempt.test(f)))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each module found on disk, by path
    out.push(...stringsOf(require(join(dir, f)), `i18n/${locale}/${f}`, undefined, seen));
  // Translated articles, when the edition has some (content/articles/<locale>/<slug>.md).
  const articles = join(root, 'articles', locale);
  if (existsSync(articles))
    for (const f of readdirSync(articles).filter((f) => f.endsWith('.md')))
      out.push({ where: `articles/${locale}/${f}`, text: readFileSync(join(articles, f), 'utf8') });
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
