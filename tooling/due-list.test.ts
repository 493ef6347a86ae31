import { byKind, dueCountLine, dueLater, dueListHtml, dueOn, type DueList } from '@/tooling/due-list';
import { dueItems, priceRecheckDay, type DueInput } from '@/tooling/due-items';
import { recheckMonths } from '@/content/facts/recheck';
import { fixtureFact } from '@/tooling/fact-fixture';
import type { PageStatus } from '@/content/editions';

const fact = fixtureFact;
const entryOf = (file: string, field?: string) => `/admin/#/entry/${file}${field ? `/${field}` : ''}`;
const page = (changes: Partial<PageStatus>): PageStatus => ({ page: 'mbbs', label: 'MBBS', state: 'reviewed', changed: [], untranslated: [], ...changes });

const input = (changes: Partial<DueInput> = {}): DueInput => ({
  built: '2026-11-28',
  facts: [
    {
      file: 'content/facts/fixture.yaml',
      facts: {
        stay: fact({}),
        funds: fact({ checked: '2025-10-01', unit: 'GBP', appliesTo: 'Fixture funds <a month>' }),
        limit: fact({ confirmed: false, checked: '2026-06-15' }),
      },
    },
    { file: 'content/facts/exchange-rates.yaml', facts: { gbp: fact({ unit: 'INR', checked: '2026-11-01' }) } },
  ],
  prices: [{ file: 'content/prices/en/fixture.yaml', field: 'amount', asOf: '2025-11' }],
  months: recheckMonths({ months: 12, exchangeRates: 3, amounts: 6 }),
  editions: [
    {
      locale: 'te',
      name: 'Telugu',
      statuses: [
        page({ state: 'not signed off' }),
        page({ page: 'home', label: 'Home', state: 'English changed', changed: ['content/pages/en/home.yaml'] }),
        page({ page: 'about', label: 'About', untranslated: [{ file: 'content/pages/te/about.yaml', field: 'hero.title' }] }),
        page({ page: 'contact', label: 'Contact' }),
      ],
    },
  ],
  standIns: [
    { kind: 'contact', where: 'content/operator.json → offices.0.phone', value: '+91 00000 00001', why: 'a placeholder number' },
    { kind: 'site address', where: 'env SITE_URL or content/operator.json → siteUrl', value: 'https://www.example.com', why: 'a reserved example address' },
    { kind: 'sample', where: 'content/fixture-module.ts → employers[0]', value: 'Fixture Ltd', why: 'invented sample' },
  ],
  universities: [
    { file: 'content/universities/en/with.yaml', name: 'With University', programmeAsOf: '2026-09' },
    { file: 'content/universities/en/without.yaml', name: 'Without University' },
  ],
  entryOf,
  ...changes,
});

const list = (changes: Partial<DueInput> = {}): DueList => ({ built: '2026-11-28', items: dueItems(input(changes)) });
const line = (i: { kind: string; what: string; from?: string }) => `${i.kind} ${i.what}${i.from ? ` from ${i.from}` : ''}`;

