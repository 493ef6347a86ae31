import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { OUT } from './util';

test('every exported page is valid HTML (W3C Nu HTML Checker)', () => {
  test.setTimeout(180_000);
  let report = '';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- vnu-jar ships no types; its export is the jar's path
    execFileSync('java', ['-jar', String(require('vnu-jar')), '--errors-only', '--format', 'gnu', '--skip-non-html', OUT], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    report = `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message;
  }
  expect(report.split('\n').filter(Boolean)).toEqual([]);
});
