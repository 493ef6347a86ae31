/**
 * The FAQ entry files (content/faq/<language>/<name>.md), walked: every entry and edition, whatever
 * the files are today (a question added in English only, too); and what the build says of a wrong file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAQ_EDITION_SECTIONS, FAQ_LANGUAGES, FAQ_SECTIONS, factsNamedIn, faqEntries, faqSection, orphanEditions } from '@/content/faq/entries';
import { FAQ_LINK_PAGES, faqFrontmatter } from '@/content/faq/schema';
import { routes, type RouteKey } from '@/content/routes';
import { figureWords } from '@/content/figure-words';
import { postStudyWork, workLimits } from '@/content/facts';

/** The moratorium in each language's one wording (content/facts.ts and the editions' facts). */
const moratoriumIn = { en: figureWords('en').loanMoratorium, te: figureWords('te').loanMoratorium, hi: figureWords('hi').loanMoratorium };

const english = faqEntries.filter((e) => e.language === 'en');

/** The text of a node of an answer's tree. */
const textOf = (node: { type: string; value?: string; children?: unknown[] }): string =>
  typeof node.value === 'string' ? node.value : ((node.children ?? []) as (typeof node)[]).map(textOf).join('');

describe('FAQ entry files', () => {
  it('exist for every section; no edition lacks its English file or sits where no Telugu or Hindi page shows it', () => {
    for (const section of FAQ_SECTIONS) expect(faqSection(section).length).toBeGreaterThan(0);
    const onEditionPages = (section: string) => (FAQ_EDITION_SECTIONS as readonly string[]).includes(section);
    expect(orphanEditions().map((e) => e.source)).toEqual([]);
    // An edition of an entry no edition page shows would be shown nowhere.
    expect(faqEntries.filter((e) => e.language !== 'en' && !onEditionPages(english.find((en) => en.name === e.name)!.section)).map((e) => e.source)).toEqual(
      [],
    );
  });

  it('an edition is shown where its English file is: same section, order, icon and link page', () => {
    for (const edition of faqEntries.filter((e) => e.language !== 'en')) {
      const en = english.find((e) => e.name === edition.name)!;
      expect([edition.source, edition.section, edition.order, edition.icon, edition.link?.to]).toEqual([
        edition.source,
        en.section,
        en.order,
        en.icon,
        en.link?.to,
      ]);
    }
  });

  it('a section lists its entries by order, two of one order by file name; each language the same questions, in its words where its file exists, else in English', () => {
    for (const section of FAQ_SECTIONS) {
      // Staff may give two entries one order: the page still shows one order, whatever the files.
      const places = faqSection(section).map((e) => [e.order, e.name] as const);
      expect(places).toEqual([...places].sort(([a, x], [b, y]) => a - b || x.localeCompare(y, 'en')));
      for (const language of FAQ_LANGUAGES.filter((l) => l === 'en' || (FAQ_EDITION_SECTIONS as readonly string[]).includes(section))) {
        const entries = faqSection(section, language);
        expect(entries.map((e) => e.name)).toEqual(faqSection(section).map((e) => e.name));
        // A question staff add in English shows in English on the Telugu and Hindi pages until its edition is written.
        const expected = faqSection(section).map((en) => (faqEntries.some((e) => e.name === en.name && e.language === language) ? language : 'en'));
        expect(entries.map((e) => e.language)).toEqual(expected);
        for (const entry of entries.filter((e) => e.language === 'en')) expect(entry).toEqual(english.find((e) => e.name === entry.name));
      }
    }
  });

  it('every answer renders the text its structured data gives, with its figures filled in', () => {
    for (const entry of faqEntries) {
      // One block of the page per paragraph (or list) of the plain text, the same words in each.
      const blocks = entry.body.children.map((node) => textOf(node).replace(/\s+/g, ' ').trim());
      const paragraphs = entry.answer.split('\n\n').map((p) => p.replace(/\s+/g, ' '));
      expect([entry.source, blocks]).toEqual([entry.source, paragraphs]);
      expect(`${entry.question} ${entry.answer}`).not.toMatch(/\{\{|\}\}/);
      expect(entry.answer).not.toMatch(/[<>]/);
    }
  });

  it('state the medical-degree and loan facts in the one wording the site uses', () => {
    for (const entry of faqEntries) {
      const text = `${entry.question} ${entry.answer}`;
      expect([entry.source, /MCI (approved|recognised)|WHO (&|and) MCI recognised|WHO[- ](recognised|listed|approved)/i.test(text)]).toEqual([
        entry.source,
        false,
      ]);
      if (/moratorium|మారటోరియం|मोरेटोरियम/i.test(text))
        expect([entry.source, text]).toEqual([entry.source, expect.stringContaining(moratoriumIn[entry.language])]);
    }
  });

  it('an answer naming a figure from the facts carries each of its official pages once, in every language', () => {
    for (const entry of faqEntries) {
      const file = readFileSync(entry.source, 'utf8');
      const named = [...file.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
      const urls = (entry.sources ?? []).map((f) => f.source.url);
      expect([entry.source, new Set(urls).size]).toEqual([entry.source, urls.length]);
      if (named.some((n) => n.startsWith('workLimit')) || named.some((n) => n.startsWith('postStudy')))
        expect([entry.source, urls.length > 0]).toEqual([entry.source, true]);
      for (const f of entry.sources ?? []) expect([entry.source, f.source.url]).toEqual([entry.source, expect.stringMatching(/^https:\/\//)]);
    }
    expect(factsNamedIn('{{workLimitUsa}} and {{postStudyUk}}').map((f) => f.source.url)).toEqual([
      workLimits.usa.source.url,
      postStudyWork.uk.source.url,
      postStudyWork.uk2027.source.url,
    ]);
    expect(factsNamedIn('{{company}} helps')).toEqual([]);
  });
});

describe('the frontmatter schema', () => {
  const valid = { question: 'Why?', section: 'study-abroad', order: 10, icon: 'globe' };
  it('takes an entry, and refuses an unknown section, an order that is not a whole number, a link to an unknown page or an unknown field', () => {
    expect(faqFrontmatter.safeParse(valid).success).toBe(true);
    expect(faqFrontmatter.safeParse({ ...valid, section: 'home' }).success).toBe(false);
    expect(faqFrontmatter.safeParse({ ...valid, order: 1.5 }).success).toBe(false);
    expect(faqFrontmatter.safeParse({ ...valid, link: { label: 'More', page: 'nowhere' } }).success).toBe(false);
    expect(faqFrontmatter.safeParse({ ...valid, answer: 'in the body' }).success).toBe(false);
  });
});

describe('what staff see when an entry file is wrong (a real run of content-collections build)', () => {
  jest.setTimeout(60_000);
  it('the build stops, naming each file and saying what was expected', () => {
    const root = process.cwd();
    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'faq-test-'));
    const entry = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n\n${body}\n`;
    const files: Record<string, string> = {
      'en/heading.md': entry('question: A?\nsection: faq-top\norder: 10', '## Heading\n\nText'),
      'en/html.md': entry('question: B?\nsection: faq-top\norder: 20', 'Text <b>bold</b>'),
      'en/figure.md': entry('question: C at {{price}}?\nsection: faq-top\norder: 30', 'Text'),
      'en/no-icon.md': entry('question: D?\nsection: study-abroad\norder: 10', 'Text'),
      'en/section.md': entry('question: E?\nsection: home\norder: 10', 'Text'),
      'en/Capital.md': entry('question: F?\nsection: faq-top\norder: 40', 'Text'),
      'fr/french.md': entry('question: G?\nsection: faq-top\norder: 50', 'Text'),
      'en/empty.md': entry('question: H?\nsection: faq-top\norder: 60', ''),
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(dir, 'faq', file.split('/')[0]), { recursive: true });
        writeFileSync(join(dir, 'faq', file), text);
      }
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        `import { defineConfig } from '@content-collections/core';\nimport { faqCollection } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [faqCollection('faq')] });\n`,
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status).not.toBe(0);
      for (const expected of [
        /faq\/en\/heading\.md: an answer is paragraphs and lists .* not a heading/,
        /faq\/en\/html\.md: line \d+: HTML \(<b>\) is not allowed in an answer/,
        /faq\/en\/figure\.md: \{\{price\}\} is not a figure the site knows: use \{\{company\}\}/,
        /faq\/en\/no-icon\.md: icon: the study-abroad FAQ shows an icon/,
        /faq\/en\/section\.md:\s+- section: one of faq-top, faq-general, study-abroad/,
        /faq\/en\/Capital\.md: the file name is the question's anchor/,
        /faq\/fr\/french\.md: an entry is in the folder of its language/,
        /faq\/en\/empty\.md: the answer .* is missing/,
      ])
        expect(output).toMatch(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a "read more" link', () => {
  // The type check (tsc reads this file): every page an answer may link to is a route key.
  const linkPages: readonly RouteKey[] = FAQ_LINK_PAGES;

  it('leads to a page of the site', () => {
    expect(linkPages.filter((page) => !routes.some((r) => r.key === page))).toEqual([]);
  });
});
