import { courseCategories, courseLevels, feeCountries } from '@/content/course-categories';

describe('course categories', () => {
  it('holds the 12 categories, in order', () => {
    expect(courseCategories.map((c) => c.title)).toEqual([
      'Healthcare & Nursing',
      'Accounting & Finance',
      'Agriculture & Veterinary Sciences',
      'Architecture & Construction',
      'Engineering',
      'IT & Computer Science',
      'Media & Communication',
      'Sports',
      'Travel & Hospitality',
      'Business & Management',
      'Law',
      'Data Science',
    ]);
    expect(new Set(courseCategories.map((c) => c.id)).size).toBe(12);
  });

  it.each(courseCategories.map((c) => [c.title, c] as const))('%s has levels, courses, fees and intakes for all four countries', (_t, category) => {
    expect(category.levels.length).toBeGreaterThan(0);
    for (const level of category.levels) expect(courseLevels).toContain(level);
    expect(category.popularCourses.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(category.fees).sort()).toEqual([...feeCountries].sort());
    expect(Object.keys(category.intakes).sort()).toEqual([...feeCountries].sort());
    for (const country of feeCountries) {
      expect(category.fees[country]).toMatch(/^₹\d+–\d+ lakh per year$/);
      expect(category.intakes[country]).toMatch(/^Q[1-4] \([A-Z][a-z]{2} - [A-Z][a-z]{2}\)(, Q[1-4] \([A-Z][a-z]{2} - [A-Z][a-z]{2}\))*$/);
    }
    expect(category.duration.trim()).not.toBe('');
    expect(category.scholarship).toMatch(/^Up to (50|40|75)%/);
  });

  it('spans durations from 6 months to 6 years and scholarship claims of 40%, 50% and 75%', () => {
    const durations = courseCategories.map((c) => c.duration).join(' ');
    expect(durations).toContain('6 months');
    expect(durations).toContain('6 years');
    const claims = new Set(courseCategories.map((c) => c.scholarship.match(/Up to (\d+)%/)![1]));
    expect([...claims].sort()).toEqual(['40', '50', '75']);
  });
});
