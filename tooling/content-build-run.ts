/**
 * A real run of `content-collections build` (what `npm run build` runs first) over a scratch folder
 * holding one collection's files, for the tests of what staff see when a file is wrong. One run
 * takes many files: the CLI reports every file's problems before it stops, and reportFor picks
 * out what it said of one file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = process.cwd();

export type BuildRun = { status: number | null; output: string };

/**
 * Builds `files` (paths relative to the collection's folder → text) with the collection that
 * `factory` (an export of content-collections.ts) makes for `folder`.
 */
export function runContentBuild(factory: string, folder: string, files: Record<string, string>): BuildRun {
  const scratch = join(root, '.content-collections');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(join(scratch, `${folder}-build-test-`));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, folder, name)), { recursive: true });
      writeFileSync(join(dir, folder, name), text);
    }
    const config = join(dir, 'content-collections.ts');
    writeFileSync(
      config,
      `import { defineConfig } from '@content-collections/core';\nimport { ${factory} } from '${join(root, 'content-collections')}';\nexport default defineConfig({ content: [${factory}('${folder}')] });\n`,
    );
    const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a run said of one file (`folder/name`): its "Validation failed on …" block and the error
 * lines that name it; empty when it said nothing of it.
 */
export function reportFor(run: BuildRun, file: string): string {
  const blocks = run.output.split(/\n(?=Validation failed on |\.\.\. error |\.\.\. finished )/);
  return blocks
    .filter((block) => block.startsWith(`Validation failed on ${file}:`) || (block.startsWith('... error') && block.includes(`${file}:`)))
    .join('\n');
}
