/**
 * @jest-environment node
 *
 * The editor's Glossaries and Edition sign-off (tooling/cms-edition-collections.ts): one form per
 * language, saved to that language's file, its fields those of the schema the build checks, a page to
 * sign off chosen from the edition's own pages; and what the form saves is what the build accepts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { signOffPages, signOffValue, statusesFrom } from '@/content/editions';
import { editionReviewsFile } from '@/content/editions/schema';
import { glossaryEntry, glossaryFile } from '@/content/glossary/schema';
import { EDITION_LOCALES } from '@/lib/locale';
import { editionCollectionsCms } from '@/tooling/cms-edition-collections';

type Field = { name: string; widget: string; fields?: Field[]; options?: { label: string; value: string }[] };
type FileEntry = { name: string; file: string; format: string; fields: Field[] };

const [glossaries, signOff] = editionCollectionsCms();
const entries = (c: Record<string, unknown>) => c.files as FileEntry[];
const names = (fields: Field[]) => fields.map((f) => f.name);

describe('the editor’s Glossaries and Edition sign-off', () => {
  it('have one form per edition language, each saved as YAML to a file the build reads', () => {
    for (const [collection, directory] of [
      [glossaries, 'content/glossary'],
      [signOff, 'content/editions'],
    ] as const) {
      expect(entries(collection).map((e) => [e.name, e.file, e.format])).toEqual(EDITION_LOCALES.map((l) => [l, `${directory}/${l}.yaml`, 'yaml']));
      for (const e of entries(collection)) expect(existsSync(e.file)).toBe(true);
    }
  });

  it('show the schemas’ fields: a glossary’s terms with their forms to avoid, a sign-off’s pages chosen from the edition’s own', () => {
    for (const e of entries(glossaries)) {
      expect(names(e.fields)).toEqual(Object.keys(glossaryFile.shape));
      expect(names(e.fields[0].fields!)).toEqual(Object.keys(glossaryEntry.shape));
    }
    for (const e of entries(signOff)) {
      expect(names(e.fields)).toEqual(Object.keys(editionReviewsFile.shape));
      const page = e.fields.find((f) => f.name === 'pages')!.fields!.find((f) => f.name === 'page')!;
      expect(page.widget).toBe('select');
      expect(page.options!.map((o) => o.value)).toEqual(signOffPages(e.name as (typeof EDITION_LOCALES)[number]).map((p) => signOffValue(p.key)));
    }
  });

  it('save what the build accepts: each page of the list, signed off', () => {
    for (const e of entries(signOff)) {
      const file = parse(readFileSync(e.file, 'utf8')) as Record<string, unknown>;
      const options = e.fields.find((f) => f.name === 'pages')!.fields!.find((f) => f.name === 'page')!.options!;
      const saved = { ...file, pages: options.map((o) => ({ page: o.value, reviewed: true, reviewer: 'A. Reviewer', reviewedOn: '2026-11-26' })) };
      const checked = editionReviewsFile.safeParse(saved);
      expect(checked.error?.issues ?? []).toEqual([]);
      const locale = e.name as (typeof EDITION_LOCALES)[number];
      const statuses = statusesFrom({ ...checked.data!, locale, source: e.file }, signOffPages(locale));
      // Signed off against the English as it is: each counts, unless it shows an item with no translation.
      for (const s of statuses) expect([s.page, s.state]).toEqual([s.page, s.untranslated.some((u) => !u.field) ? 'untranslated' : 'reviewed']);
    }
  });
});
