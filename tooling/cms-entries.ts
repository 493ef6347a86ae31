/**
 * A content file's entry in the editor: the address under /admin/ that opens it in Sveltia CMS
 * (#/collections/<collection>/entries/<entry>), read off the editor's own configuration
 * (tooling/cms-config.ts), so a link never names a collection the editor does not have. The due list
 * (tooling/due-items.ts) links each item so.
 */
import { ADMIN_PATH } from '@/tooling/cms-admin';

type Collection = { name: string; folder?: string; extension?: string; i18n?: unknown; files?: { name: string; file: string }[] };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The collection list of the editor's configuration, as the configuration holds it. */
export const collectionsOf = (config: { collections: readonly unknown[] }) => config.collections as Collection[];

/**
 * The editor's address of `file` (content/facts/uk.yaml → /admin/#/collections/facts/entries/uk), or
 * null when no collection holds it. A file of a collection in several languages is the entry of its
 * English file (the editor shows the languages side by side): content/universities/te/<slug>.yaml → the entry <slug>.
 */
export function editorEntryOf(collections: readonly Collection[], file: string): string | null {
  for (const c of collections) {
    for (const f of c.files ?? []) {
      const pattern = new RegExp(`^${escapeRe(f.file).replace(escapeRe('{{locale}}'), '[a-z]{2}')}$`);
      if (pattern.test(file)) return `${ADMIN_PATH}#/collections/${c.name}/entries/${f.name}`;
    }
    if (!c.folder || !file.startsWith(`${c.folder}/`)) continue;
    const parts = file.slice(c.folder.length + 1).split('/');
    if (c.i18n && parts.length === 2 && /^[a-z]{2}$/.test(parts[0])) parts.shift();
    if (parts.length !== 1) continue;
    const [name] = parts;
    if (c.extension && !name.endsWith(`.${c.extension}`)) continue;
    return `${ADMIN_PATH}#/collections/${c.name}/entries/${name.replace(/\.[^.]+$/, '')}`;
  }
  return null;
}
