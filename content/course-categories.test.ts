import { courseCategories, courseLevels, intakeCountries } from '@/content/course-categories';

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

  it.each(courseCategories.map((c) => [c.title, c] as const))('%s has levels, courses and intakes for all four countries', (_t, category) => {
    expect(category.levels.length).toBeGreaterThan(0);
    for (const level of category.levels) expect(courseLevels).toContain(level);
    expect(category.popularCourses.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(category.intakes).sort()).toEqual([...intakeCountries].sort());
    for (const country of intakeCountries) {
      expect(category.intakes[country]).toMatch(/^Q[1-4] \([A-Z][a-z]{2} - [A-Z][a-z]{2}\)(, Q[1-4] \([A-Z][a-z]{2} - [A-Z][a-z]{2}\))*$/);
    }
    expect(category.duration.trim()).not.toBe('');
    // No official page states a percentage: the scholarship line promises none.
    expect(category.scholarship).toMatch(/^Partial tuition scholarships/);
    expect(category.scholarship).not.toMatch(/\d+ ?%/);
    expect(category).not.toHaveProperty('fees');
  });

  it('spans durations from 6 months to 6 years', () => {
    const durations = courseCategories.map((c) => c.duration).join(' ');
    expect(durations).toContain('6 months');
    expect(durations).toContain('6 years');
  });
});
