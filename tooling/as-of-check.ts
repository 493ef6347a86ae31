/**
 * A figure whose value changed while its date stayed (a fact's `checked`, the operator's
 * `figures.asOf`, a price's `asOf`), found from git history, since the dates are typed by hand. For
 * each figure, the file's revisions are walked back from the working tree to the first one where its
 * value or its date differs: a value that differs there, with the date not moved forward since, is a
 * problem (so a later save of the same file does not hide it). scripts/release-check.ts runs it: a
 * release build refuses, a preview warns. Without the history (no git, not a checkout, a shallow
 * clone) it says so, and claims nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { DATA_COLLECTIONS } from '@/content/data/collections';
import { factOfEntry, type FactEntry } from '@/content/facts/schema';
import { buildDate } from '@/lib/clock';

/** How a file's dated figures are read: a facts file, the operator's settings, or a data file with prices. */
export type DatedKind = 'facts' | 'operator' | 'prices';
export type DatedFile = { path: string; kind: DatedKind };

/** One figure of a revision: where it is, its value, and the date that goes with it. */
export type DatedFigure = { field: string; value: unknown; date: string | undefined };

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** YAML's 1.1 reader turns an unquoted 2026-11-25 into a date: either way, the day as written. */
const dayOf = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v : undefined);

/** A facts file's facts by key, whether the file holds them as a map (`facts: {key: …}`) or a list (`facts: [{key, …}]`). */
export function factEntries(facts: unknown): [string, Record<string, unknown>][] {
  if (Array.isArray(facts)) return facts.filter(isRecord).flatMap((f) => (typeof f.key === 'string' ? [[f.key, f] as [string, Record<string, unknown>]] : []));
  return isRecord(facts) ? Object.entries(facts).filter((e): e is [string, Record<string, unknown>] => isRecord(e[1])) : [];
}

/**
 * The operator's counts dated by `figures.asOf`. Not the founding year, which is not a count, nor
 * the reply time, which is a promise the operator makes, not something counted on a day.
 */
const UNDATED_FIGURES = new Set(['asOf', 'foundedYear', 'replyWithinHours']);

/** A date given to the month only (`2026-11`): the figure was counted or set some day in it. */
const MONTH = /^\d{4}-\d{2}$/;
/** The month of a day, as a month-precise date is written. */
export const monthOf = (day: Date) => day.toISOString().slice(0, 7);

/** A price (content/prices/schema.ts): its amounts and currency, and the month it was set. */
const isPrice = (v: unknown): v is Record<string, unknown> => isRecord(v) && 'asOf' in v && 'currency' in v && 'basis' in v;
const priceFigure = ({ amount, min, max, currency }: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ amount, min, max, currency }).filter(([, v]) => v !== undefined));

