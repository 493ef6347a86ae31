/**
 * How much of what the site says lives in files staff edit (Markdown, YAML and JSON under content/)
 * rather than in TypeScript: `npm run content:share`. A line counts as words or figures when it
 * holds a string literal with a letter or digit in it or a field with a number (TypeScript), or any
 * text (data files);
 * tests, schemas, loaders' code and comments do not count. The route registry (content/routes.ts) was
 * counted while it held the pages' titles, descriptions and keywords; they are the page files'
 * `meta` now, and what it keeps (keys, paths, aliases: the registry's job) is not words.
 * `INCLUDE_ROUTES=1` counts it anyway, as before.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = process.cwd();
const DATA = /\.(md|ya?ml|json)$/;
const CODE = /\.tsx?$/;
const SKIP = /(\.test\.tsx?|\.d\.ts)$/;
/** Schemas (content/<name>/schema.ts, content/pages/<page>.schema.ts and their field helpers): the editor's labels and hints, not the site's words. */
const SCHEMA = /(^|\/)([\w-]+\.)?schema\.ts$|^content\/pages\/(parts|tool-words)\.ts$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** A TypeScript line that says something: a quoted or template string with a letter or digit, outside a comment or an import. */
const wordsLine = (line: string) => {
  const code = line.trim();
  if (!code || /^(\/\/|\/?\*|import |export \* from|export \{)/.test(code)) return false;
  return /(['"`])(?:(?!\1)[^\\]|\\.)*[\p{L}\p{N}](?:(?!\1)[^\\]|\\.)*\1/u.test(code) || /\w:\s*-?\d/.test(code);
};

/** A data line that says something (not blank, not a lone bracket or frontmatter fence). */
const dataLine = (line: string) => /[\p{L}\p{N}]/u.test(line);

export function contentShare(root = ROOT) {
  const data = new Map<string, number>();
  const code = new Map<string, number>();
  for (const path of [...files(join(root, 'content')), ...(process.env.INCLUDE_ROUTES ? [join(root, 'content/routes.ts')] : [])]) {
    const file = relative(root, path);
    if (SKIP.test(file) || SCHEMA.test(file)) continue;
    const lines = readFileSync(path, 'utf8').split('\n');
    if (DATA.test(file)) data.set(file, lines.filter(dataLine).length);
    else if (CODE.test(file)) {
      const n = lines.filter(wordsLine).length;
      if (n) code.set(file, n);
    }
  }
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return { data, code, dataLines: sum(data), codeLines: sum(code) };
}

if (process.argv[1]?.endsWith('content-share.ts')) {
  const { code, dataLines, codeLines } = contentShare();
  const total = dataLines + codeLines;
  console.log(`Words and figures in data files: ${dataLines} of ${total} lines (${((100 * dataLines) / total).toFixed(1)}%)`);
  console.log(`Still in TypeScript: ${codeLines} lines; the largest:`);
  for (const [file, n] of [...code].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 15))) console.log(`  ${String(n).padStart(5)}  ${file}`);
}
