import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The site's own code (what the server render or the browser runs), tests left out. */
const SITE_DIRS = ['app', 'components', 'content', 'lib', 'config'];
const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('build/', () => {
  it('is imported by no page, component, content or lib module, other than for a type', () => {
    const offenders = SITE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+['"](@\/build\/[^'"]+)['"]/gm)]
        .filter((m) => !m[2])
        .map((m) => `${relative(root, file)}: ${m[3]}`),
    );
    expect(offenders).toEqual([]);
  });
});
