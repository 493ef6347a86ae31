/**
 * The article text as the content editor offers it (tooling/cms-config.ts, the article body's
 * toolbar and components; tooling/cms-editor-components.browser.js) against what the build reads
 * (tooling/article-markdown.ts) and the page renders (components/blog/article-body.tsx): every
 * button and block the editor offers becomes what it says on the page, and an article saved
 * from the rich-text editor keeps its blocks.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { render } from '@testing-library/react';
import type { Element, Root } from 'hast';
import { ArticleBody } from '@/components/blog/article-body';
import { cmsConfig, cmsSettingsFromEnv, type CmsField } from '@/tooling/cms-config';
import { ARTICLE_COMPONENTS, editorComponentsScript } from '@/tooling/cms-editor-components';

const root = process.cwd();

/**
 * The build's compiler (tooling/article-markdown.ts: unified and its plugins are ES modules only,
 * which Jest here cannot load), run as the build runs it, in a Node process: each Markdown text →
 * its tree, or the build's message refusing it.
 */
function compileAll(markdowns: string[]): ({ body: Root } | { error: string })[] {
  const dir = mkdtempSync(join(tmpdir(), 'compile-article-'));
  try {
    const script = join(dir, 'compile.ts');
    writeFileSync(
      script,
      `import { readFileSync } from 'node:fs';\nimport { compileArticle } from ${JSON.stringify(join(root, 'tooling', 'article-markdown'))};\n` +
        `const texts: string[] = JSON.parse(readFileSync(0, 'utf8'));\n` +
        `console.log(JSON.stringify(texts.map((t) => { try { return { body: compileArticle(t).body }; } catch (e) { return { error: String((e as Error).message) }; } })));\n`,
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [script], {
      input: JSON.stringify(markdowns),
      encoding: 'utf8',
      cwd: root,
      maxBuffer: 64 << 20,
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Component = {
  id: string;
  label: string;
  fields: { name: string; widget: string; options?: string[] }[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Record<string, unknown>;
  toBlock: (data: Record<string, unknown>) => string;
  toPreview: (data: Record<string, unknown>) => string;
};

/** The script as the admin page runs it, with Sveltia's registerEditorComponent recording what it is given. */
function registered(): Component[] {
  const components: Component[] = [];
  runInNewContext(editorComponentsScript(), { CMS: { registerEditorComponent: (c: Component) => components.push(c) } });
  return components;
}
const components = registered();
const component = (id: string) => components.find((c) => c.id === id)!;

const body = (cmsConfig(cmsSettingsFromEnv({})).collections.find((c) => c.name === 'articles')!.fields as CmsField[]).find((f) => f.name === 'body')!;

/** Sveltia's own matching: the pattern over the whole text, global. */
const matches = (c: Component, markdown: string) => [...markdown.matchAll(new RegExp(c.pattern.source, `${c.pattern.flags}g`))];

/** An article around a piece of Markdown. */
const article = (markdown: string) => `The opening paragraph.\n\n${markdown}\n`;

// What each of Sveltia's toolbar buttons writes, and the element the page shows it as.
const WRITES: Record<string, [string, string]> = {
  bold: ['**Fees**', 'strong'],
  italic: ['*Fees*', 'em'],
  code: ['`Fees`', 'code'],
  link: ['[Fees](/contact)', 'a'],
  'heading-two': ['## Fees', 'h2'],
  'heading-three': ['### Fees', 'h3'],
  quote: ['> Fees', 'blockquote'],
  'bulleted-list': ['- Fees', 'ul'],
  'numbered-list': ['1. Fees', 'ol'],
};
// What the buttons and components left out would write, and the element the page would need.
const LEFT_OUT: [string, string, string][] = [
  ['heading-one', '# Fees', 'h1'],
  ['strikethrough', '~~Fees~~', 'del'],
  ['heading-five', '##### Fees', 'h5'],
  ['image', '![Fees](/media/fees.jpg)', 'img'],
  ['code-block', '```\nFees\n```', 'pre'],
];

const CASES: [string, Record<string, unknown>, (node: Element) => void][] = [
  [
    'callout',
    { tone: 'warning', title: 'The "real" fee & the quoted one', body: 'Ask for it in writing.\n\n[Ask us](/contact)' },
    (node) => {
      expect(node.tagName).toBe('callout');
      expect(node.properties).toMatchObject({ tone: 'warning', title: 'The "real" fee & the quoted one' });
    },
  ],
  [
    'table',
    { caption: 'Intakes', rows: '| Month | Apply by |\n| --- | --- |\n| September | March |\n\nDates vary by university.' },
    (node) => {
      expect(node.tagName).toBe('table-figure');
      expect(node.properties.caption).toBe('Intakes');
    },
  ],
  [
    'testimonial',
    { name: 'Asha K.', role: 'MS in Computer Science, USA', rating: 4, sample: true, quote: 'They compared three loan offers with us.' },
    (node) => {
      expect(node.tagName).toBe('testimonial');
      expect(node.properties).toMatchObject({ name: 'Asha K.', role: 'MS in Computer Science, USA', rating: 4, sample: true });
    },
  ],
  ['offices', {}, (node) => expect(node.tagName).toBe('offices')],
];
const realTestimonial = { name: 'Asha K.', role: 'MBA, UK', rating: 5, sample: false, quote: 'Thank you.' };
const tones = component('callout').fields.find((f) => f.name === 'tone')?.options ?? [];

/** Every article file's body, and the same body with each block read into its component and written back. */
const articleDir = join(root, 'content', 'articles');
const articleFiles = readdirSync(articleDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.md'))
  .map((file) => {
    const markdown = readFileSync(join(articleDir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const written = (markdown.match(/^(?::::(?:callout|table|testimonial)\{|::offices\b)/gm) ?? []).length;
    let found = 0;
    let resaved = markdown;
    for (const c of components)
      resaved = resaved.replace(new RegExp(c.pattern.source, `${c.pattern.flags}g`), (...args) => {
        found += 1;
        return c.toBlock(c.fromBlock(args.slice(0, -2) as unknown as RegExpMatchArray));
      });
    return { file, markdown, resaved, written, found };
  });

// One compiler run for every text below, in this order.
const texts = [
  ...Object.values(WRITES).map(([markdown]) => article(markdown)),
  ...LEFT_OUT.map(([, markdown]) => article(markdown)),
  ...CASES.map(([id, data]) => article(component(id).toBlock(data))),
  article(component('testimonial').toBlock(realTestimonial)),
  ...tones.map((tone) => article(component('callout').toBlock({ tone, title: 'A box', body: 'Text.' }))),
  ...articleFiles.flatMap((a) => [a.markdown, a.resaved]),
  // A table block whose ::: a formatter took for one more row: the rest of the article would be inside the block.
  article(':::table{caption="Fees"}\n\n| Item | Fee |\n| --- | --- |\n| Tuition | Ask us |\n| ::: | |\n\n## Next section\n\nText.'),
];
const results = compileAll(texts);
const next = (() => {
  let i = 0;
  return () => results[i++];
})();
const tree = (result: ReturnType<typeof next>): Root => {
  if ('error' in result) throw new Error(result.error);
  return result.body;
};
const elements = (root: Root) => root.children.filter((n): n is Element => n.type === 'element');

const writes = Object.fromEntries(Object.keys(WRITES).map((button) => [button, next()]));
const leftOut = LEFT_OUT.map(() => next());
const cases = CASES.map(() => next());
const real = next();
const toneResults = tones.map(() => next());
const articleResults = articleFiles.map(() => [next(), next()] as const);
const unclosed = next();

describe("the article text's rich-text toolbar", () => {
  it('offers only what the page renders: each button’s Markdown shows as its element', () => {
    expect(body.buttons?.length).toBeGreaterThan(0);
    for (const button of body.buttons!) {
      expect(Object.keys(WRITES)).toContain(button);
      const { container, unmount } = render(<ArticleBody body={tree(writes[button])} />);
      expect(container.querySelector(WRITES[button][1])).toHaveTextContent('Fees');
      unmount();
    }
  });

  it('offers no Heading 1 or inline image (the build refuses both), no code block, and none of the marks the page would drop', () => {
    LEFT_OUT.forEach(([name, , tag], i) => {
      const result = leftOut[i];
      if ('error' in result) expect(result.error).toMatch(name === 'image' ? /an image \(!\[Fees\]\) is not shown/ : /the title is the heading/);
      else {
        const { container, unmount } = render(<ArticleBody body={result.body} />);
        expect([name, container.querySelector(tag)]).toEqual([name, null]);
        unmount();
      }
      expect(body.buttons).not.toContain(name);
      expect(body.editor_components).not.toContain(name);
    });
    expect('error' in leftOut[0]).toBe(true);
  });

  it('offers the four blocks of the site as its components', () => {
    expect(body.editor_components).toEqual([...ARTICLE_COMPONENTS]);
  });
});

describe("the four blocks' editor components", () => {
  it('are registered by the admin page’s script, one per block, with what Sveltia requires', () => {
    expect(components.map((c) => c.id)).toEqual([...ARTICLE_COMPONENTS]);
    for (const c of components) {
      expect(c.label).toMatch(/\S/);
      // (A RegExp of the script's own realm, as in the browser: Sveltia checks `instanceof RegExp` there.)
      expect(Object.prototype.toString.call(c.pattern)).toBe('[object RegExp]');
      expect([typeof c.fromBlock, typeof c.toBlock, typeof c.toPreview]).toEqual(['function', 'function', 'function']);
      expect(Array.isArray(c.fields)).toBe(true);
    }
  });

  it('the highlighted box offers the tones the build takes, each of which compiles', () => {
    expect(tones.length).toBeGreaterThan(0);
    tones.forEach((tone, i) => expect(elements(tree(toneResults[i]))[0].properties.tone).toBe(tone));
  });

  it.each(CASES.map((c, i) => [...c, i] as const))(
    '%s: what it writes, the build compiles into the block, and it reads back as the same form',
    (id, data, check, i) => {
      const c = component(id);
      const [node, ...rest] = elements(tree(cases[i]));
      expect(rest).toEqual([]);
      check(node);
      const [match, ...more] = matches(c, `${article(c.toBlock(data))}\nMore text.\n`);
      expect(more).toEqual([]);
      expect(c.fromBlock(match)).toEqual(data);
      expect(typeof c.toPreview(data)).toBe('string');
    },
  );

  it('a testimonial without `sample` is a real one', () => {
    expect(elements(tree(real))[0].properties.sample).toBeUndefined();
  });

  it('every block in the articles opens as its component, and saving them unchanged keeps the article as the build reads it', () => {
    articleFiles.forEach(({ file, written, found }, i) => {
      expect([file, found]).toEqual([file, written]);
      const [before, after] = articleResults[i];
      expect(JSON.stringify(tree(after))).toEqual(JSON.stringify(tree(before)));
    });
    // A block left open would swallow the sections after it: the build refuses it.
    expect(unclosed).toEqual({ error: expect.stringMatching(/:::table is not closed before "## Next section"/) });
    // The check bites only if the articles hold blocks.
    expect(articleFiles.reduce((n, a) => n + a.found, 0)).toBeGreaterThan(0);
  });
});
