import { dueListHtml, dueNow, factRechecks } from '@/tooling/due-list';
import { fixtureFact } from '@/tooling/fact-fixture';
import type { FactFile } from '@/content/fact-registry';

const fact = fixtureFact;

const files: FactFile[] = [
  { file: 'content/facts/fixture.yaml', facts: { stay: fact({}), funds: fact({ checked: '2025-10-01', appliesTo: 'Fixture funds <a month>' }) } },
  { file: 'content/facts/other-land.yaml', facts: { limit: fact({ confirmed: false, checked: '2026-06-15' }) } },
];

describe('what is due, for staff', () => {
  it('gives every fact its next re-check, a year after it was checked, soonest first, with its entry in the editor', () => {
    expect(factRechecks(files).map((f) => [f.recheck, `${f.file} → ${f.name}`, f.entry])).toEqual([
      ['2026-10-01', 'content/facts/fixture.yaml → funds', '/admin/#/collections/facts/entries/fixture'],
      ['2027-06-15', 'content/facts/other-land.yaml → limit', '/admin/#/collections/facts/entries/other-land'],
      ['2027-11-25', 'content/facts/fixture.yaml → stay', '/admin/#/collections/facts/entries/fixture'],
    ]);
  });

  it('says why a fact is due now: past its re-check, or not confirmed', () => {
    expect(factRechecks(files).map((f) => dueNow(f, '2026-11-28'))).toEqual([
      're-check it on its official page: due since 2026-10-01 (checked 2025-10-01)',
      'confirm it on its official page (it came from a secondary summary)',
      null,
    ]);
  });

  it('lists them on a page of the editor, each linking its entry, the words escaped', () => {
    const html = dueListHtml(factRechecks(files), '2026-11-28');
    expect(html).toContain('<h2>Due now (2)</h2>');
    expect(html).toContain(
      '<li><a href="/admin/#/collections/facts/entries/fixture">content/facts/fixture.yaml → funds</a>: re-check it on its official page: due since 2026-10-01 (checked 2025-10-01). <small>Fixture funds &lt;a month&gt;</small></li>',
    );
    expect(html).toContain('<h2>Every fact’s next re-check (3)</h2>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script');
  });
});
