import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withSlash } from '@/content/routes';

/** A route's page in the export, relative to it: "/FAQ'S" → "FAQ'S/index.html", "/" → "index.html". */
export const htmlFileOf = (path: string) => `${decodeURIComponent(withSlash(path)).slice(1)}index.html`;

/** Every exported HTML file under `dir` (the pages, not the `_next` assets), relative to `dir`. */
export function htmlFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== '_next') files.push(...htmlFiles(full, `${prefix}${name}/`));
    } else if (name.endsWith('.html')) files.push(prefix + name);
  }
  return files;
}
