/**
 * What the build refuses in staff Markdown (tooling/article-markdown.ts), run as the build runs it,
 * in a Node process (unified and its plugins are ES modules only, which Jest here cannot load).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Case = { compile: 'article' | 'answer'; markdown: string; firstLine?: number };
type Outcome = { error: string } | { body: string };

const root = process.cwd();
function compileAll(cases: Case[]): Outcome[] {
  const dir = mkdtempSync(join(tmpdir(), 'article-markdown-'));
  try {
    const script = join(dir, 'compile.ts');
    writeFileSync(
      script,
      `import { readFileSync } from 'node:fs';\nimport { compileAnswer, compileArticle, linkScheme } from ${JSON.stringify(join(root, 'tooling', 'article-markdown'))};\n` +
        `const cases = JSON.parse(readFileSync(0, 'utf8'));\n` +
        `console.log(JSON.stringify(cases.map((c: any) => { if (c.compile === 'scheme') return { body: String(linkScheme(c.markdown)) }; try { return { body: JSON.stringify((c.compile === 'article' ? compileArticle : compileAnswer)(c.markdown, c.firstLine).body) }; } catch (e) { return { error: (e as Error).constructor.name + ': ' + (e as Error).message }; } })));\n`,
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [script], { input: JSON.stringify(cases), encoding: 'utf8', cwd: root });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const article = (body: string) => `Opening paragraph.\n\n## A section\n\n${body}\n`;

const refused: [string, Case, RegExp][] = [
  ['a javascript: link', { compile: 'article', markdown: article('[Apply](javascript:alert(1))') }, /^line 5: the link to .* uses javascript:/],
  [
    'a javascript: link in mixed case with a tab inside',
    { compile: 'article', markdown: article('[Apply](JaVa&#9;Script:alert(1))') },
    /^line 5: .*uses javascript:/,
  ],
  ['a data: link', { compile: 'article', markdown: article('[Form](data:text/html;base64,PHNjcmlwdD4=)') }, /^line 5: .*uses data:/],
  ['a vbscript: link', { compile: 'article', markdown: article('[Old](vbscript:msgbox)') }, /^line 5: .*uses vbscript:/],
  ['an autolink to javascript:', { compile: 'article', markdown: article('<javascript:alert(1)>') }, /^line 5: .*uses javascript:/],
  [
    'a reference link defined as javascript:',
    { compile: 'article', markdown: article('[Apply][a]\n\n[a]: javascript:alert(1)') },
    /^line 7: .*uses javascript:/,
  ],
  [
    'an image in the body',
    { compile: 'article', markdown: article('See ![the campus](/images/campus.jpg).') },
    /^line 5: an image \(!\[the campus\]\) is not shown in an article/,
  ],
  ['an image by reference', { compile: 'article', markdown: article('![campus][c]\n\n[c]: /images/campus.jpg') }, /^line 5: an image/],
  ['a block of HTML', { compile: 'article', markdown: article('<div>Box</div>') }, /^line 5: HTML \(<div>Box<\/div>\) is not allowed in an article/],
  ['inline HTML', { compile: 'article', markdown: article('Fees are <b>low</b> here.') }, /^line 5: HTML \(<b>\) is not allowed in an article/],
  ['an inline script', { compile: 'article', markdown: article('A <script>alert(1)</script> note.') }, /^line 5: HTML \(<script>\) is not allowed/],
  ['a line counted from where the body starts in its file', { compile: 'article', markdown: article('[x](javascript:void(0))'), firstLine: 9 }, /^line 13: /],
  ['a data: link in an FAQ answer', { compile: 'answer', markdown: 'First.\n\nSee [x](data:text/plain,hi).', firstLine: 6 }, /^line 8: .*uses data:/],
  ['inline HTML in an FAQ answer', { compile: 'answer', markdown: 'An answer with <i>HTML</i>.' }, /^line 1: HTML \(<i>\) is not allowed in an answer/],
  ['an image in an FAQ answer', { compile: 'answer', markdown: 'See ![map](/map.png).' }, /^line 1: an image .* is not shown in an answer/],
];

const links = '[a](https://example.org) [b](http://example.org) [c](mailto:info@example.org) [d](tel:+911234) [e](/contact) [f](#fees) [g](//example.org/x)';
const kept: Case[] = [
  { compile: 'article', markdown: article(links) },
  { compile: 'answer', markdown: links },
];
const schemes: [string, string][] = [
  [' JAVASCRIPT:x', 'javascript'],
  ['java\nscript:x', 'javascript'],
  ['/contact', 'undefined'],
  ['//example.org', 'undefined'],
  ['fees#a:b', 'undefined'],
];

let outcomes: Outcome[];
beforeAll(() => {
  outcomes = compileAll([...refused.map(([, c]) => c), ...kept, ...schemes.map(([url]) => ({ compile: 'scheme', markdown: url }) as unknown as Case)]);
}, 60_000);

describe('staff Markdown the site would not render is refused at build, naming the line', () => {
  it.each(refused.map(([name, , message], i) => [name, i, message] as const))('%s', (_name, i, message) => {
    const outcome = outcomes[i];
    expect('error' in outcome && outcome.error).toMatch(/^ArticleMarkdownError: /);
    expect((outcome as { error: string }).error.replace(/^ArticleMarkdownError: /, '')).toMatch(message);
  });

  it('keeps the links it renders: https, http, mailto, tel, site paths, anchors and protocol-relative addresses', () => {
    const [inArticle, inAnswer] = outcomes.slice(refused.length, refused.length + 2);
    expect(inArticle).toEqual({ body: expect.stringContaining('"href":"//example.org/x"') });
    expect(inAnswer).toEqual({ body: expect.stringContaining('"href":"tel:+911234"') });
  });

  it('reads a link’s scheme as a browser does (controls dropped, any case), and none for a relative address', () => {
    expect(outcomes.slice(refused.length + 2).map((o) => (o as { body: string }).body)).toEqual(schemes.map(([, scheme]) => scheme));
  });
});
