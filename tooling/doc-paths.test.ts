/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { commentsOf, findPaths, formatMissing, missingPaths, namedPaths } from '@/tooling/doc-paths';

const ROOT = join(__dirname, '..');
const TOPS = ['app', 'content', 'lib', 'scripts', 'tooling'];
const FILES = ['lib/routes.ts', 'content/pages/en/home.yaml', 'content/pages/te/home.yaml', 'app/(editions)/[locale]/blog/page.tsx'];

const paths = (text: string) => findPaths(text, TOPS).map((p) => p.path);
const missing = (...named: string[]) =>
  missingPaths(
    named.map((path) => ({ file: 'README.md', line: 1, path })),
    FILES,
  ).map((r) => r.path);

describe('findPaths', () => {
  it('finds paths under a top-level folder that end in an extension, without the sentence around them', () => {
    expect(paths('Routes are `lib/routes.ts`; words in content/pages/<locale>/home.yaml. See lib/ and (scripts/y.mjs).')).toEqual([
      'lib/routes.ts',
      'content/pages/<locale>/home.yaml',
      'scripts/y.mjs',
    ]);
  });

  it('keeps route groups, dynamic segments and placeholders with spaces', () => {
    expect(paths('app/(editions)/[locale]/<the English segment>/page.tsx, tooling/a.browser.js')).toEqual([
      'app/(editions)/[locale]/<the English segment>/page.tsx',
      'tooling/a.browser.js',
    ]);
  });

  it('leaves out folders, URLs, package paths and other roots', () => {
    expect(paths('lib/, https://x.test/lib/a.ts, @scope/lib/a.js, node_modules/lib/a.ts, out/admin/config.json, /lib/a.ts')).toEqual([]);
  });
});

describe('missingPaths', () => {
  it('passes a path that exists and reports one that does not', () => {
    expect(missing('lib/routes.ts', 'lib/gone.ts')).toEqual(['lib/gone.ts']);
  });

  it('matches placeholders, stars and dynamic segments against the tree', () => {
    expect(missing('content/pages/<locale>/home.yaml', 'content/pages/*/home.yaml', 'app/(editions)/[slug]/blog/page.tsx', 'app/**/page.tsx')).toEqual([]);
    expect(missing('content/pages/<locale>/pages.ts', 'content/i18n/*/home.yaml')).toEqual(['content/pages/<locale>/pages.ts', 'content/i18n/*/home.yaml']);
  });
});

describe('commentsOf', () => {
  it("reads a script's comments, not its strings, templates or regexes", () => {
    const source = [
      '// lib/a.ts',
      "const s = '// lib/not-a-comment.ts';",
      'const t = `/* lib/template.ts */ ${s}`;',
      'const r = /\\/\\/ lib\\/regex.ts/;',
      '/** lib/b.ts */',
      'export const v = <p>{/* lib/c.tsx */}// lib/text.ts</p>;',
    ].join('\n');
    expect(commentsOf('x.tsx', source).flatMap((c) => paths(c.text))).toEqual(['lib/a.ts', 'lib/b.ts', 'lib/c.tsx']);
  });

  it("reads a stylesheet's comments", () => {
    expect(commentsOf('x.css', '/* lib/a.ts */ a { content: "lib/b.ts"; }').map((c) => c.text)).toEqual(['/* lib/a.ts */']);
  });
});

describe('the paths the docs and comments name', () => {
  // The tracked files and the new ones git would add (a file deleted but not yet committed is gone).
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)));
  const tops = [...new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]))];
  const found = missingPaths(namedPaths(ROOT, files, tops), files);
  it('all exist', () => {
    expect(formatMissing(found)).toBe('');
  });
});
