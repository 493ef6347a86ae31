import { hasFlag } from 'country-flag-icons';
import { countries, countryFactLabels, countryIds, getCountry, period, setsMinimum } from '@/content/countries';
import { countryFunds, fundsText, otherPostStudyWork, otherWorkLimits, postStudyWork, workLimits } from '@/content/facts';

/** Every string in a value, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

describe('countries', () => {
  it('holds the 20 destinations, in order, with unique ids and names', () => {
    expect(countries.map((c) => c.id)).toEqual([
      'usa',
      'uk',
      'canada',
      'australia',
      'germany',
      'poland',
      'norway',
      'latvia',
      'lithuania',
      'southkorea',
      'japan',
      'italy',
      'hungary',
      'finland',
      'spain',
      'estonia',
      'denmark',
      'switzerland',
      'belgium',
      'ireland',
    ]);
    expect(countryIds).toEqual(countries.map((c) => c.id));
    expect(new Set(countries.map((c) => c.name)).size).toBe(20);
  });

  it.each(countries.map((c) => [c.name, c] as const))('%s has every field filled in', (_name, country) => {
    const { details } = country;
    expect(country.name.trim()).not.toBe('');
    expect(country.bgColor).toMatch(/^from-\S+( via-\S+)? to-\S+$/);
    expect(hasFlag(country.isoCode)).toBe(true);
    for (const key of Object.keys(countryFactLabels) as (keyof typeof details)[]) expect(strings(details[key]).length).toBeGreaterThan(0);
    expect(details.intakeMonths.length).toBeGreaterThanOrEqual(1);
    expect(details.topCourses.length).toBeGreaterThanOrEqual(3);
    expect(details.requirements.length).toBeGreaterThanOrEqual(3);
    for (const text of strings(details)) expect(text.trim()).not.toBe('');
  });

  it('labels the eight panel cards, in order', () => {
    expect(Object.values(countryFactLabels)).toEqual([
      'Universities',
      'Tuition',
      'Program Duration',
      'Intake Months',
      'Popular Courses',
      'Requirements',
      'Cost of Living',
      'Work Rights',
    ]);
  });

  // Where a rule changed after the old site (Australia 2023, Hungary 2022, Finland 2022), the
  // current rule comes first and the spec's figure is kept as the earlier one.
  it('states the work rights, updated to the rules in force', () => {
    const during = (id: Parameters<typeof getCountry>[0]) => getCountry(id).details.workRights.duringStudies;
    // The figures are the facts' (content/facts/*.yaml); the earlier limits named beside them are the page's history notes.
    expect(during('usa')).toContain(`${workLimits.usa.value} hours/week on campus`);
    expect(during('australia')).toMatch(new RegExp(`^${workLimits.australia.value} hours per fortnight .*raised from \\d+ hours per fortnight`));
    expect(during('germany')).toContain(`${workLimits.germany.value.full} full or ${workLimits.germany.value.half} half days per year`);
    expect(during('japan')).toContain(`${otherWorkLimits.japan.value.term} hours/week`);
    expect(during('hungary')).toMatch(new RegExp(`^${otherWorkLimits.hungary.value} hours/week .*raised from \\d+ hours/week`));
    expect(during('switzerland')).toContain(`${otherWorkLimits.switzerland.value} hours/week`);
    expect(during('finland')).toMatch(new RegExp(`no restriction.*${otherWorkLimits.finland.value} hours/week`, 'i'));
    expect(during('estonia')).toMatch(/no restriction/i);
  });

  it('names the English test and leaves its score to each university, in one wording', () => {
    for (const country of countries) {
      const english = country.details.requirements.find((r) => r.includes('IELTS'));
      expect(english).toContain(setsMinimum());
    }
  });

  it('states the post-study routes from their facts, the UK’s with its announced cut', () => {
    const after = (id: Parameters<typeof getCountry>[0]) => getCountry(id).details.workRights.afterGraduation;
    expect(after('usa')).toContain(`${postStudyWork.usa.value.opt} months OPT`);
    expect(after('uk')).toContain(`Graduate visa: ${period(postStudyWork.uk.value.degree)}`);
    expect(after('uk')).toContain(`${postStudyWork.uk2027.value} months for applications from 1 January 2027`);
    expect(after('canada')).toContain(`PGWP of up to ${period(postStudyWork.canada.value)}`);
    expect(after('germany')).toContain(`${postStudyWork.germany.value}-month`);
    expect(after('poland')).toBe(`${period(otherPostStudyWork.poland.value)} to look for a job`);
    expect(getCountry('uk').details.sources?.postStudyChange).toBe(postStudyWork.uk2027);
  });

  // A money figure on a panel is an official one from the facts module (a visa funds rule), never a
  // range no official page states, nor a rupee conversion at an old rate.
  it.each(countries.map((c) => [c.name, c] as const))('%s states money only as the visa funds facts', (_name, country) => {
    const official = Object.values(countryFunds).map((f) => fundsText(f));
    const money = /(?:US\$|CA\$|A\$|[$€£¥₩₹])\s?[\d,]+|\b(?:CHF|NOK|DKK)\s?[\d,]+|\blakh\b/g;
    for (const text of strings(country.details)) {
      for (const [figure] of text.matchAll(money)) expect(official).toContain(figure);
    }
  });

  // Every work limit and every visa funds figure a panel states is a fact with its source, shown
  // on the panel as an "as of · source" link.
  it.each(countries.map((c) => [c.name, c] as const))('%s names the facts behind its work limit and its funds figure', (_name, country) => {
    const { details } = country;
    expect(details.sources?.workRights?.source.url).toMatch(/^https:\/\//);
    expect(details.sources?.postStudy?.source.url).toMatch(/^https:\/\//);
    const official = Object.values(countryFunds).filter((f) => details.costOfLiving.includes(fundsText(f)));
    if (official.length) expect(official).toContain(details.sources?.costOfLiving);
    else if (details.sources?.costOfLiving !== countryFunds.usaI20) expect(details.sources?.costOfLiving).toBeUndefined();
  });
});
