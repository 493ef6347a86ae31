import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
