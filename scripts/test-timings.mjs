/**
 * `npm run test:timings`: runs the stages of `npm test` one after another, exactly as package.json's
 * "test" script chains them (`npm run a && npm run b …`), and prints the seconds each took, the
 * parts of a stage that runs commands side by side (scripts/parallel.mjs), then Playwright's
 * seconds per file and project from its JSON report (test-results/e2e.json), and its slowest tests.
 *
 *   npm run test:timings                       every stage of npm test
 *   npm run test:timings -- --install          npm ci first, as on a fresh clone
 *   npm run test:timings -- --only test:e2e    one stage (or several, comma-separated)
 *   npm run test:timings -- --report FILE      only the Playwright tables, from an existing report
 *
 * The seconds are wall-clock on this machine: on a shared one, compare runs made under the same load.
 * Stops at the first stage that fails, as npm test does, and exits with its code.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const REPORT = join(ROOT, 'test-results', 'e2e.json');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : undefined);

const pad = (s, n) => String(s).padEnd(n);
const secs = (ms) => (ms / 1000).toFixed(1).padStart(7);

/** The stages of npm test: the `npm run <name>` steps of package.json's "test" script. */
function stages() {
  const test = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.test;
  return test.split('&&').map((step) => {
    const m = /^\s*npm run ([\w:.-]+)\s*$/.exec(step);
    if (!m) throw new Error(`"test" script step not of the form "npm run <name>": ${step.trim()}`);
    return m[1];
  });
}

/** Runs a command with the output shown as it comes; resolves to its exit code, its seconds and the output. */
function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { cwd: ROOT, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (d) => {
        output += d;
        process.stdout.write(d);
      });
    child.on('close', (code) => resolve({ code: code ?? 1, ms: Date.now() - started, output }));
  });
}

/** Seconds per file and project, and every test's seconds, from Playwright's JSON report. */
function playwrightTables(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const byFile = new Map();
  const tests = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const ran = (t.results ?? []).filter((r) => r.status !== 'skipped');
        if (!ran.length) continue;
        const ms = ran.reduce((sum, r) => sum + r.duration, 0);
        const key = `${spec.file}\t${t.projectName}`;
        const row = byFile.get(key) ?? { file: spec.file, project: t.projectName, tests: 0, ms: 0 };
        row.tests++;
        row.ms += ms;
        byFile.set(key, row);
        tests.push({ title: `[${t.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`, ms, retries: ran.length - 1 });
      }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const rows = [...byFile.values()].sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((sum, r) => sum + r.ms, 0);
  const s = report.stats ?? {};
  const lines = [
    `Playwright: ${secs(s.duration ?? 0).trim()} s wall, ${(total / 1000).toFixed(1)} s of test time over ${report.config?.metadata?.actualWorkers ?? report.config?.workers ?? '?'} workers; ${s.expected ?? 0} passed, ${s.unexpected ?? 0} failed, ${s.flaky ?? 0} flaky, ${s.skipped ?? 0} skipped`,
    '',
    `${pad('file', 28)}${pad('project', 9)}${'tests'.padStart(6)}${'seconds'.padStart(9)}`,
    ...rows.map((r) => `${pad(r.file, 28)}${pad(r.project, 9)}${String(r.tests).padStart(6)}${secs(r.ms).padStart(9)}`),
    '',
    'Slowest tests (seconds, retries included):',
    ...tests
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15)
      .map((t) => `${secs(t.ms)}  ${t.title.slice(0, 150)}${t.retries ? ` (${t.retries} retry)` : ''}`),
  ];
  return lines.join('\n');
}

const reportOnly = option('--report');
if (reportOnly !== undefined) {
  console.log(playwrightTables(reportOnly || REPORT));
  process.exit(0);
}

const only = option('--only')?.split(',');
const plan = [...(args.includes('--install') ? ['install'] : []), ...stages().filter((s) => !only || only.includes(s))];
const rows = [];
let failed = 0;
const started = Date.now();
for (const stage of plan) {
  const { code, ms, output } = await run(stage === 'install' ? 'npm ci --no-audit --no-fund' : `npm run ${stage}`);
  rows.push({ stage, ms, code });
  // The parts of a stage run side by side: "> command: ok in 12.3 s" (scripts/parallel.mjs).
  for (const m of output.matchAll(/^> (.+): (?:ok|failed \([^)]*\)) in ([\d.]+) s$/gm))
    rows.push({ stage: `  ${m[1]}`, ms: Number(m[2]) * 1000, code: 0, part: true });
  if (code !== 0) {
    failed = code;
    break;
  }
}

console.log(`\n${pad('stage', 40)}${'seconds'.padStart(8)}`);
for (const r of rows) console.log(`${pad(r.stage.slice(0, 39), 40)}${secs(r.ms).padStart(8)}${r.part ? '' : r.code ? `  failed (exit ${r.code})` : ''}`);
console.log(`${pad('total', 40)}${secs(Date.now() - started).padStart(8)}`);
if (plan.some((s) => /e2e/.test(s)) && existsSync(REPORT)) console.log(`\n${playwrightTables(REPORT)}\n(from ${relative(ROOT, REPORT)})`);
process.exit(failed);
