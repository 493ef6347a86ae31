/**
 * The site built as of other days (BUILD_DATE, lib/clock.ts): after an intake has begun, after the
 * UK's Graduate visa cut applies, in a later year. The expectations are worked out from the facts and
 * the fixtures, whatever their values; no second release build (npm test's time).
 */
import { countriesIn, periodText } from '@/content/countries';
import { comingIntakes, intakeBegins, offeredIntakes } from '@/content/articles/forms';
import { postStudyWork } from '@/content/facts';
import { figuresOf } from '@/content/site';
import { countryFixture } from '@/tooling/country-fixture';
import { addMonths, buildDate, todayUtc } from '@/lib/clock';
import { factFiles } from '@/content/fact-registry';
import { recheckDay, recheckMonths } from '@/content/facts/recheck';
import { operator } from '@/content/operator-settings';
import { dueItems } from '@/tooling/due-items';
import { dueOn } from '@/tooling/due-list';
import { comingChanges, trueUntil } from '@/tooling/true-until';
import { fullDate } from '@/lib/fact';

/** A module as the build reads it with BUILD_DATE=day (loaded afresh, with the modules it imports). */
const load = <T>(path: string): T =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry, with the day set
  require(path) as T;

/** What `read` gives with BUILD_DATE=day: the modules it loads (load) read the day afresh. */
function asOf<T>(day: string, read: () => T): T {
  const before = process.env.BUILD_DATE;
  process.env.BUILD_DATE = day;
  try {
    let loaded: T | undefined;
    jest.isolateModules(() => {
      loaded = read();
    });
    return loaded!;
  } finally {
    if (before === undefined) delete process.env.BUILD_DATE;
    else process.env.BUILD_DATE = before;
  }
}

const DAYS = ['2027-01-02', '2028-03-01'];

describe.each(DAYS)('the site built as of %s', (day) => {
  it('offers no intake that has begun, the next four soonest first', () => {
    const intakes = comingIntakes(buildDate(day));
    expect(intakes).toHaveLength(4);
    for (const intake of intakes) expect(intakeBegins(intake) > day).toBe(true);
    expect(intakes).toEqual(
      day === '2027-01-02' ? ['2027-Fall', '2028-Spring', '2028-Fall', '2029-Spring'] : ['2028-Fall', '2029-Spring', '2029-Fall', '2030-Spring'],
    );
  });

  it("gives every form's intake dropdown those intakes, each with the day it begins (BUILD_DATE read by the loaders)", () => {
    const forms = asOf(day, () => load<typeof import('@/content/articles/forms')>('@/content/articles/forms').articleFormsIn('en'));
    const intakeOptions = Object.values(forms)
      .flat()
      .flatMap((d) => d.options.filter((o) => o.begins !== undefined));
    expect(intakeOptions.length).toBeGreaterThan(0);
    expect([...new Set(intakeOptions.map((o) => o.value))]).toEqual(comingIntakes(buildDate(day)));
    for (const o of intakeOptions) expect(o.begins! > day).toBe(true);
  });

  it('stays true until the next change after that day: never a day already past, never a rule already in force', () => {
    const forms = asOf(day, () => load<typeof import('@/content/articles/forms')>('@/content/articles/forms').articleFormsIn('en'));
    const intakes = offeredIntakes(forms);
    const stays = trueUntil({ built: day, intakes, facts: factFiles, due: [], yearsOfExperience: true });
    expect(stays.trueUntil > day).toBe(true);
    // No later than the first intake the forms offer, nor than the new year.
    expect(stays.trueUntil <= [...intakes.map((i) => i.begins)].sort()[0]).toBe(true);
    expect(stays.trueUntil <= `${Number(day.slice(0, 4)) + 1}-01-01`).toBe(true);
    for (const change of comingChanges({ built: day, intakes, facts: factFiles, due: [], yearsOfExperience: true })) expect(change.day > day).toBe(true);
  });

  it('works the years of experience out from the build’s year', () => {
    expect(figuresOf({ asOf: '2026-11', foundedYear: 2010 } as Parameters<typeof figuresOf>[0], buildDate(day).getUTCFullYear()).yearsOfExperience).toBe(
      Number(day.slice(0, 4)) - 2010,
    );
    const site = asOf(day, () => load<typeof import('@/content/site')>('@/content/site'));
    const founded = site.figures.foundedYear;
    if (founded !== undefined) expect(site.figures.yearsOfExperience).toBe(Math.max(1, Number(day.slice(0, 4)) - founded));
  });
});

