import { courseCategories, courseLevels, intakeCountries } from '@/content/course-categories';

describe('course categories', () => {
  it('holds its categories, each with a title and an id of its own', () => {
    expect(courseCategories.length).toBeGreaterThan(0);
    for (const c of courseCategories) expect(c.title.trim()).not.toBe('');
    expect(new Set(courseCategories.map((c) => c.id)).size).toBe(courseCategories.length);
  });

  it.each(courseCategories.map((c) => [c.title, c] as const))('%s has levels, courses and intakes for all four countries', (_t, category) => {
    expect(category.levels.length).toBeGreaterThan(0);
    for (const level of category.levels) expect(courseLevels).toContain(level);
    expect(category.popularCourses.length).toBeGreaterThan(0);
    expect(Object.keys(category.intakes).sort()).toEqual([...intakeCountries].sort());
    for (const country of intakeCountries) {
      expect(category.intakes[country]).toMatch(/^Q[1-4] \([A-Z][a-z]{2} - [A-Z][a-z]{2}\)(, Q[1-4] \([A-Z][a-z]{2} - [A-Z][a-z]{2}\))*$/);
    }
    expect(category.duration.trim()).not.toBe('');
    // No official page states a percentage: the scholarship line promises none.
    expect(category.scholarship.trim()).not.toBe('');
    expect(category.scholarship).not.toMatch(/\d+ ?%/);
    expect(category).not.toHaveProperty('fees');
  });
});