describe('what is due, for staff', () => {
  it('gives each fact its next re-check by its kind’s months (an amount 6, an exchange rate 3, a rule the default 12), and an unconfirmed fact one item, due now', () => {
    const facts = dueItems(input({ prices: [], editions: [], standIns: [], universities: [] }));
    expect(facts.map(line)).toEqual([
      'recheck content/facts/fixture.yaml → stay from 2027-11-25',
      'recheck content/facts/fixture.yaml → funds from 2026-04-01',
      'unconfirmed content/facts/fixture.yaml → limit',
      'recheck content/facts/exchange-rates.yaml → gbp from 2027-02-01',
    ]);
    expect(facts[1].why).toBe('re-check it on its official page (checked 2025-10-01; amounts every 6 months), then set “Checked on” to that day');
    expect(facts[1].entry).toBe('/admin/#/entry/content/facts/fixture.yaml');
    expect(facts[2].why).toBe('read it on its official page (https://fixture.test/rule), then set “Checked on” and turn on “Confirmed”');
  });

  it('takes the operator’s one default for every kind it leaves unset, and 12 months when it sets none', () => {
    expect(recheckMonths({ months: 9, exchangeRates: 1 })).toEqual({ exchangeRates: 1, amounts: 9, rules: 9 });
    expect(recheckMonths(undefined)).toEqual({ exchangeRates: 12, amounts: 12, rules: 12 });
  });

  it('re-checks a price and a programme’s facts the month after their months have passed since the month they were set', () => {
    expect(priceRecheckDay('2025-11', 12)).toBe('2026-12-01');
    const items = dueItems(input());
    expect(items.filter((i) => i.what.startsWith('content/prices') || i.what.endsWith('→ programme')).map(line)).toEqual([
      'recheck content/prices/en/fixture.yaml → amount from 2026-06-01',
      'recheck content/universities/en/with.yaml → programme from 2027-10-01',
    ]);
  });

  it('lists each edition page not signed off against its English as it is, saying why, each linking the edition’s sign-off', () => {
    const pages = dueItems(input()).filter((i) => i.kind === 'translation');
    expect(pages.map((i) => [i.what, i.why, i.entry])).toEqual([
      ['/te/ MBBS (Telugu)', 'a native Telugu reader reads it against the English page and signs it off', '/admin/#/entry/content/editions/te.yaml'],
      [
        '/te/ Home (Telugu)',
        'its English changed since the sign-off (content/pages/en/home.yaml): translate the change, then sign it off again',
        '/admin/#/entry/content/editions/te.yaml',
      ],
      [
        '/te/ About (Telugu)',
        'translate what it shows in English (content/pages/te/about.yaml → hero.title), then sign it off again',
        '/admin/#/entry/content/editions/te.yaml',
      ],
    ]);
  });

  it('lists the stand-ins in place, linking the field’s entry, and the universities without their programme’s facts', () => {
    const items = dueItems(input());
    const withEntries = dueItems(input({ entryOf: (file, field) => (file.endsWith('.ts') ? '' : entryOf(file, field)) }));
    expect(withEntries.filter((i) => i.kind === 'placeholder').map((i) => [i.what, i.why, i.entry])).toEqual([
      ['content/operator.json → offices.0.phone', 'a placeholder number (now: +91 00000 00001)', '/admin/#/entry/content/operator.json/offices.0.phone'],
      [
        'env SITE_URL or content/operator.json → siteUrl',
        'a reserved example address (now: https://www.example.com)',
        '/admin/#/entry/content/operator.json/siteUrl',
      ],
      ['content/fixture-module.ts → employers[0]', 'invented sample (now: Fixture Ltd): not in the editor, a developer changes the file', ''],
    ]);
    // One the editor does not hold is named, not linked.
    const html = dueListHtml({ built: '2026-11-28', items: withEntries });
    expect(html).toContain('<li>content/fixture-module.ts → employers[0]: invented sample');
    expect(html).not.toContain('href=""');
    expect(items.filter((i) => i.kind === 'university').map((i) => [i.what, i.entry])).toEqual([
      ['Without University (content/universities/en/without.yaml)', '/admin/#/entry/content/universities/en/without.yaml'],
    ]);
  });

  it('answers “what is due” on the build’s day and on any later day from the one list', () => {
    const l = list();
    expect(dueOn(l, '2026-11-28').map(line)).toEqual([
      'recheck content/facts/fixture.yaml → funds from 2026-04-01',
      'unconfirmed content/facts/fixture.yaml → limit',
      'recheck content/prices/en/fixture.yaml → amount from 2026-06-01',
      'translation /te/ MBBS (Telugu)',
      'translation /te/ Home (Telugu)',
      'translation /te/ About (Telugu)',
      'placeholder content/operator.json → offices.0.phone',
      'placeholder env SITE_URL or content/operator.json → siteUrl',
      'placeholder content/fixture-module.ts → employers[0]',
      'university Without University (content/universities/en/without.yaml)',
    ]);
    expect(dueOn(l, '2027-02-01').map(line)).toContain('recheck content/facts/exchange-rates.yaml → gbp from 2027-02-01');
    expect(dueOn(l, '2027-01-31').map(line)).not.toContain('recheck content/facts/exchange-rates.yaml → gbp from 2027-02-01');
    expect(dueLater(l, '2026-11-28').map((i) => i.from)).toEqual(['2027-02-01', '2027-10-01', '2027-11-25']);
    expect(dueCountLine(dueOn(l, '2026-11-28'))).toBe('10 due: 2 recheck, 1 unconfirmed, 3 translation, 3 placeholder, 1 university');
    expect(dueCountLine([])).toBe('nothing due');
  });

  it('shows them on a page of the editor by kind, each linking its entry, the words escaped, then what falls due later', () => {
    const html = dueListHtml(list());
    expect(html).toContain('<h2>Due now (10)</h2>');
    expect(byKind(dueOn(list(), '2026-11-28')).map((g) => g.heading)).toEqual([
      'Facts and prices to re-check on their official page',
      'Facts to confirm on their official page',
      'Translations to write or sign off',
      'Stand-ins to replace before launch',
      'Universities without their MBBS programme’s facts',
    ]);
    expect(html).toContain('<h3>Facts and prices to re-check on their official page (2)</h3>');
    expect(html).toContain(
      '<li><a href="/admin/#/entry/content/facts/fixture.yaml">content/facts/fixture.yaml → funds</a>: re-check it on its official page (checked 2025-10-01; amounts every 6 months), then set “Checked on” to that day. <small>Fixture funds &lt;a month&gt;</small></li>',
    );
    expect(html).toContain('<h2>Falling due later (3)</h2>');
    expect(html).toContain('<tr><td>2027-02-01</td><td><a href="/admin/#/entry/content/facts/exchange-rates.yaml">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('<script');
  });

  it('says so when nothing is due', () => {
    const html = dueListHtml({ built: '2026-11-28', items: [] });
    expect(html).toContain('<h2>Due now (0)</h2><p>Nothing: every fact is confirmed and checked in time, every translation signed off.</p>');
  });
});
