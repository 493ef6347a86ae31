import {
  CONCORDANCES,
  concordance,
  conversionFromQuery,
  conversionQuery,
  convertScore,
  lookup,
  parseTest,
  rowInputRanges,
  TEST_RANGES,
  TESTS,
  type TestName,
} from '@/lib/score-converter';

const value = (from: TestName, to: TestName, score: number | string) => {
  const result = convertScore(from, to, String(score));
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('the spec’s tables (requirements)', () => {
  it.each([
    [120, '9.0'],
    [118, '9.0'],
    [117, '8.5'],
    [115, '8.5'],
    [114, '8.0'],
    [110, '8.0'],
    [109, '7.5'],
    [102, '7.5'],
    [101, '7.0'],
    [94, '7.0'],
    [93, '6.5'],
    [79, '6.5'],
    [78, '6.0'],
    [65, '6.0'],
    [64, '5.5'],
    [53, '5.5'],
    [52, '5.0'],
    [41, '5.0'],
    [40, '4.5'],
    [32, '4.5'],
    [31, '4.0'],
    [24, '4.0'],
    [23, 'Below 4.0'],
    [0, 'Below 4.0'],
  ])('TOEFL %p → IELTS %p', (score, band) => {
    expect(value('TOEFL', 'IELTS', score)).toBe(band);
  });

  it('IELTS → TOEFL gives the spec’s ranges', () => {
    expect(value('IELTS', 'TOEFL', 9)).toBe('118-120');
    expect(value('IELTS', 'TOEFL', 6.5)).toBe('79-93');
  });
});

/** Every table as a reader sees it on the page: input range → output (reference/score-concordance.md). */
// One table per line, as written.
// prettier-ignore
const expectedTables: Record<string, [string, string][]> = {
  'TOEFL>IELTS': [['118–120', '9.0'], ['115–117', '8.5'], ['110–114', '8.0'], ['102–109', '7.5'], ['94–101', '7.0'], ['79–93', '6.5'], ['65–78', '6.0'], ['53–64', '5.5'], ['41–52', '5.0'], ['32–40', '4.5'], ['24–31', '4.0'], ['0–23', 'Below 4.0']],
  // ETS
  'IELTS>TOEFL': [['9.0', '118-120'], ['8.5', '115-117'], ['8.0', '110-114'], ['7.5', '102-109'], ['7.0', '94-101'], ['6.5', '79-93'], ['6.0', '60-78'], ['5.5', '46-59'], ['5.0', '35-45'], ['4.5', '32-34'], ['0–4.0', '0-31']],
  // Pearson, July 2025
  'PTE>IELTS': [['90', '9.0'], ['86–89', '8.5'], ['79–85', '8.0'], ['71–78', '7.5'], ['63–70', '7.0'], ['55–62', '6.5'], ['47–54', '6.0'], ['39–46', '5.5'], ['31–38', '5.0'], ['10–30', 'Below 5.0']],
  'IELTS>PTE': [['9.0', '90'], ['8.5', '86-89'], ['8.0', '79-85'], ['7.5', '71-78'], ['7.0', '63-70'], ['6.5', '55-62'], ['6.0', '47-54'], ['5.5', '39-46'], ['5.0', '31-38'], ['0–4.5', '10-30']],
  // Duolingo
  'Duolingo>TOEFL': [['160', '120'], ['155', '119'], ['150', '117-118'], ['145', '113-116'], ['140', '109-112'], ['135', '104-108'], ['130', '98-103'], ['125', '93-97'], ['120', '87-92'], ['115', '82-86'], ['110', '76-81'], ['105', '70-75'], ['100', '65-69'], ['95', '59-64'], ['90', '53-58'], ['85', '47-52'], ['80', '41-46'], ['75', '35-40'], ['70', '30-34'], ['65', '24-29'], ['10–60', '0-23']],
  'TOEFL>Duolingo': [['120', '160'], ['119', '155'], ['117–118', '150'], ['113–116', '145'], ['109–112', '140'], ['104–108', '135'], ['98–103', '130'], ['93–97', '125'], ['87–92', '120'], ['82–86', '115'], ['76–81', '110'], ['70–75', '105'], ['65–69', '100'], ['59–64', '95'], ['53–58', '90'], ['47–52', '85'], ['41–46', '80'], ['35–40', '75'], ['30–34', '70'], ['24–29', '65'], ['0–23', '10-60']],
  'Duolingo>IELTS': [['160', '8.5-9.0'], ['150–155', '8.0'], ['140–145', '7.5'], ['130–135', '7.0'], ['120–125', '6.5'], ['105–115', '6.0'], ['95–100', '5.5'], ['80–90', '5.0'], ['65–75', '4.5'], ['10–60', '0-4.0']],
  'IELTS>Duolingo': [['8.5–9.0', '160'], ['8.0', '150-155'], ['7.5', '140-145'], ['7.0', '130-135'], ['6.5', '120-125'], ['6.0', '105-115'], ['5.5', '95-100'], ['5.0', '80-90'], ['4.5', '65-75'], ['0–4.0', '10-60']],
  // Through IELTS
  'PTE>TOEFL': [['90', '118-120'], ['86–89', '115-117'], ['79–85', '110-114'], ['71–78', '102-109'], ['63–70', '94-101'], ['55–62', '79-93'], ['47–54', '60-78'], ['39–46', '46-59'], ['31–38', '35-45'], ['10–30', '0-34']],
  'TOEFL>PTE': [['118–120', '90'], ['115–117', '86-89'], ['110–114', '79-85'], ['102–109', '71-78'], ['94–101', '63-70'], ['79–93', '55-62'], ['60–78', '47-54'], ['46–59', '39-46'], ['35–45', '31-38'], ['0–34', '10-30']],
  'PTE>Duolingo': [['86–90', '160'], ['79–85', '150-155'], ['71–78', '140-145'], ['63–70', '130-135'], ['55–62', '120-125'], ['47–54', '105-115'], ['39–46', '95-100'], ['31–38', '80-90'], ['10–30', '10-75']],
  'Duolingo>PTE': [['160', '86-90'], ['150–155', '79-85'], ['140–145', '71-78'], ['130–135', '63-70'], ['120–125', '55-62'], ['105–115', '47-54'], ['95–100', '39-46'], ['80–90', '31-38'], ['10–75', '10-30']],
};

describe('every ordered pair has one table', () => {
  const pairs = TESTS.flatMap((from) => TESTS.filter((to) => to !== from).map((to) => [from, to] as const));

  it('covers the 12 ordered pairs exactly once', () => {
    expect(pairs).toHaveLength(12);
    expect(CONCORDANCES).toHaveLength(12);
    for (const [from, to] of pairs) expect(CONCORDANCES.filter((c) => c.from === from && c.to === to)).toHaveLength(1);
  });

  it.each(pairs)('%s → %s reads as the published table', (from, to) => {
    const rows = rowInputRanges(concordance(from, to)!).map((r) => [r.label, r.value]);
    expect(rows).toEqual(expectedTables[`${from}>${to}`]);
  });

  it.each(pairs)('%s → %s: at, above and just below every threshold', (from, to) => {
    const table = concordance(from, to)!;
    const { step, max, min } = TEST_RANGES[from];
    table.rows.forEach(([threshold, expected], i) => {
      expect(value(from, to, threshold)).toBe(expected);
      if (threshold + step <= max && (i === 0 || threshold + step < table.rows[i - 1][0])) expect(value(from, to, threshold + step)).toBe(expected);
      const next = table.rows[i + 1]?.[1] ?? table.below;
      if (threshold - step >= min) expect(value(from, to, threshold - step)).toBe(next);
    });
    expect(value(from, to, min)).toBe(table.rows.at(-1)![0] > min ? table.below : table.rows.at(-1)![1]);
    expect(value(from, to, max)).toBe(table.rows[0][1]);
  });

  it('refuses a score between a test’s steps (no test reports one), naming the range and step', () => {
    expect(convertScore('IELTS', 'TOEFL', '6.3')).toEqual({ ok: false, error: 'step', test: 'IELTS', min: 0, max: 9, step: 0.5 });
    expect(convertScore('TOEFL', 'IELTS', '78.9')).toEqual({ ok: false, error: 'step', test: 'TOEFL', min: 0, max: 120, step: 1 });
    expect(convertScore('Duolingo', 'TOEFL', '123')).toEqual({ ok: false, error: 'step', test: 'Duolingo', min: 10, max: 160, step: 5 });
  });
});

describe('pairs through IELTS agree with the two published tables they compose', () => {
  const ielts = (band: string) => Number(band);
  it('PTE → TOEFL = Pearson then ETS (PTE ≥ 31)', () => {
    for (let pte = 31; pte <= 90; pte++) {
      const band = ielts(lookup(concordance('PTE', 'IELTS')!, pte));
      expect(value('PTE', 'TOEFL', pte)).toBe(lookup(concordance('IELTS', 'TOEFL')!, band));
    }
  });
  it('PTE → Duolingo = Pearson then Duolingo (PTE ≥ 31)', () => {
    for (let pte = 31; pte <= 90; pte++) {
      const band = ielts(lookup(concordance('PTE', 'IELTS')!, pte));
      expect(value('PTE', 'Duolingo', pte)).toBe(lookup(concordance('IELTS', 'Duolingo')!, band));
    }
  });
  it('TOEFL → PTE = ETS then Pearson (TOEFL ≥ 35)', () => {
    for (let toefl = 35; toefl <= 120; toefl++) {
      const etsBand = concordance('IELTS', 'TOEFL')!.rows.find(([, range]) => {
        const [lo, hi] = range.split('-').map(Number);
        return toefl >= lo && toefl <= hi;
      })![0];
      expect(value('TOEFL', 'PTE', toefl)).toBe(lookup(concordance('IELTS', 'PTE')!, etsBand));
    }
  });
  it('Duolingo ↔ TOEFL read the same table both ways', () => {
    for (let det = 65; det <= 160; det += 5) {
      const [lo, hi = lo] = value('Duolingo', 'TOEFL', det).split('-').map(Number);
      for (let toefl = lo; toefl <= hi; toefl++) expect(value('TOEFL', 'Duolingo', toefl)).toBe(String(det));
    }
  });
});

describe('failed checks', () => {
  it('reports an empty score field', () => {
    expect(convertScore('TOEFL', 'IELTS', '')).toEqual({ ok: false, error: 'empty' });
    expect(convertScore('IELTS', 'PTE', '  ')).toEqual({ ok: false, error: 'empty' });
  });

  it.each([
    ['TOEFL', '121', '-1'],
    ['IELTS', '9.5', '-0.5'],
    ['PTE', '91', '9'],
    ['Duolingo', '165', '5'],
  ] as const)('%s: out of range reports the input test', (test, above, below) => {
    const to = test === 'IELTS' ? 'TOEFL' : 'IELTS';
    const failure = { ok: false, error: 'range', test, min: TEST_RANGES[test].min, max: TEST_RANGES[test].max };
    expect(convertScore(test, to, above)).toEqual(failure);
    expect(convertScore(test, to, below)).toEqual(failure);
    expect(convertScore(test, to, 'abc')).toEqual(failure);
    expect(convertScore(test, to, String(TEST_RANGES[test].min)).ok).toBe(true);
    expect(convertScore(test, to, String(TEST_RANGES[test].max)).ok).toBe(true);
  });

  it('refuses the same input and output test', () => {
    for (const test of TESTS) expect(convertScore(test, test, String(TEST_RANGES[test].max))).toEqual({ ok: false, error: 'same-test' });
  });
});

describe('typing and links', () => {
  it('reads a score as typed: a decimal comma is the decimal point, a long number is out of range, never cut short', () => {
    expect(convertScore('IELTS', 'TOEFL', '7,5')).toMatchObject({ ok: true, score: 7.5, value: lookup(concordance('IELTS', 'TOEFL')!, 7.5) });
    expect(convertScore('TOEFL', 'IELTS', '99999')).toEqual({
      ok: false,
      error: 'range',
      test: 'TOEFL',
      min: TEST_RANGES.TOEFL.min,
      max: TEST_RANGES.TOEFL.max,
    });
  });

  it('round-trips a conversion through the query string, test names in any case', () => {
    expect(conversionQuery('TOEFL', 'IELTS', 100)).toBe('from=TOEFL&score=100&to=IELTS');
    expect(conversionFromQuery('?from=toefl&score=100&to=ielts')).toEqual({ from: 'TOEFL', to: 'IELTS', score: '100' });
    expect(conversionFromQuery('?from=GRE&score=100&to=IELTS')).toBeNull();
    expect(conversionFromQuery('')).toBeNull();
    expect(parseTest(' Duolingo ')).toBe('Duolingo');
  });
});
