import { countryIds } from '@/content/countries';
import { testimonialsOn } from '@/content/testimonials';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaSpecializations, mbaTestimonials } from '@/content/mba';

const dollars = (text: string) => [...text.matchAll(/\$([\d,]+)/g)].map((m) => Number(m[1].replace(/,/g, '')));

describe('MBA content', () => {
  it('has MBA facts for each of the 20 countries, every field filled in', () => {
    expect(Object.keys(mbaByCountry)).toEqual([...countryIds]);
    for (const mba of Object.values(mbaByCountry)) {
      for (const value of Object.values(mba)) {
        const list = Array.isArray(value) ? value : [value];
        expect(list.length).toBeGreaterThan(0);
        for (const text of list) expect(text.trim()).not.toBe('');
      }
    }
  });

  it('keeps the thresholds GMAT 600-700+, IELTS 5.5-7.0+, 1-5 years of experience', () => {
    for (const mba of Object.values(mbaByCountry)) {
      const text = mba.requirements.join(' | ');
      expect(text).toMatch(/GMAT/);
      for (const score of [...text.matchAll(/GMAT[^|]*?(\d{3})/g)].map((m) => Number(m[1]))) {
        expect(score).toBeGreaterThanOrEqual(600);
        expect(score).toBeLessThanOrEqual(700);
      }
      const ielts = text.match(/IELTS (\d\.\d)(?:–(\d\.\d))?/)!;
      for (const band of ielts.slice(1).filter(Boolean)) {
        expect(Number(band)).toBeGreaterThanOrEqual(5.5);
        expect(Number(band)).toBeLessThanOrEqual(7);
      }
      const years = text.match(/(\d)(?:–(\d))?\+? years? of work experience/)!;
      for (const y of years.slice(1).filter(Boolean)) {
        expect(Number(y)).toBeGreaterThanOrEqual(1);
        expect(Number(y)).toBeLessThanOrEqual(5);
      }
    }
  });

  it('names the post-study work routes (OPT, Graduate Route, PGWP)', () => {
    expect(mbaByCountry.usa.postStudyWork).toContain('12 months OPT');
    expect(mbaByCountry.uk.postStudyWork).toContain('2 years Graduate Route');
    expect(mbaByCountry.canada.postStudyWork).toContain('Up to 3 years PGWP');
  });

  it('labels the eight panel tiles', () => {
    expect(Object.values(mbaFactLabels)).toEqual([
      'Top Universities',
      'Tuition',
      'Program Duration',
      'Intake Months',
      'Popular Specializations',
      'Requirements',
      'Cost of Living',
      'Work Rights',
    ]);
  });

  it('states no fee range that no official page gives, on the panels or the specializations', () => {
    for (const mba of Object.values(mbaByCountry)) expect(mba.avgTuition).toMatch(/set by each business school/i);
    for (const s of mbaSpecializations) expect(dollars(s.avgFees)).toEqual([]);
    const money = /[$€£¥₩₹]\s?\d|\b(?:CHF|NOK|DKK)\s?\d|\blakh\b/;
    for (const mba of Object.values(mbaByCountry)) for (const text of Object.values(mba).flat()) expect(text).not.toMatch(money);
  });

  it('has four specializations', () => {
    expect(mbaSpecializations.map((s) => s.title)).toEqual(['International Business', 'Finance', 'Marketing', 'Entrepreneurship']);
    for (const s of mbaSpecializations) {
      expect(s.careerProspects.length).toBeGreaterThan(0);
      expect(s.features.length).toBeGreaterThan(0);
      expect(s.description && s.duration).toBeTruthy();
    }
  });

  it('has 4 benefits, the success stories of the testimonial files and 4 FAQs', () => {
    expect(mbaBenefits).toHaveLength(4);
    expect(mbaTestimonials).toEqual(testimonialsOn('mba'));
    for (const t of mbaTestimonials) expect(t.name && t.role && t.content).toBeTruthy();
    expect(mbaFaqs).toHaveLength(4);
  });
});
