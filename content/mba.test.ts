import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { countries, getCountry, periodText } from '@/content/countries';
import { FIGURE } from '@/content/figure-names';
import { postStudyWork } from '@/content/facts';
import { testimonialsOn } from '@/content/testimonials';
import { faqSection } from '@/content/faq/entries';
import { iconNode } from '@/content/data/schema';
import { priceFiles } from '@/content/prices';
import { monthText, priceText } from '@/content/prices/format';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaPage, mbaSpecializations, mbaTestimonials } from '@/content/mba';

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

  it('names GMAT, the English tests and work experience, each school setting its own threshold', () => {
    const clauses = new Set<string | undefined>();
    for (const mba of Object.values(mbaByCountry)) {
      const text = mba.requirements.join(' | ');
      expect(text).toMatch(/GMAT/);
      expect(text).toMatch(/work experience/i);
      clauses.add(
        mba.requirements
          .find((r) => r.startsWith('IELTS'))
          ?.split(': ')
          .at(-1),
      );
    }
    // No score typed in: whatever the words staff choose, the minimum is each school's.
    for (const clause of clauses) {
      expect(clause).toBeTruthy();
      expect(clause).not.toMatch(/\d/);
    }
  });

  it('states the post-study routes after a master’s from their facts', () => {
    // The figures of content/facts/, whatever words the country files put round them.
    const { usa, uk, uk2027, canada, australia, ireland } = postStudyWork;
    const figure = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);
    expect(mbaByCountry.usa.postStudyWork).toMatch(figure(usa.value.opt));
    expect(mbaByCountry.usa.postStudyWork).toMatch(figure(usa.value.stemExtension));
    expect(mbaByCountry.uk.postStudyWork).toContain(periodText(uk.value.degree, 'en'));
    expect(mbaByCountry.uk.postStudyWork).toContain(periodText(uk2027.value, 'en'));
    expect(mbaByCountry.canada.postStudyWork).toContain(periodText(canada.value, 'en'));
    expect(mbaByCountry.australia.postStudyWork).toContain(periodText(australia.value.degree * 12, 'en'));
    expect(mbaByCountry.ireland.postStudyWork).toContain(periodText(ireland.value.level9, 'en'));
    expect(mbaByCountry.poland.postStudyWork).toBe(getCountry('poland').details.workRights.afterGraduation);
  });

  it('states the benefits without a typed figure (a figure is a named one, with its source; the panels give each post-study route)', () => {
    expect(mbaBenefits.length).toBeGreaterThan(0);
    const file = parse(readFileSync(join(process.cwd(), 'content/pages/en/mba.yaml'), 'utf8')) as { benefits: { items: { title: string; text: string }[] } };
    expect(file.benefits.items.filter((b) => /\d/.test(b.text.replace(FIGURE, ''))).map((b) => b.title)).toEqual([]);
  });

  it('labels the eight panel tiles', () => {
    expect(Object.keys(mbaFactLabels)).toHaveLength(8);
  });

  it('states no fee range that no official page gives on the panels; the specializations give our estimate from their price files, dated', () => {
    for (const s of mbaSpecializations) {
      const file = priceFiles.find((p) => priceText(p.price, 'en').source === s.feesSource && s.avgFees.startsWith(priceText(p.price, 'en').amount));
      expect(file?.price.basis).toBe('estimate');
      expect(s.feesSource).toContain(monthText(file!.price.asOf, 'en'));
    }
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
