/**
 * Every data file under content/ parses, or the content build stops naming it. content-collections
 * skips a YAML file (or a Markdown file's frontmatter) its parser refuses, with a log line and a
 * successful exit, so a bad save would publish the site without it: content-collections.ts calls
 * this first, at every build, over the whole folder (every collection's files and the ones read
 * directly, like content/operator.json).
 *
 * Each file is read as content-collections reads it: YAML trimmed (the `yaml` package, as its
 * parser), a Markdown file's frontmatter between its opening `---` line and the next, JSON as JSON.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';

export class ContentParseError extends Error {}

/** One file that does not parse: where, and what the parser says. */
export type ParseProblem = { file: string; line?: number; column?: number; message: string };

const DATA_FILE = /\.(ya?ml|md|json)$/;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : DATA_FILE.test(e.name) ? [join(dir, e.name)] : []));

/** The first problem the YAML parser finds, its line counted from `firstLine` (1 for a whole file). */
function yamlProblem(text: string, firstLine: number): Omit<ParseProblem, 'file'> | null {
  // content-collections parses the trimmed text: count the lines the trim removes in front.
  const trimmed = text.trim();
  const skipped = (text.slice(0, text.indexOf(trimmed)).match(/\n/g) ?? []).length;
  const [error] = parseDocument(trimmed).errors;
  if (!error) return null;
  const pos = error.linePos?.[0];
  // The parser's own message ends with the offending lines drawn out; the first line says it.
  const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return pos ? { line: pos.line + skipped + firstLine - 1, column: pos.col, message } : { message };
}

/** A Markdown file's frontmatter (between an opening `---` line and the next), with the line it starts on, or null. */
function frontmatterOf(text: string): { yaml: string; firstLine: number } | { unclosed: true } | null {
  const lines = text.split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return null;
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) return { unclosed: true };
  return { yaml: lines.slice(1, end).join('\n'), firstLine: 2 };
}

/** What is wrong with one file's text, or null when it parses. */
export function parseProblem(file: string, text: string): ParseProblem | null {
  if (file.endsWith('.json')) {
    try {
      JSON.parse(text);
      return null;
    } catch (e) {
      return { file, message: (e as Error).message };
    }
  }
  if (file.endsWith('.md')) {
    const front = frontmatterOf(text);
    if (!front) return null;
    if ('unclosed' in front) return { file, line: 1, column: 1, message: 'the frontmatter opened by --- has no closing --- line' };
    const problem = yamlProblem(front.yaml, front.firstLine);
    return problem && { file, ...problem };
  }
  const problem = yamlProblem(text, 1);
  return problem && { file, ...problem };
}

/** "content/<folder>/<file>.yaml:3:7: <what the parser says>". */
export const parseProblemText = ({ file, line, column, message }: ParseProblem) =>
  `${file}${line !== undefined ? `:${line}:${column}` : ''}: does not parse: ${message}`;

/** Every data file under `dir` that does not parse, named relative to `root`. */
export function parseProblems(dir: string, root = process.cwd()): ParseProblem[] {
  return files(dir).flatMap((path) => {
    const problem = parseProblem(relative(root, path), readFileSync(path, 'utf8'));
    return problem ? [problem] : [];
  });
}

/** Stops the build when a data file under `dir` does not parse, naming each such file, line and column. */
export function assertContentParses(dir: string, root = process.cwd()): void {
  const problems = parseProblems(dir, root);
  if (problems.length > 0)
    throw new ContentParseError(
      [`${problems.length} content file(s) do not parse: fix them, or the site would be published without them.`, ...problems.map(parseProblemText)].join('\n'),
    );
}
