import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { fallbackLang, localizePage, pageWords } from '@/content/pages';
import { PAGE_IDS } from '@/content/pages/registry';
import { pagesCollection } from '@/tooling/cms-pages-collection';

const english = {
  meta: { label: 'Home', title: 'Title', description: 'About {{company}}', keywords: ['one', 'two'] },
  hero: { eyebrow: 'Eyebrow', title: 'Heading', text: 'Words', cta: { label: 'Go', to: 'contact' } },
  programs: {
    cards: [
      { title: 'First', text: 'One', icon: 'cpu', to: 'mba' },
      { title: 'Second', text: 'Two', icon: 'plane', to: 'mbbs' },
    ],
  },
};

describe('a page in a language (content/pages/index.ts)', () => {
  const telugu = {
    meta: { title: 'శీర్షిక', keywords: ['ఒకటి'] },
    hero: { title: 'తెలుగు', cta: { label: 'వెళ్ళండి', to: 'about' } },
    programs: { cards: [{ title: 'మొదటిది', icon: 'trophy' }] },
  };
  const { words, fallback } = localizePage('home', english, telugu, { company: 'Acme' }) as { words: typeof english; fallback: string[] };

  it('takes the language’s words at any depth, item by item in a list of cards, and a list of keywords whole', () => {
    expect(words.meta.title).toBe('శీర్షిక');
    expect(words.meta.keywords).toEqual(['ఒకటి']);
    expect(words.hero.title).toBe('తెలుగు');
    expect(words.programs.cards.map((c) => c.title)).toEqual(['మొదటిది', 'Second']);
  });

  it('keeps the English file’s icons and link targets, whatever the translation copied', () => {
    expect(words.programs.cards[0].icon).toBe('cpu');
    expect(words.hero.cta.to).toBe('contact');
  });

  it('shows English where the language’s file leaves words out, and lists each for the reviewer', () => {
    expect(words.hero.eyebrow).toBe('Eyebrow');
    expect(fallback).toEqual(
      expect.arrayContaining(['meta.label', 'meta.description', 'hero.eyebrow', 'hero.text', 'programs.cards.0.text', 'programs.cards.1']),
    );
    expect(fallback).not.toContain('hero.title');
    expect(fallbackLang({ fallback }, 'programs.cards.1.title')).toBe('en');
    expect(fallbackLang({ fallback }, 'hero.title')).toBeUndefined();
  });

  it('fills each {{figure}} in', () => {
    expect(words.meta.description).toBe('About Acme');
  });
});

describe('the page files', () => {
  it('every page has its English file, and no {{figure}} is left unfilled in any language', () => {
    for (const page of PAGE_IDS)
      for (const language of ['en', 'te', 'hi'] as const) {
        const words = pageWords(page, language);
        expect([page, language, JSON.stringify(words).match(/\{\{[^}]*\}\}/)]).toEqual([page, language, null]);
        expect(words.meta.title.length).toBeGreaterThan(0);
      }
  });

  it('the editor has one form per page, saved in each language’s folder, with icons and links set in English only', () => {
    const collection = pagesCollection() as {
      i18n: boolean;
      files: {
        name: string;
        file: string;
        fields: { name: string; i18n?: unknown; fields?: { name: string; fields?: { name: string; i18n?: unknown }[] }[] }[];
      }[];
    };
    expect(collection.files.map((f) => f.name)).toEqual(PAGE_IDS);
    for (const file of collection.files) expect(file.file).toBe(`content/pages/{{locale}}/${file.name}.yaml`);
    const home = collection.files.find((f) => f.name === 'home')!;
    const cards = home.fields.find((f) => f.name === 'programs')!.fields!.find((f) => f.name === 'cards')!;
    expect(cards.fields!.find((f) => f.name === 'icon')!.i18n).toBe('duplicate');
    expect(cards.fields!.find((f) => f.name === 'title')!.i18n).toBe(true);
  });
});

describe('what staff see when a page file is wrong (a real run of content-collections build)', () => {
  jest.setTimeout(60_000);
  it('the build stops, naming the file and the field', () => {
    const root = process.cwd();
    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'pages-test-'));
    const good = readFileSync(join(root, 'content/pages/en/about.yaml'), 'utf8');
    const home = readFileSync(join(root, 'content/pages/en/home.yaml'), 'utf8');
    const contact = readFileSync(join(root, 'content/pages/en/contact.yaml'), 'utf8');
    const files: Record<string, string> = {
      'en/about.yaml': good,
      'en/home.yaml': home,
      'en/contact.yaml': contact.replace(/title: .*/, 'title: "Reach {{nobody}}"'),
      'en/abuot.yaml': good,
      'en/vision.yaml': stringify({ meta: { label: 'Vision' } }),
      'te/home.yaml': stringify({ programs: { cards: Array.from({ length: 20 }, () => ({ title: 'కార్డు' })) } }),
      'te/cgpa.yaml': stringify({ meta: { title: 'CGPA' } }),
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(dir, 'pages', file.split('/')[0]), { recursive: true });
        writeFileSync(join(dir, 'pages', file), text);
      }
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        [
          `import { defineConfig } from '@content-collections/core';`,
          `import { pageCollection } from '${join(root, 'tooling/page-collection')}';`,
          `export default defineConfig({ content: [pageCollection('pages')] });`,
        ].join('\n'),
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status).not.toBe(0);
      for (const expected of [
        /pages\/en\/contact\.yaml: meta\.title: \{\{nobody\}\} is not a figure the site knows/,
        /pages\/en\/abuot\.yaml: no page is called "abuot"/,
        /pages\/en\/vision\.yaml: Page title and description → Title: the page’s title \(text\)/,
        /pages\/te\/home\.yaml: programs\.cards: 20 items, the English file \d+/,
        /pages\/te\/cgpa\.yaml: no English file pages\/en\/cgpa\.yaml/,
      ])
        expect(output).toMatch(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
