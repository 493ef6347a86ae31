import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fixture from '@/config/operator.fixture.json';
import { operator } from '@/content/operator-settings';

/** content/operator-settings as a fresh module under the given env, with content/operator.json replaced by `file`. */
function load(env: { OPERATOR_JSON?: string; OPERATOR_FILE?: string }, file: unknown) {
  const saved = { OPERATOR_JSON: process.env.OPERATOR_JSON, OPERATOR_FILE: process.env.OPERATOR_FILE };
  let mod: typeof import('@/content/operator-settings') | undefined;
  try {
    for (const k of ['OPERATOR_JSON', 'OPERATOR_FILE'] as const) {
      if (env[k] === undefined) delete process.env[k];
      else process.env[k] = env[k];
    }
    jest.isolateModules(() => {
      jest.doMock('@/content/operator.json', () => file);
      mod = jest.requireActual<typeof import('@/content/operator-settings')>('@/content/operator-settings');
    });
  } finally {
    for (const k of ['OPERATOR_JSON', 'OPERATOR_FILE'] as const) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
  return mod!;
}

describe('content/operator-settings', () => {
  const settings = { ...fixture, company: { ...fixture.company, name: 'Settings File Consultants' } };

  it('reads content/operator.json and names it in messages', () => {
    const { operator, operatorSourceFile } = load({}, settings);
    expect(operator.company.name).toBe('Settings File Consultants');
    expect(operatorSourceFile).toBe('content/operator.json');
  });

  it('uses the complete set from OPERATOR_FILE (passed on as OPERATOR_JSON) instead, and names that file', () => {
    const { operator, operatorSourceFile } = load({ OPERATOR_JSON: JSON.stringify(fixture), OPERATOR_FILE: 'config/operator.fixture.json' }, settings);
    expect(operator).toEqual(fixture);
    expect(operatorSourceFile).toBe('config/operator.fixture.json');
  });
});

describe('unit tests', () => {
  const root = process.cwd();

  it('read the fixture (config/operator.fixture.json), never the live content/operator.json staff edit', () => {
    const live = JSON.parse(readFileSync(join(root, 'content/operator.json'), 'utf8'));
    expect(require.resolve('@/content/operator.json')).toBe(join(root, 'config/operator.fixture.json'));
    expect(operator).toEqual(fixture);
    expect(operator).not.toEqual(live);
  });

  it('reach the live file by no other way: no test file imports it by a relative path or reads it from disk', () => {
    const testFiles = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
      );
    // Any line naming the live file in an import, a require or a read; this file's own check above excepted.
    const reads = /(from|import\(|require\(|readFileSync\(|readFile\().*(content\/operator\.json|['"]\.{1,2}\/operator\.json|'operator\.json')/;
    const found = ['app', 'components', 'content', 'lib', 'scripts', 'tooling']
      .flatMap(testFiles)
      .filter((f) => f !== 'content/operator-settings.test.ts')
      .flatMap((f) =>
        readFileSync(join(root, f), 'utf8')
          .split('\n')
          .filter((line) => reads.test(line) && !line.includes("from '@/content/operator.json'"))
          .map((line) => `${f}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});
