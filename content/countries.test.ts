import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasFlag } from 'country-flag-icons';
import { countries, countriesIn, countryFactLabels, countryFilesIn, CountryFileError, getCountry, periodText, tuitionFactText } from '@/content/countries';
import { countryFixtureFile } from '@/tooling/country-fixture';
import { DATA_LANGUAGES } from '@/content/data/schema';
import { factFiles } from '@/content/facts/load';
import { fundsText, postStudyWork, workLimits } from '@/content/facts';
import { visaFunds } from '@/content/visa-funds';
import { monthText, priceText } from '@/content/prices/format';
import { figureWords } from '@/content/figure-words';
import { countryFixture } from '@/tooling/country-fixture';

const priceWords = (language: 'en') => figureWords(language).prices;
import { fullDate } from '@/lib/fact';

/** Every string in a value, however deeply nested. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

const files = countryFilesIn('en');
const named = files.map((f) => [f.name, f] as const);
const rulesOf = (rules: string) => factFiles.find((f) => f.name === rules)!;

// The rules across files (figures named from their facts, no money typed in, no score after a test's
// name) are the content build's: tooling/content-rules.ts, tested on fixtures beside it.
describe('countries', () => {
  it('holds one destination per English file, in the order of their `order`, with unique names', () => {
    const english = readdirSync(join(process.cwd(), 'content/countries/en')).filter((f) => f.endsWith('.yaml'));
    expect(countries.map((c) => `${c.id}.yaml`).sort()).toEqual(english.sort());
    const orders = files.map((f) => f.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    expect(getCountry(countries[0].id)).toBe(countries[0]);
  });

  it.each(countries.map((c) => [c.name, c] as const))('%s has every field filled in, a flag and band colours', (_name, country) => {
    expect(country.bgColor).toMatch(/^from-\S+( via-\S+)? to-\S+$/);
    expect(hasFlag(country.isoCode)).toBe(true);
    for (const text of strings({ ...country.details, sources: undefined, tuition: country.details.tuition.note })) expect(text.trim()).not.toBe('');
    expect(country.details.intakeMonths.length).toBeGreaterThan(0);
    expect(country.details.tuition.estimates.length + (country.details.tuition.fact ? 1 : 0)).toBeGreaterThan(0);
  });

  it('labels the eight panel cards, Average Tuition as the spec names it', () => {
    expect(Object.keys(countryFactLabels)).toHaveLength(8);
    expect(countryFactLabels.avgTuition).toBe('Average Tuition');
  });

  it('reads every language’s files, a missing translation falling back to English', () => {
    for (const language of DATA_LANGUAGES) expect(countriesIn(language).map((c) => c.id)).toEqual(countries.map((c) => c.id));
  });

  it('fills each figure in from its fact, in the language', () => {
    // A fixture file's words (tooling/country-fixture.ts), the figures of the facts it names.
    const [{ details }] = countriesIn('en', [countryFixture()]);
    const { uk, uk2027 } = postStudyWork;
    expect(details.workRights.afterGraduation).toBe(
      `Fixture visa: ${periodText(uk.value.degree, 'en')} (${periodText(uk.value.phd, 'en')} after a PhD); ${periodText(uk2027.value, 'en')} from ${fullDate(uk2027.effective!, 'en')}`,
    );
    expect(details.workRights.duringStudies).toBe(`${workLimits.uk.value} hours a week in fixture term time`);
    expect(details.costOfLiving).toBe(`${fundsText(visaFunds.ukLondonMonth)} a month (the fixture funds rule)`);
    expect(details.sources.postStudyChange).toEqual(uk2027);
    expect(periodText(9, 'en')).toBe('9 months');
    expect(periodText(12, 'en')).toBe('1 year');
    expect(periodText(36, 'en')).toBe('3 years');
  });

  it.each(countries.map((c) => [c.name, c] as const))('%s shows the facts behind its figures with their official sources', (_name, country) => {
    const { sources } = country.details;
    for (const fact of Object.values(sources)) expect(fact?.source.url).toMatch(/^https:\/\//);
  });

  it.each(named)('%s gives its tuition in the price schema, saying whose figure it is and when it was set', (_name, file) => {
    // "our estimate" or "as quoted by the university": the basis is the file's, staff may change it.
    for (const { price } of file.tuition ?? [])
      expect(priceText(price, 'en').source).toBe(`${priceWords('en').basis[price.basis]}, as of ${monthText(price.asOf, 'en')}`);
  });

  it('shows a tuition fact where the file names one, with its source, instead of the estimate', () => {
    // The fixture names a money fact of its rules file as its tuition: the text follows that fact.
    const [{ details }] = countriesIn('en', [countryFixture({ sources: { ...countryFixtureFile.sources, tuition: 'fundsLondonMonth' }, tuition: undefined })]);
    expect(details.tuition.fact).toEqual({ text: tuitionFactText(visaFunds.ukLondonMonth, 'en'), ref: visaFunds.ukLondonMonth });
    expect(details.tuition.fact!.text.startsWith(fundsText(visaFunds.ukLondonMonth))).toBe(true);
    expect(details.tuition.estimates).toEqual([]);
    // Without one, the estimate.
    const [plain] = countriesIn('en', [countryFixture()]);
    expect(plain.details.tuition.fact).toBeUndefined();
    expect(plain.details.tuition.estimates.length).toBe(1);
  });

  it('writes a tuition fact’s amount as every money figure of the page: the currency’s symbol or code, a range once, its period', () => {
    expect(tuitionFactText({ value: 22000, unit: 'NZD/year' }, 'en')).toBe(`NZ$22,000 ${priceWords('en').per.year}`);
    expect(tuitionFactText({ value: { from: 22000, to: 40000 }, unit: 'NZD/year' }, 'en')).toBe(`NZ$22,000–40,000 ${priceWords('en').per.year}`);
    expect(tuitionFactText({ value: 20000, unit: 'NOK' }, 'en')).toBe('NOK 20,000');
    expect(tuitionFactText({ value: 'no tuition fee', unit: 'NOK/year' }, 'en')).toBe('no tuition fee');
  });

  it('stops the build naming the file and the field when a figure names no fact of the rules file', () => {
    const { fallback, images, id, source, ...fields } = files[0];
    void fallback;
    const broken = { ...fields, afterGraduation: '{{noSuchFact}} to look for a job' };
    const documents = [{ id, language: 'en' as const, source, data: JSON.stringify(broken), images }];
    expect(() => countriesIn('en', documents)).toThrow(CountryFileError);
    expect(() => countriesIn('en', documents)).toThrow(`${source}: afterGraduation: {{noSuchFact}}: ${rulesOf(fields.rules).source} has no fact noSuchFact`);
  });
});
