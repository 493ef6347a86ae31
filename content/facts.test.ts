import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { home } from '@/content/home';
import { figureWords } from '@/content/figure-words';
import { fundsText, workLimits } from '@/content/facts';
import { factFiles } from '@/content/facts/load';
import { countries } from '@/content/countries';
import { priceFiles } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import type { Price } from '@/content/prices/schema';
import { universitiesIn } from '@/content/universities';
import { site, figures } from '@/content/site';
import { stringsOf, type FoundString } from '@/tooling/module-strings';

/** Every string any content module exports (the site's copy), with where it sits. */
function contentStrings(): FoundString[] {
  const dir = join(process.cwd(), 'content');
  const files = (function list(d: string): string[] {
    return readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(d, e.name)) : [join(d, e.name)]));
  })(dir).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
  const seen = new Set<unknown>();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads each module found on disk, by path, synchronously
  const out = files.flatMap((f) => stringsOf(require(f), f.slice(dir.length + 1), undefined, seen));
  return out;
}

const strings = contentStrings();
const pageStrings = strings;
const matches = (re: RegExp) => strings.flatMap(({ where, text }) => [...text.matchAll(re)].map((m) => ({ where, found: m[0], value: m[1] })));

describe('facts that several pages repeat agree everywhere', () => {
  it('reads the copy of every content module', () => {
    expect(strings.length).toBeGreaterThan(1000);
  });

  it('Australian student work rights: the data file’s fortnightly limit wherever a fortnightly limit is stated', () => {
    const limit = String(workLimits.australia.value);
    const stated = matches(/(?<!raised from )\b(\d+) hours (?:per|a) fortnight/g);
    const raisedFrom = matches(/raised from (\d+) hours per fortnight/g);
    expect(stated.length).toBeGreaterThanOrEqual(4); // /countries, /services FAQ, the study-abroad FAQ, an article
    for (const m of stated) expect(m).toMatchObject({ value: limit });
    // The only other figure left is the history note ("raised from … in July 2023"), next to the limit.
    for (const m of raisedFrom) expect(Number(m.value)).toBeLessThan(workLimits.australia.value);
    expect(figureWords('en').workLimit.australia).toContain(limit);
  });

  it('one count of students helped', () => {
    const counts = matches(/(\d[\d,]*k?\+)(?= (?:students|Students|success stories))/g);
    expect(counts.length).toBeGreaterThanOrEqual(3);
    for (const m of counts) expect(m).toMatchObject({ value: figures.text.studentsHelped });
    expect(home.counters.stats[0]).toMatchObject({ value: figures.studentsHelped });
  });

  it('one success rate, for success and visa approval alike', () => {
    const rates = [
      ...matches(/(\d+%) (?:success|Success|visa approval)/g),
      // Loan approvals ("approval rate is 90%+") are another measure, left out.
      ...matches(/(?:success rate|visa approval rate) is (\d+%)/g),
    ];
    expect(rates.length).toBeGreaterThanOrEqual(5);
    for (const m of rates) expect(m).toMatchObject({ value: figures.text.successRate });
    expect(home.counters.stats.find((s) => s.suffix === '%')).toMatchObject({ value: figures.successRate });
  });

  it('one number of partner universities and of countries', () => {
    const partners = matches(/(\d[\d,]*\+) (?:partner universities|university partners|partners|universities across)/g);
    expect(partners.length).toBeGreaterThanOrEqual(4);
    for (const m of partners) expect(m).toMatchObject({ value: figures.text.partnerUniversities });
    // The countries counted by the operator, shown only where the settings give them.
    const countries = matches(/(\d+\+) (?:countries|Countries)/g);
    if (figures.text.countries === undefined) expect(countries).toEqual([]);
    for (const m of countries) expect(m).toMatchObject({ value: figures.text.countries });
  });

  it('one set of opening hours for the head office: the call card no longer says the office opens on Sunday', () => {
    expect(site.hours.callCard).toBe(site.hours.hoursCard);
    expect(site.headOffice.timings).toBe(site.hours.hoursCard);
    expect(strings.filter((s) => /Mon\s*[-–]\s*Sun\b/i.test(s.text))).toEqual([]);
  });

  it('the Medical Council of India is named only as the NMC’s former name, and the WHO neither lists nor recognises schools', () => {
    const mci = pageStrings.filter(({ text }) => /\bMCI\b/.test(text) && !/(formerly|గతంలో|पहले) MCI|Medical Council of India \(MCI\) (was|is now)/.test(text));
    expect(mci).toEqual([]);
    // The World Directory of Medical Schools lists them (WFME and FAIMER; the WHO published it until
    // 2007): content/world-directory.test.ts reads every page's words for any other mention of the WHO.
    const whoRecognised = pageStrings.filter(({ text }) =>
      /WHO[- ]listed|WHO[^.]{0,20}recogni[sz]ed|recogni[sz]ed by (the )?WHO|WHO.{0,12}मान्यता-प्राप्त|WHO.{0,20}గుర్తింపు ఉన్న/.test(text),
    );
    expect(whoRecognised).toEqual([]);
  });

  it('one wording of the loan moratorium: the course plus a grace period', () => {
    // Every sentence that gives the moratorium a length.
    const moratorium = pageStrings.filter(({ text }) => /moratorium|मोरेटोरियम|మారటోరియం/i.test(text) && /\d/.test(text));
    expect(moratorium.length).toBeGreaterThanOrEqual(3);
    const wordings = (['en', 'te', 'hi'] as const).map((l) => figureWords(l).loanMoratorium);
    for (const m of moratorium) expect([m.where, wordings.some((w) => m.text.includes(w))]).toEqual([m.where, true]);
  });

  // Issue 29: a money figure is an official one (a fact with its source), or ours and said to be ours
  // (our prices), or the planner's input limits; never a fee, living-cost or loan range that no
  // official page states, nor a rupee conversion at an old rate. Walks the site's own modules; the
  // files staff write in the editor (articles, FAQ entries, testimonials) are theirs to word, so a
  // new article with a figure in it never fails the tests (issue 28).
  it('states money only as an official fact, a price of the price, university or country files, our own prices or the planner’s input limits', () => {
    const staffFiles = /^(articles|faq|testimonials)\//;
    const money = /(?:US\$|CA\$|A\$|NZ\$|CAD|AUD|NZD|GBP|EUR|CHF|NOK|DKK|[$€£¥₩₹])\s?\d[\d,.]*|\d+(?:\.\d+)?\s?(?:lakh|crore|లక్ష|కోట్ల|लाख|करोड़)(?! candidates)/g;
    // Every money figure of the facts files (content/facts/*.yaml), as /countries writes it.
    const official = new Set(
      factFiles
        .flatMap((file) => Object.values(file.facts))
        .flatMap(({ value, unit }) => (typeof value === 'number' && /^[A-Z]{3}\b/.test(unit) ? [fundsText({ value, unit })] : [])),
    );
    // Every price the files set (our prices, the universities' quotes, the countries' estimates), as the pages write it (its first amount).
    const prices: Price[] = [
      ...priceFiles.map((p) => p.price),
      ...universitiesIn('en').map((u) => u.tuition),
      ...countries.flatMap((c) => c.details.tuition.estimates.map((e) => e.price)),
    ];
    const priced = new Set([
      ...prices.map((p) => priceText({ ...p, max: undefined, amount: p.amount ?? p.min }, 'en').amount),
      // A country's official tuition fact, as its panel writes it.
      ...countries.flatMap((c) => [...(c.details.tuition.fact?.text ?? '').matchAll(money)].map((m) => m[0])),
    ]);
    const ours = (where: string, text: string) =>
      /^(i18n\/\w+\/)?neet\.ts\.neet\.services\.list\.\d+\.details\.cost$/.test(where) || // our NEET service prices
      /^(i18n\/\w+\/)?planner\.ts\.planner\.messages\.amount$/.test(where) || // the loan field's limits
      /service packages start from/.test(text); // our packages' price
    const offenders = strings
      .filter(({ where }) => !staffFiles.test(where))
      .flatMap(({ where, text }) =>
        [...text.matchAll(money)]
          .map((m) => m[0].replace(/[,.]$/, ''))
          .filter((found) => found !== '₹0' && !official.has(found) && !priced.has(found) && !ours(where, text))
          .map((found) => `${where}: ${found}`),
      );
    expect(offenders).toEqual([]);
  });
});
