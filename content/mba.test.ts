import { countryIds, getCountry, period, setsMinimum } from '@/content/countries';
import { postStudyWork } from '@/content/facts';
import { testimonialsOn } from '@/content/testimonials';
import { priceFiles } from '@/content/prices';
import { monthText, priceText } from '@/content/prices/format';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaSpecializations, mbaTestimonials } from '@/content/mba';

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

  it('names GMAT, the English tests and work experience, each school setting its own threshold', () => {
    for (const mba of Object.values(mbaByCountry)) {
      const text = mba.requirements.join(' | ');
      expect(text).toMatch(/GMAT/);
      expect(text).toContain(`IELTS or TOEFL: ${setsMinimum('school')}`);
      expect(text).toMatch(/work experience/i);
    }
  });

  it('states the post-study routes after a master’s from their facts', () => {
    const { usa, uk, uk2027, australia, ireland } = postStudyWork;
    expect(mbaByCountry.usa.postStudyWork).toContain(`${usa.value.opt} months OPT (+${usa.value.stemExtension} months for STEM`);
    expect(mbaByCountry.uk.postStudyWork).toContain(`Graduate visa: ${period(uk.value.degree)} after a master’s`);
    expect(mbaByCountry.uk.postStudyWork).toContain(`${uk2027.value} months for applications from`);
    expect(mbaByCountry.canada.postStudyWork).toContain('PGWP');
    expect(mbaByCountry.australia.postStudyWork).toContain(`${period(australia.value.degree * 12)} after a coursework master’s`);
    expect(mbaByCountry.ireland.postStudyWork).toContain(`${period(ireland.value.level9)} after a master’s`);
    expect(mbaByCountry.poland.postStudyWork).toBe(getCountry('poland').details.workRights.afterGraduation);
  });

  it('states the post-study benefit without a figure (the panels give each route with its source)', () => {
    const benefit = mbaBenefits.find((b) => b.title === 'Post-Study Work Rights');
    expect(benefit?.text).not.toMatch(/\d/);
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

  it('states no fee range that no official page gives on the panels; the specializations give our estimate from their price files, dated', () => {
    for (const mba of Object.values(mbaByCountry)) expect(mba.avgTuition).toMatch(/set by each business school/i);
    for (const s of mbaSpecializations) {
      const file = priceFiles.find((p) => priceText(p.price, 'en').source === s.feesSource && s.avgFees.startsWith(priceText(p.price, 'en').amount));
      expect(file?.price.basis).toBe('estimate');
      expect(s.feesSource).toContain(monthText(file!.price.asOf, 'en'));
    }
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
