/**
 * Writes the route file of each ordinary edition page, app/(editions)/[locale]/<segment>/page.tsx,
 * from its line of the editions' view map (components/pages/edition-views.tsx), for the pages a
 * published edition has (content/pages/<locale>/<page>.yaml); removes the generated files of pages no
 * longer there. Run by npm run dev, build and typecheck before Next and tsc; the files are not
 * committed (.gitignore). See tooling/edition-routes.ts for why a file per page.
 */
import './refusal-words';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editionsOfPage, getRoute, type RouteKey } from '@/content/routes';
import type { EditionPageKey } from '@/lib/locale';
import { GENERATED_MARK, editionRouteSegment, editionRouteSource, editionViewLines } from '@/tooling/edition-routes';

const MAP = 'components/pages/edition-views.tsx';
const DIR = join('app', '(editions)', '[locale]');

const isGenerated = (file: string) => existsSync(file) && readFileSync(file, 'utf8').startsWith(GENERATED_MARK);

const written = new Set<string>();
for (const line of editionViewLines(readFileSync(MAP, 'utf8'), MAP)) {
  if (!editionsOfPage(line.page as EditionPageKey).length) continue;
  const file = join(DIR, editionRouteSegment(line.page, getRoute(line.page as RouteKey).path), 'page.tsx');
  if (existsSync(file) && !isGenerated(file)) throw new Error(`${file} is not generated: remove it, or the '${line.page}' line of ${MAP}`);
  const source = editionRouteSource(line);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== source) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, source);
  }
  written.add(file);
}

let removed = 0;
for (const entry of readdirSync(DIR, { withFileTypes: true })) {
  const file = join(DIR, entry.name, 'page.tsx');
  if (!entry.isDirectory() || written.has(file) || !isGenerated(file)) continue;
  rmSync(file);
  if (!readdirSync(join(DIR, entry.name)).length) rmdirSync(join(DIR, entry.name));
  removed++;
}
console.log(`edition routes: ${written.size} route files from ${MAP}${removed ? `, ${removed} removed` : ''}`);
