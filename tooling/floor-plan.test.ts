/**
 * The floor plan's check (`npm run deps`, dependency-cruiser with .dependency-cruiser.cjs) on small
 * trees of its own: it passes a tree whose imports run lib ← content ← components ← app, and fails
 * each kind of import that runs back up, reaches the build's tools or closes a circle, naming the
 * rule and the import. (The project's own tree is checked by `npm run deps` in `npm test`.)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = process.cwd();
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** Runs the check on a tree of the given files (path → source), as `npm run deps` runs it. */
function check(files: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'floor-plan-'));
  try {
    const tree: Record<string, string> = {
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@/*': ['./*'] } } }),
      ...files,
    };
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const folders = ['lib', 'content', 'components', 'app', 'tooling'].filter((f) => Object.keys(files).some((p) => p.startsWith(`${f}/`)));
    const run = spawnSync(process.execPath, [DEPCRUISE, ...folders, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const floors = {
  'lib/paths.ts': 'export const withSlash = (p: string) => `${p}/`;\n',
  'content/routes.ts': "import { withSlash } from '@/lib/paths';\nexport const href = (p: string) => withSlash(p);\n",
  'components/link.tsx': "import { href } from '@/content/routes';\nexport const Link = () => <a href={href('/')}>Home</a>;\n",
  'app/page.tsx': "import { Link } from '@/components/link';\nexport default function Page() { return <Link />; }\n",
  'tooling/check.ts': "import { href } from '@/content/routes';\nexport const checked = href('/');\n",
};

describe('the floor plan check (npm run deps)', () => {
  it('passes imports that run down the floors, the build tools reading any of them', () => {
    const { ok, output } = check(floors);
    expect(output).toContain('no dependency violations found');
    expect(ok).toBe(true);
  });

  it.each([
    ['lib-not-on-content', 'lib/paths.ts', "import { href } from '@/content/routes';\nexport const h = href;\n", 'lib/paths.ts → content/routes.ts'],
    [
      'lib-not-on-components',
      'lib/keys.ts',
      "import type { Link } from '@/components/link';\nexport type L = typeof Link;\n",
      'lib/keys.ts → components/link.tsx',
    ],
    ['content-not-on-app', 'content/pages.ts', "import Page from '@/app/page';\nexport const p = Page;\n", 'content/pages.ts → app/page.tsx'],
    ['components-not-on-app', 'components/menu.tsx', "import Page from '@/app/page';\nexport const Menu = Page;\n", 'components/menu.tsx → app/page.tsx'],
    [
      'site-not-on-build-tools',
      'content/types.ts',
      "import type { checked } from '@/tooling/check';\nexport type C = typeof checked;\n",
      'content/types.ts → tooling/check.ts',
    ],
  ])('fails %s (type imports included), naming the import', (rule, path, source, named) => {
    const { ok, output } = check({ ...floors, [path]: source });
    expect(ok).toBe(false);
    expect(output).toContain(`error ${rule}: ${named}`);
  });

  it('fails a circle inside one floor', () => {
    const { ok, output } = check({
      ...floors,
      'content/a.ts': "import { b } from '@/content/b';\nexport const a = () => b;\n",
      'content/b.ts': "import { a } from '@/content/a';\nexport const b = () => a;\n",
    });
    expect(ok).toBe(false);
    expect(output).toMatch(/error no-circle: content\/(a|b)\.ts/);
  });
});
