import { readdirSync } from 'node:fs';
import { factFiles } from '@/content/fact-registry';
import { monthYear } from '@/lib/fact';

const all = factFiles.flatMap(({ file, facts }) => Object.entries(facts).map(([name, fact]) => ({ name: `${file} → ${name}`, fact })));

describe('every fact in the data files can be shown and re-checked', () => {
  it('reads every file of content/facts/, each with facts', () => {
    const onDisk = readdirSync('content/facts').filter((f) => f.endsWith('.yaml'));
    expect(factFiles.map((f) => f.file).sort()).toEqual(onDisk.map((f) => `content/facts/${f}`).sort());
    for (const { file, facts } of factFiles) expect([file, Object.keys(facts).length > 0]).toEqual([file, true]);
  });

  it('has an https official source, a real check date no later than today, and says what it applies to', () => {
    for (const { name, fact } of all) {
      expect([name, fact.source.url]).toEqual([name, expect.stringMatching(/^https:\/\/[^/\s]+\//)]);
      expect([name, monthYear(fact.checked)]).toEqual([name, expect.stringMatching(/^\w+ \d{4}$/)]);
      expect([name, new Date(fact.checked).getTime() <= Date.now()]).toEqual([name, true]);
      expect([name, fact.appliesTo.length > 10]).toEqual([name, true]);
    }
  });
});
