/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkAsOf, datedFigures, datedFiles, factEntries, notCheckedLine, problemLine, type DatedFile } from '@/tooling/as-of-check';

// A throwaway repository per test, with fixture files only: never the live content's values.
const repos: string[] = [];
afterAll(() => repos.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } })
    .toString('utf8')
    .trim();

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'as-of-check-'));
  repos.push(dir);
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'editor@fixture.test');
  git(dir, 'config', 'user.name', 'Fixture editor');
  return dir;
}

function save(dir: string, path: string, text: string, message = `save ${path}`) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
  git(dir, 'add', path);
  git(dir, 'commit', '-q', '-m', message);
}

// A facts file as a map of facts, or as a list of facts each with its key.
const factsMap = (limit: number, checked: string, other = 9) =>
  `title: Fixtureland\nfacts:\n  workLimit:\n    value: ${limit}\n    unit: hours/week\n    checked: ${checked}\n  fundsMonth:\n    value: { full: ${other}, half: 4 }\n    unit: FXD\n    checked: 2026-01-10\n`;
const factsList = (limit: number, checked: string) =>
  `title: Fixtureland\nfacts:\n  - key: workLimit\n    value: ${limit}\n    unit: hours/week\n    checked: ${checked}\n`;

const FACTS: DatedFile = { path: 'content/facts/fixtureland.yaml', kind: 'facts' };
const OPERATOR: DatedFile = { path: 'config/operator.test.json', kind: 'operator' };
const PRICE: DatedFile = { path: 'content/prices/fixture-fee.yaml', kind: 'prices' };

const operatorJson = (students: number, asOf: string) => JSON.stringify({ figures: { asOf, foundedYear: 2011, studentsHelped: students, successRate: 77 } });
const priceYaml = (min: number, asOf: string) =>
  `label: A fixture fee\nprice:\n  min: ${min}\n  currency: FXD\n  per: course\n  basis: our-fee\n  asOf: ${asOf}\n`;

