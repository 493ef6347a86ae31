import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { universitiesIn } from '@/content/universities';

describe('what staff see when a university file is wrong (a real run of content-collections build)', () => {
  jest.setTimeout(60_000);
  it('the build stops, naming each file and field and saying what was expected', () => {
    const root = process.cwd();
    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'data-test-'));
    // A complete file of the live collection to start from.
    const [first] = universitiesIn('en');
    const good = readFileSync(join(root, first.source), 'utf8');
    const valid = { ...(JSON.parse(JSON.stringify(first)) as Record<string, unknown>) };
    for (const key of ['id', 'source', 'fallback', 'images']) delete valid[key];
    const files: Record<string, string> = {
      'en/good.yaml': good,
      'en/fee.yaml': stringify({ ...valid, tuition: { ...(valid.tuition as object), min: 'about 4000' } }),
      'en/month.yaml': stringify({ ...valid, tuition: { ...(valid.tuition as object), asOf: 'March 2026' } }),
      'en/photo.yaml': stringify({ ...valid, image: '/media/not there.jpg' }),
      'en/missing-photo.yaml': stringify({ ...valid, image: '/media/missing.jpg' }),
      'en/claim.yaml': stringify({ ...valid, accreditation: ['who'] }),
      'en/nmc.yaml': stringify({ ...valid, accreditation: ['world-directory', 'nmc'] }),
      'en/Capital.yaml': good,
      'te/good.yaml': stringify({ summary: 'తెలుగు', tuition: valid.tuition }),
      'te/alone.yaml': stringify({ summary: 'తెలుగు' }),
      'fr/good.yaml': stringify({ summary: 'français' }),
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(join(dir, 'universities', file.split('/')[0]), { recursive: true });
        writeFileSync(join(dir, 'universities', file), text);
      }
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        [
          `import { defineConfig } from '@content-collections/core';`,
          `import { university } from '${join(root, 'content/universities/schema')}';`,
          `import { dataCollection } from '${join(root, 'tooling/data-collection')}';`,
          `export default defineConfig({ content: [dataCollection({ name: 'universities', directory: 'universities', schema: university, languages: true })] });`,
        ].join('\n'),
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status).not.toBe(0);
      for (const expected of [
        /universities\/en\/fee\.yaml: Tuition per year → From: from: a number, without currency or commas/,
        /universities\/en\/month\.yaml: Tuition per year → As of \(month\): the month the figure was set, YYYY-MM/,
        /universities\/en\/photo\.yaml: Photo: an uploaded image under \/media\//,
        /universities\/en\/missing-photo\.yaml: Photo: no image at public\/media\/missing\.jpg/,
        /universities\/en\/claim\.yaml: Listing, item 1: one of world-directory \(/,
        // That a course meets the NMC's rules follows from the programme's facts; no file may type it.
        /universities\/en\/nmc\.yaml: Listing, item 2: one of world-directory \(whether the course meets the NMC’s rules follows/,
        /universities\/en\/Capital\.yaml: the file name is the item's id/,
        /universities\/te\/good\.yaml: Tuition per year: the same in every language, it is set once in universities\/en\/good\.yaml/,
        /universities\/te\/alone\.yaml: no English file universities\/en\/alone\.yaml/,
        /universities\/fr\/good\.yaml: a file is in the folder of its language/,
      ])
        expect(output).toMatch(expected);
      expect(output).not.toMatch(/Error: universities\/en\/good\.yaml/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