describe('a rule with an announced change (the UK Graduate visa)', () => {
  const { uk, uk2027 } = postStudyWork;
  const effective = uk2027.effective!;
  const dayBefore = new Date(Date.parse(`${effective}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const from = fullDate(effective, 'en');
  const fixture = (day: string, changes = {}) => countriesIn('en', [countryFixture(changes)], day)[0].details.workRights.afterGraduation;

  it('states the rule in force and the coming one with its day, the day before the change', () => {
    expect(fixture(dayBefore)).toBe(
      `Fixture visa: ${periodText(uk.value.degree, 'en')} (${periodText(uk.value.phd, 'en')} after a PhD); ${periodText(uk2027.value, 'en')} from ${from}`,
    );
  });

  it.each([effective, ...DAYS.filter((d) => d > effective)])('states the cut as the rule in force from its day on (built %s)', (day) => {
    expect(fixture(day)).toBe(`Fixture visa: ${periodText(uk2027.value, 'en')} (${periodText(uk.value.phd, 'en')} after a PhD) from ${from}`);
    // The figure FAQ answers, articles and the chatbot name ({{postStudyUk}}): the months after the cut, without “if you apply from”.
    const [values, words] = asOf(day, () => [
      load<typeof import('@/content/named-figures')>('@/content/named-figures').figureValues('en'),
      load<typeof import('@/content/figure-words')>('@/content/figure-words').figureWords('en'),
    ]);
    expect(values.postStudyUk).toBe(words.postStudy.ukAfterCut);
    expect(values.postStudyUk).toContain(String(uk2027.value));
    // Not the phrase of the day before (a word-level check: a figure's digits may stand inside another's, 2 in 12).
    const before = asOf(dayBefore, () => load<typeof import('@/content/named-figures')>('@/content/named-figures').figureValues('en'));
    expect(values.postStudyUk).not.toBe(before.postStudyUk);
  });

  it('says the coming one before its day ({{postStudyUk}})', () => {
    const [values, words] = asOf(dayBefore, () => [
      load<typeof import('@/content/named-figures')>('@/content/named-figures').figureValues('en'),
      load<typeof import('@/content/figure-words')>('@/content/figure-words').figureWords('en'),
    ]);
    expect(values.postStudyUk).toBe(words.postStudy.uk);
  });

  it('says, when the line for the day of the change is missing, which field to write', () => {
    expect(() => fixture(effective, { afterGraduationFrom: undefined })).toThrow(
      'content/countries/en/fixtureland.yaml: afterGraduationFrom: missing: the announced change postStudyFrom2027 is in force from ' +
        effective +
        '; write the line as it reads now',
    );
  });
});

describe.each(DAYS)('the due list, read on %s', (day) => {
  // The list the export published on its build day answers for a later day (the repository's issue reads it so).
  const months = recheckMonths(operator.recheck);
  const list = {
    built: todayUtc(),
    items: dueItems({
      built: todayUtc(),
      facts: factFiles,
      prices: [],
      months,
      editions: [],
      standIns: [],
      universities: [],
      entryOf: (file) => file,
    }),
  };

  it('names every fact whose re-check day has come by then (its kind’s months after “Checked on”) and every fact not confirmed, and no other', () => {
    const expected = factFiles.flatMap(({ file, facts }) =>
      Object.entries(facts).flatMap(([name, f]) => (!f.confirmed || recheckDay(file, f, months) <= day ? [`${file} → ${name}`] : [])),
    );
    expect(dueOn(list, day).map((i) => i.what)).toEqual(expected);
    // A year and more on, every fact checked a year before is due, whatever its kind.
    for (const { file, facts } of factFiles)
      for (const [name, f] of Object.entries(facts))
        if (addMonths(f.checked, 12) <= day) expect(dueOn(list, day).map((i) => i.what)).toContain(`${file} → ${name}`);
  });
});