describe('a figure whose value changes needs a new date (release build, from git history)', () => {
  it('names the file, the fact, old → new and the unchanged date, with the fix, when a value changes and Checked on does not', () => {
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01'));
    save(dir, FACTS.path, factsMap(24, '2026-03-01'));
    const result = checkAsOf([FACTS], dir);
    expect(result.checked).toBe(true);
    expect(result.problems.map(problemLine)).toEqual([
      '  - content/facts/fixtureland.yaml → workLimit: 20 → 24, but Checked on (checked) is still 2026-03-01: set Checked on to the day you read the figure on its official page.',
    ]);
  });

  it('passes a value changed with its date, a date alone moved, and a new fact or file', () => {
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01'));
    save(dir, FACTS.path, factsMap(24, '2026-04-02'));
    save(dir, FACTS.path, factsMap(24, '2026-05-03'));
    save(dir, 'content/facts/newland.yaml', factsMap(30, '2026-05-03'));
    expect(checkAsOf([FACTS, { path: 'content/facts/newland.yaml', kind: 'facts' }], dir)).toEqual({ checked: true, files: 2, problems: [], unknown: 0 });
  });

  it('compares an unsaved change in the working tree with the last commit', () => {
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01'));
    writeFileSync(join(dir, FACTS.path), factsMap(20, '2026-03-01', 11));
    expect(checkAsOf([FACTS], dir).problems.map((p) => [p.field, p.from, p.to, p.date])).toEqual([
      ['fundsMonth', { full: 9, half: 4 }, { full: 11, half: 4 }, '2026-01-10'],
    ]);
    writeFileSync(join(dir, FACTS.path), factsMap(20, '2026-03-01'));
    expect(checkAsOf([FACTS], dir).problems).toEqual([]);
  });

  it('still finds the change after a later save of another fact of the same file', () => {
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01'));
    save(dir, FACTS.path, factsMap(24, '2026-03-01'));
    save(dir, FACTS.path, factsMap(24, '2026-03-01', 12).replace('checked: 2026-01-10', 'checked: 2026-06-01'));
    expect(checkAsOf([FACTS], dir).problems.map((p) => `${p.field} ${shownPair(p.from, p.to)}`)).toEqual(['workLimit 20 → 24']);
  });

  it('reports a date moved back with a new value', () => {
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01'));
    save(dir, FACTS.path, factsMap(24, '2026-02-01'));
    expect(checkAsOf([FACTS], dir).problems.map(problemLine)[0]).toContain('Checked on (checked) went back from 2026-03-01 to 2026-02-01');
  });

  it('reads the facts as a map or as a list, across a change from one to the other', () => {
    expect(factEntries({ a: { value: 1 } })).toEqual([['a', { value: 1 }]]);
    expect(factEntries([{ key: 'a', value: 1 }])).toEqual([['a', { key: 'a', value: 1 }]]);
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01'));
    save(dir, FACTS.path, factsList(20, '2026-03-01'));
    expect(checkAsOf([FACTS], dir).problems).toEqual([]);
    save(dir, FACTS.path, factsList(21, '2026-03-01'));
    expect(checkAsOf([FACTS], dir).problems.map((p) => p.field)).toEqual(['workLimit']);
  });

  it('reads named numbers listed as parts (the editor form) as the same figure, and a changed part as a change', () => {
    const parts = (full: number) =>
      `title: Fixtureland\nfacts:\n  - key: fundsMonth\n    shape: numbers\n    value:\n      - part: full\n        number: ${full}\n      - part: half\n        number: 4\n    unit: FXD\n    checked: 2026-01-10\n`;
    const dir = repo();
    save(dir, FACTS.path, factsMap(20, '2026-03-01', 9).replace(/  workLimit:[\s\S]*?(?=  fundsMonth)/, ''));
    save(dir, FACTS.path, parts(9));
    expect(checkAsOf([FACTS], dir).problems).toEqual([]);
    save(dir, FACTS.path, parts(10));
    expect(checkAsOf([FACTS], dir).problems.map((p) => [p.field, p.from, p.to])).toEqual([['fundsMonth', { full: 9, half: 4 }, { full: 10, half: 4 }]]);
  });

  it('checks the operator’s counts against figures.asOf (not the founding year), and a price against its asOf', () => {
    const dir = repo();
    save(dir, OPERATOR.path, operatorJson(300, '2026-02'));
    save(dir, PRICE.path, priceYaml(40, '2026-02'));
    save(dir, OPERATOR.path, operatorJson(350, '2026-02').replace('2011', '2010'));
    save(dir, PRICE.path, priceYaml(45, '2026-02'));
    expect(checkAsOf([OPERATOR, PRICE], dir).problems.map(problemLine)).toEqual([
      '  - config/operator.test.json → figures.studentsHelped: 300 → 350, but Counted in (figures.asOf) is still 2026-02: set Counted in to the month you counted the figures.',
      '  - content/prices/fixture-fee.yaml → price: {min: 40, currency: "FXD"} → {min: 45, currency: "FXD"}, but As of (asOf) is still 2026-02: set As of to the month the new figure was set.',
    ]);
    save(dir, OPERATOR.path, operatorJson(350, '2026-03'));
    save(dir, PRICE.path, priceYaml(45, '2026-03'));
    expect(checkAsOf([OPERATOR, PRICE], dir).problems).toEqual([]);
  });

  it('passes a month-precise date that is this month, however often the figure changed in it, and the reply time (a promise, not a count)', () => {
    const dir = repo();
    save(dir, OPERATOR.path, operatorJson(300, '2026-11'));
    save(dir, PRICE.path, priceYaml(40, '2026-11'));
    save(dir, OPERATOR.path, operatorJson(350, '2026-11'));
    save(dir, PRICE.path, priceYaml(45, '2026-11'));
    const inNovember = new Date('2026-11-28T10:00:00Z');
    expect(checkAsOf([OPERATOR, PRICE], dir, undefined, inNovember).problems).toEqual([]);
    // The same saves read in December: the figures changed in a month already past, without a new date.
    expect(checkAsOf([OPERATOR, PRICE], dir, undefined, new Date('2026-12-02T10:00:00Z')).problems.map((p) => p.field)).toEqual([
      'figures.studentsHelped',
      'price',
    ]);
    // A day-precise date (a fact's Checked on) still has to move with its value.
    save(dir, FACTS.path, factsMap(20, '2026-11-28'));
    save(dir, FACTS.path, factsMap(24, '2026-11-28'));
    expect(checkAsOf([FACTS], dir, undefined, inNovember).problems.map((p) => p.field)).toEqual(['workLimit']);
    // The reply time is not dated by Counted in.
    const replyDir = repo();
    const withReply = (hours: number) => JSON.stringify({ figures: { ...JSON.parse(operatorJson(300, '2026-02')).figures, replyWithinHours: hours } });
    save(replyDir, OPERATOR.path, withReply(24));
    save(replyDir, OPERATOR.path, withReply(48));
    expect(checkAsOf([OPERATOR], replyDir, undefined, inNovember).problems).toEqual([]);
  });

  it('matches the prices of a reordered list by their figure', () => {
    const list = (a: number, b: number) =>
      `tuition:\n  - price: { min: ${a}, currency: FXD, per: year, basis: estimate, asOf: 2026-02 }\n  - price: { min: ${b}, currency: FXD, per: year, basis: estimate, asOf: 2026-02 }\n`;
    const dir = repo();
    save(dir, PRICE.path, list(10, 20));
    save(dir, PRICE.path, list(20, 10));
    expect(checkAsOf([PRICE], dir).problems).toEqual([]);
    expect(datedFigures('prices', list(10, 20))!.map((f) => f.field)).toEqual(['tuition[0].price', 'tuition[1].price']);
  });

  it('without history (a shallow clone, or no checkout) checks nothing, fails nothing and says how to give the build its history', () => {
    const origin = repo();
    save(origin, FACTS.path, factsMap(20, '2026-03-01'));
    save(origin, FACTS.path, factsMap(24, '2026-03-01'));
    save(origin, 'README.md', 'fixture\n');
    const clone = mkdtempSync(join(tmpdir(), 'as-of-check-clone-'));
    repos.push(clone);
    git(tmpdir(), 'clone', '-q', '--depth', '1', `file://${origin}`, clone);
    const shallow = checkAsOf([FACTS], clone);
    expect(shallow).toMatchObject({ checked: false, problems: [] });
    expect(shallow.checked === false && shallow.why).toMatch(/shallow clone/);
    // The full clone of the same history finds the change.
    const full = mkdtempSync(join(tmpdir(), 'as-of-check-full-'));
    repos.push(full);
    git(tmpdir(), 'clone', '-q', `file://${origin}`, full);
    expect(checkAsOf([FACTS], full).problems.map((p) => p.field)).toEqual(['workLimit']);

    const plain = mkdtempSync(join(tmpdir(), 'as-of-check-plain-'));
    repos.push(plain);
    mkdirSync(join(plain, 'content/facts'), { recursive: true });
    writeFileSync(join(plain, FACTS.path), factsMap(24, '2026-03-01'));
    const none = checkAsOf([FACTS], plain);
    expect(none).toEqual({ checked: false, why: 'not a git checkout', problems: [] });
    const missingGit = checkAsOf([FACTS], plain, () => {
      throw Object.assign(new Error('spawn git ENOENT'), { code: 'ENOENT' });
    });
    expect(missingGit).toEqual({ checked: false, why: 'git is not installed', problems: [] });
    const line = notCheckedLine('a shallow clone');
    expect(line).toMatch(/^Dates not checked against git history \(a shallow clone\)/);
    expect(line).toContain('fetch-depth: 0');
    expect(line).toContain('git fetch --unshallow');
  });
});

describe('the files the release build compares', () => {
  it('are the facts, the operator file the build uses and the data files’ English, each read as its kind', () => {
    const root = mkdtempSync(join(tmpdir(), 'as-of-files-'));
    repos.push(root);
    for (const path of [
      'content/facts/fixtureland.yaml',
      'content/prices/fixture-fee.yaml',
      'content/universities/en/fixture-u.yaml',
      'content/universities/hi/fixture-u.yaml',
      'config/op.json',
    ]) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), '');
    }
    const files = datedFiles('config/op.json', root);
    expect(files).toEqual(
      expect.arrayContaining([
        { path: 'content/facts/fixtureland.yaml', kind: 'facts' },
        { path: 'config/op.json', kind: 'operator' },
        { path: 'content/prices/fixture-fee.yaml', kind: 'prices' },
        { path: 'content/universities/en/fixture-u.yaml', kind: 'prices' },
      ]),
    );
    expect(files.map((f) => f.path)).not.toContain('content/universities/hi/fixture-u.yaml');
    expect(datedFiles('config/absent.json', root).map((f) => f.kind)).not.toContain('operator');
  });
});

const shownPair = (from: unknown, to: unknown) => `${String(from)} → ${String(to)}`;