/** The dated figures of one revision of a file; null when that revision cannot be read (it is then not compared). */
export function datedFigures(kind: DatedKind, text: string): DatedFigure[] | null {
  let data: unknown;
  try {
    data = kind === 'operator' ? JSON.parse(text) : parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (kind === 'facts') return factEntries(data.facts).map(([key, f]) => ({ field: key, value: factOfEntry(f as FactEntry).value, date: dayOf(f.checked) }));
  if (kind === 'operator') {
    const figures = isRecord(data.figures) ? data.figures : {};
    return Object.entries(figures)
      .filter(([name, value]) => !UNDATED_FIGURES.has(name) && value != null)
      .map(([name, value]) => ({ field: `figures.${name}`, value, date: dayOf(figures.asOf) }));
  }
  const found: DatedFigure[] = [];
  const walk = (v: unknown, field: string) => {
    if (isPrice(v)) found.push({ field, value: priceFigure(v), date: dayOf(v.asOf) });
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${field}[${i}]`));
    else if (isRecord(v)) for (const [key, item] of Object.entries(v)) walk(item, field ? `${field}.${key}` : key);
  };
  walk(data, '');
  return found;
}

/** A value as a message shows it: 1529, "no limit", {full: 140, half: 280}. */
export function shown(value: unknown): string {
  if (isRecord(value))
    return `{${Object.keys(value)
      .map((k) => `${k}: ${shown(value[k])}`)
      .join(', ')}}`;
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** Values equal whatever the order of their named parts. */
const same = (a: unknown, b: unknown): boolean =>
  isRecord(a) && isRecord(b)
    ? Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => same(a[k], b[k]))
    : Array.isArray(a) && Array.isArray(b)
      ? a.length === b.length && a.every((v, i) => same(v, b[i]))
      : a === b;

export type AsOfProblem = { file: string; kind: DatedKind; field: string; from: unknown; to: unknown; date: string; was: string };

/** A revision of a file, newest first; `boundary`: the oldest a shallow clone holds, whose own past is missing. */
export type Revision = { text: string; boundary?: boolean };

/**
 * The figures of a file whose value changed since the last revision where their date moved forward.
 * `unknown`: a figure whose walk reached the edge of a shallow clone with nothing changed.
 */
export function compareRevisions(file: DatedFile, revisions: Revision[], today = buildDate()): { problems: AsOfProblem[]; unknown: number } {
  // Read lazily: most figures stop at the first revision before the working tree.
  const cache = new Map<number, DatedFigure[] | null>();
  const read = (i: number) => {
    if (!cache.has(i)) cache.set(i, datedFigures(file.kind, revisions[i].text));
    return cache.get(i)!;
  };
  const current = read(0);
  if (!current) return { problems: [], unknown: 0 };
  const problems: AsOfProblem[] = [];
  let unknown = 0;
  const walk = (now: DatedFigure) => {
    if (now.date === undefined) return;
    for (let i = 1; i < revisions.length; i++) {
      const figures = read(i);
      if (!figures) continue;
      // The same field; a price of a reordered list is matched by its figure and date first.
      const then =
        (file.kind === 'prices' ? figures.find((f) => same(f.value, now.value) && f.date === now.date) : undefined) ??
        figures.find((f) => f.field === now.field);
      if (!then) return; // new in the revision after this one
      if (same(then.value, now.value) && then.date === now.date) continue;
      // A month-precise date that is this month is true of a figure changed again this month:
      // no later date could be honest (a count corrected, a price set twice in one month).
      const thisMonth = MONTH.test(now.date) && now.date === monthOf(today);
      if (!same(then.value, now.value) && then.date !== undefined && then.date >= now.date && !(thisMonth && then.date === now.date))
        problems.push({ file: file.path, kind: file.kind, field: now.field, from: then.value, to: now.value, date: now.date, was: then.date });
      return;
    }
    // Unchanged back to the oldest revision: new there, unless a shallow clone cut its past off.
    if (revisions[revisions.length - 1].boundary) unknown++;
  };
  current.forEach(walk);
  return { problems, unknown };
}

/** What each kind's date is called in the editor, and what to set it to. */
const FIX: Record<DatedKind, { date: string; fix: string }> = {
  facts: { date: 'Checked on (checked)', fix: 'set Checked on to the day you read the figure on its official page' },
  operator: { date: 'Counted in (figures.asOf)', fix: 'set Counted in to the month you counted the figures' },
  prices: { date: 'As of (asOf)', fix: 'set As of to the month the new figure was set' },
};

export function problemLine(p: AsOfProblem): string {
  const { date, fix } = FIX[p.kind];
  const dated = p.date === p.was ? `${date} is still ${p.date}` : `${date} went back from ${p.was} to ${p.date}`;
  return `  - ${p.file} → ${p.field}: ${shown(p.from)} → ${shown(p.to)}, but ${dated}: ${fix}.`;
}

export type AsOfResult = { checked: true; files: number; problems: AsOfProblem[]; unknown: number } | { checked: false; why: string; problems: AsOfProblem[] };

type Git = (args: string[], input?: string) => Buffer;

/** git in `cwd`; throws when git is missing or the command fails. */
const gitIn =
  (cwd: string): Git =>
  (args, input) =>
    execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });

/** Each `<commit>:<path>` as text, or null when that commit has no such file: one `git cat-file --batch` for all. */
function blobs(git: Git, specs: string[]): (string | null)[] {
  if (specs.length === 0) return [];
  const out = git(['cat-file', '--batch'], specs.join('\n') + '\n');
  const texts: (string | null)[] = [];
  let at = 0;
  for (let i = 0; i < specs.length; i++) {
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(header);
    if (!size) {
      texts.push(null);
      continue;
    }
    const length = Number(size[1]);
    texts.push(out.subarray(at, at + length).toString('utf8'));
    at += length + 1;
  }
  return texts;
}

/**
 * Compares each file's dated figures with its earlier revisions in git (the working tree first, then
 * the commits that changed it, newest first). No history to compare with: `checked: false` and why.
 */
export function checkAsOf(files: DatedFile[], cwd = process.cwd(), git: Git = gitIn(cwd), today = buildDate()): AsOfResult {
  try {
    return compareWithHistory(files, cwd, git, today);
  } catch (e) {
    const said = String((e as { stderr?: Buffer }).stderr ?? (e as Error).message)
      .trim()
      .split('\n')[0];
    return { checked: false, why: `git could not read the history: ${said}`, problems: [] };
  }
}

function compareWithHistory(files: DatedFile[], cwd: string, git: Git, today: Date): AsOfResult {
  let top: string;
  let shallow: boolean;
  let boundaries: Set<string>;
  try {
    const [inside, isShallow, toplevel, shallowFile] = git([
      'rev-parse',
      '--is-inside-work-tree',
      '--is-shallow-repository',
      '--show-toplevel',
      '--git-path',
      'shallow',
    ])
      .toString('utf8')
      .trim()
      .split('\n');
    if (inside !== 'true') return { checked: false, why: 'not a git checkout', problems: [] };
    shallow = isShallow === 'true';
    top = toplevel;
    const shallowPath = resolve(cwd, shallowFile);
    boundaries = new Set(shallow && existsSync(shallowPath) ? readFileSync(shallowPath, 'utf8').split('\n').filter(Boolean) : []);
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return { checked: false, why: missing ? 'git is not installed' : 'not a git checkout', problems: [] };
  }
  const inRepo = files.filter((f) => existsSync(resolve(cwd, f.path)) && !relative(top, resolve(cwd, f.path)).startsWith('..'));
  const at = (f: DatedFile) => relative(top, resolve(cwd, f.path)).split('\\').join('/');
  const rootGit = cwd === top ? git : gitIn(top);
  let hasHead = true;
  try {
    rootGit(['rev-parse', '--verify', '--quiet', 'HEAD']);
  } catch {
    hasHead = false;
  }
  // One log for every file: the commits that changed each, newest first.
  const byFile = new Map<string, string[]>();
  if (hasHead && inRepo.length) {
    let commit = '';
    for (const line of rootGit(['-c', 'core.quotePath=false', 'log', '--format=%x00%H', '--name-only', '--', ...inRepo.map(at)])
      .toString('utf8')
      .split('\n')) {
      if (line.startsWith('\0')) commit = line.slice(1);
      else if (line) byFile.set(line, [...(byFile.get(line) ?? []), commit]);
    }
  }
  const commits = inRepo.map((f) => byFile.get(at(f)) ?? []);
  const changed = new Set(
    hasHead && inRepo.length
      ? rootGit(['-c', 'core.quotePath=false', 'diff', '--name-only', 'HEAD', '--', ...inRepo.map(at)])
          .toString('utf8')
          .split('\n')
          .filter(Boolean)
      : [],
  );
  // The working tree, then each commit's copy (the newest commit's copy is the working tree's when unchanged).
  const specs = inRepo.flatMap((f, i) => commits[i].slice(changed.has(at(f)) ? 0 : 1).map((c) => `${c}:${at(f)}`));
  const texts = blobs(rootGit, specs);
  const problems: AsOfProblem[] = [];
  let unknown = 0;
  let next = 0;
  inRepo.forEach((f, i) => {
    const older = commits[i].slice(changed.has(at(f)) ? 0 : 1);
    const revisions: Revision[] = [{ text: readFileSync(resolve(cwd, f.path), 'utf8'), boundary: !changed.has(at(f)) && boundaries.has(commits[i][0]) }];
    older.forEach((c) => {
      const text = texts[next++];
      if (text !== null) revisions.push({ text, boundary: boundaries.has(c) });
    });
    const result = compareRevisions(f, revisions, today);
    problems.push(...result.problems);
    unknown += result.unknown;
  });
  if (shallow && unknown > 0)
    return { checked: false, why: `a shallow clone: ${unknown} figure${unknown === 1 ? '' : 's'} reach${unknown === 1 ? 'es' : ''} its edge`, problems };
  return { checked: true, files: inRepo.length, problems, unknown };
}

/** The files whose figures carry a date: the facts, the operator's settings in effect, and the data files' English (prices). */
export function datedFiles(operatorFile: string, root = process.cwd()): DatedFile[] {
  const yamlIn = (dir: string) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((n) => n.endsWith('.yaml'))
          .sort()
          .map((n) => `${dir}/${n}`)
      : [];
  return [
    ...yamlIn('content/facts').map((path) => ({ path, kind: 'facts' as const })),
    ...(existsSync(resolve(root, operatorFile)) ? [{ path: operatorFile, kind: 'operator' as const }] : []),
    ...DATA_COLLECTIONS.flatMap((c) => yamlIn(c.languages ? `${c.directory}/en` : c.directory)).map((path) => ({ path, kind: 'prices' as const })),
  ];
}

/** How to give the build its history, by host (docs/operator-guide.md, "Dates that move with their figure"). */
export const HISTORY_HOW =
  'a full clone on your own server or computer (nginx: git clone without --depth, or git fetch --unshallow); Cloudflare Pages: build command `git fetch --unshallow; npm run build`; GitHub Actions: actions/checkout with fetch-depth: 0; Netlify clones the whole history by itself';

/** The one line a build prints when it could not compare the dates with the history. */
export const notCheckedLine = (why: string) =>
  `Dates not checked against git history (${why}): a figure changed without a new "Checked on" or "As of" is not caught by this build. To give the build the history: ${HISTORY_HOW} (docs/operator-guide.md, "Dates that move with their figure").`;

/** The release build's refusal: one line per figure, with the file, the field, old → new and the date. */
export const refusalLines = (problems: AsOfProblem[]) => [
  `Release build refused: ${problems.length} figure${problems.length === 1 ? '' : 's'} changed without a new date (docs/operator-guide.md, "Dates that move with their figure"). Read each on its source again, set its date, then build again:`,
  ...problems.map(problemLine),
];

/** A preview's warning: the same lines. */
export const warningLines = (problems: AsOfProblem[]) => [
  `Preview build: ${problems.length} figure${problems.length === 1 ? '' : 's'} changed without a new date; a release build refuses ${problems.length === 1 ? 'it' : 'them'} (docs/operator-guide.md, "Dates that move with their figure"):`,
  ...problems.map(problemLine),
];

/** The line of a build whose dates were compared. */
export const checkedLine = (files: number) => `Dates checked against git history: ${files} files, each changed figure with a new date.`;
