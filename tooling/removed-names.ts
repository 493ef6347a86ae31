/**
 * A university staff remove must not live on in the words: the content build finds the name (and
 * each other spelling) of every university whose file is gone, in each language's file, in any page,
 * article, FAQ answer or other content file, and stops naming the file, the line and what to do, as
 * it does for a chatbot follow-up that still names the university's file. The removed files are
 * found in git: deleted in the working tree, or by a commit (the editor's Delete is one). Without
 * the history (no git, a shallow clone without the deleting commit) nothing is found.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A removed university: the file it had, and the names it went by. */
export type RemovedItem = { file: string; names: string[] };

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

/** The names a university file gives (its name and other spellings), whatever its language. */
function namesIn(text: string): string[] {
  try {
    const data = parse(text) as { name?: unknown; alsoKnownAs?: unknown } | null;
    return [data?.name, ...(Array.isArray(data?.alsoKnownAs) ? data.alsoKnownAs : [])].filter((n): n is string => typeof n === 'string' && n.trim().length > 2);
  } catch {
    return [];
  }
}

/**
 * The universities whose files (content/universities/<language>/<id>.yaml) git knows and that are no
 * longer there, with each file's names as git last had it; a university whose id has a file again is not removed.
 */
export function removedUniversities(cwd = process.cwd(), directory = 'content/universities'): RemovedItem[] {
  let deleted: { file: string; text: string }[];
  try {
    const inTree = git(cwd, ['diff', '--name-only', '--diff-filter=D', 'HEAD', '--', directory]).split('\n').filter(Boolean);
    const byCommit = git(cwd, ['log', '--diff-filter=D', '--name-only', '--format=commit %H', '--', directory]).split('\n');
    const files = new Map<string, string>(inTree.map((f) => [f, `HEAD:${f}`]));
    let commit = '';
    for (const line of byCommit) {
      if (line.startsWith('commit ')) commit = line.slice(7);
      else if (line && !files.has(line)) files.set(line, `${commit}^:${line}`);
    }
    deleted = [...files].flatMap(([file, spec]) => {
      try {
        return [{ file, text: git(cwd, ['show', spec]) }];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
  const present = new Set(
    readdirSync(join(cwd, directory), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => readdirSync(join(cwd, directory, e.name)).map((f) => f.replace(/\.yaml$/, ''))),
  );
  const byId = new Map<string, RemovedItem>();
  for (const { file, text } of deleted) {
    const id = file
      .split('/')
      .pop()!
      .replace(/\.yaml$/, '');
    if (present.has(id) || !/\.yaml$/.test(file)) continue;
    const item = byId.get(id) ?? { file: `${directory}/en/${id}.yaml`, names: [] };
    item.names = [...new Set([...item.names, ...namesIn(text)])];
    byId.set(id, item);
  }
  return [...byId.values()].filter((item) => item.names.length > 0);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each line of the given files that names a removed item: "<file>: line <n> names “<name>”, …". */
export function removedNameMentions(removed: readonly RemovedItem[], files: readonly { file: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files)
    text.split('\n').forEach((line, i) => {
      for (const item of removed) {
        const name = item.names.find((n) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(n)}(?![\\p{L}\\p{N}])`, 'iu').test(line));
        if (name)
          found.push(
            `${file}: line ${i + 1} names “${name}”, whose file ${item.file} was removed: take the university out of this text (a table’s row, a sentence), or put its file back`,
          );
      }
    });
  return found;
}

/** The content files a name may be written in: every page, article, answer and data file under `dir` but the removed items' own folder. */
export function contentTexts(dir = 'content', cwd = process.cwd(), skip = 'content/universities'): { file: string; text: string }[] {
  const walk = (d: string): string[] =>
    readdirSync(join(cwd, d), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : /\.(ya?ml|md|json)$/.test(e.name) ? [join(d, e.name)] : []));
  return walk(dir)
    .filter((f) => !f.startsWith(`${skip}/`))
    .map((file) => ({ file, text: readFileSync(join(cwd, file), 'utf8') }));
}
