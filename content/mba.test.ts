import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { countries, countriesIn, countryFilesIn, periodText } from '@/content/countries';
import { COUNTRY_FIGURE } from '@/content/countries/schema';
import { FIGURE } from '@/content/figure-names';
import { postStudyWork } from '@/content/facts';
import { pageWords } from '@/content/pages';
import { testimonialsOn } from '@/content/testimonials';
import { faqSection } from '@/content/faq/entries';
import { iconNode } from '@/content/data/schema';
import { priceNamed } from '@/content/prices';
import { monthText, priceText } from '@/content/prices/format';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaPage, mbaSpecializations, mbaTestimonials } from '@/content/mba';
import { countryFixture } from '@/tooling/country-fixture';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line as its country file words it, each {{figure}} filled in (with whatever its fact says). */
const asWritten = (line: string) => {
  // split() keeps each figure's three groups (fact, part, format) between the words.
  const words = line.split(new RegExp(COUNTRY_FIGURE.source)).filter((_, i) => i % 4 === 0);
  return expect.stringMatching(new RegExp(`^${words.map(escaped).join('(?!\\{\\{).+?')}$`));
};

describe('MBA content', () => {
  it('has MBA facts for each destination, every field filled in', () => {
    expect(Object.keys(mbaByCountry)).toEqual(countries.map((c) => c.id));
    for (const mba of Object.values(mbaByCountry)) {
      for (const value of Object.values(mba)) {
        const list = Array.isArray(value) ? value : [value];
        expect(list.length).toBeGreaterThan(0);
        for (const text of list) expect(text.trim()).not.toBe('');
      }
    }
  });

  it('names the tests and work experience as each country file words them (a score after a test’s name is refused by the content build: each school sets its own)', () => {
    // Whatever destinations and words staff choose: each panel lists its file's MBA requirements, not
    // the general ones, in order. The score rule is tooling/content-rules.ts's, tested on fixtures there.
    for (const file of countryFilesIn('en')) expect([file.id, mbaByCountry[file.id].requirements]).toEqual([file.id, file.mbaRequirements.map(asWritten)]);
  });

  it('states the route after a master’s from its facts: the MBA line where the file has one, else the route after graduation', () => {
    // A fixture destination (tooling/country-fixture.ts), with and without an MBA line of its own.
    const { uk, uk2027 } = postStudyWork;
    const [own, same] = countriesIn('en', [
      countryFixture({ order: 10, mbaAfterGraduation: 'Fixture visa after an MBA: {{postStudy.degree|period}}, {{postStudyFrom2027|period}} later' }, 'own'),
      countryFixture({ order: 20 }, 'same'),
    ]);
    expect(own.mba.postStudyWork).toBe(`Fixture visa after an MBA: ${periodText(uk.value.degree, 'en')}, ${periodText(uk2027.value, 'en')} later`);
    expect(same.mba.postStudyWork).toBe(same.details.workRights.afterGraduation);
    // The live files, the same way.
    for (const file of countryFilesIn('en')) {
      const { workRights } = countries.find((c) => c.id === file.id)!.details;
      expect([file.id, mbaByCountry[file.id].postStudyWork]).toEqual([
        file.id,
        file.mbaAfterGraduation ? asWritten(file.mbaAfterGraduation) : workRights.afterGraduation,
      ]);
    }
  });

  it('states the benefits without a typed figure (a figure is a named one, with its source; the panels give each post-study route)', () => {
    expect(mbaBenefits.length).toBeGreaterThan(0);
    const file = parse(readFileSync(join(process.cwd(), 'content/pages/en/mba.yaml'), 'utf8')) as { benefits: { items: { title: string; text: string }[] } };
    expect(file.benefits.items.filter((b) => /\d/.test(b.text.replace(FIGURE, ''))).map((b) => b.title)).toEqual([]);
  });

  it('labels the eight panel tiles', () => {
    expect(Object.keys(mbaFactLabels)).toHaveLength(8);
  });

  it('states no fee range that no official page gives on the panels; the specializations give the fee of the price file each names, whose and dated', () => {
    const items = pageWords('mba').specializations.items;
    expect(mbaSpecializations.map((s) => s.title)).toEqual(items.map((i) => i.title));
    items.forEach(({ fees }, i) => {
      const price = priceNamed(fees);
      const { amount, per, source } = priceText(price, 'en');
      expect(mbaSpecializations[i]).toMatchObject({ avgFees: `${amount} ${per}`, feesSource: source });
      expect(source).toContain(monthText(price.asOf, 'en'));
    });
    const money = /[$€£¥₩₹]\s?\d|\b(?:CHF|NOK|DKK)\s?\d|\blakh\b/;
    expect(mbaPage.destinations.tuition.trim()).not.toBe('');
    expect(mbaPage.destinations.tuition).not.toMatch(money);
    for (const mba of Object.values(mbaByCountry)) for (const text of Object.values(mba).flat()) expect(text).not.toMatch(money);
  });

  it('gives each specialization and benefit its words and a lucide icon', () => {
    for (const s of [...mbaSpecializations, ...mbaBenefits]) expect(() => iconNode(s.icon)).not.toThrow();
    for (const s of mbaSpecializations) {
      expect(s.careerProspects.length).toBeGreaterThan(0);
      expect(s.features.length).toBeGreaterThan(0);
      expect(s.title && s.description && s.duration).toBeTruthy();
    }
    for (const b of mbaBenefits) expect(b.title && b.text).toBeTruthy();
  });

  it('shows the success stories of the testimonial files and the FAQ entries of section mba', () => {
    expect(mbaTestimonials).toEqual(testimonialsOn('mba'));
    for (const t of mbaTestimonials) expect(t.name && t.role && t.content).toBeTruthy();
    expect(mbaFaqs).toEqual(faqSection('mba'));
  });
});
