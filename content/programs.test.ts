/**
 * The programme pages' content (MBBS, cybersecurity, Australia immigration, the programs
 * catalogue; NEET is content/neet.test.ts), by the rules the pages need, whatever the universities,
 * services, courses, prices and words staff keep: each item has what its card shows, links go where
 * they should, samples follow the operator's switch. Pages are compared with these modules in their component tests.
 */
import { ausImmigration } from '@/content/ausimmigration';
import { cybersecurity } from '@/content/cybersecurity';
import { faqSection } from '@/content/faq/entries';
import { mbbs } from '@/content/mbbs';
import { pageWords } from '@/content/pages';
import { priceNamed } from '@/content/prices';
import { monthText, priceText } from '@/content/prices/format';
import { tuitionAcross, universitiesIn } from '@/content/universities';
import { mbbsCheckFacts } from '@/content/mbbs-check';
import { programmeMeetsRules } from '@/lib/mbbs-check';
import { worldDirectory } from '@/content/world-directory';
import { coursesIn } from '@/content/courses';
import { allCourses, findCourse, programCategories, programsPage } from '@/content/programs';
import { getRoute, href } from '@/content/routes';
import { samplesShownAndHidden } from '@/tooling/with-operator';
import { contentFor } from '@/content/i18n';

const { mbbs: hiMbbs } = contentFor('hi');
const { mbbs: teMbbs } = contentFor('te');

const filled = (s: unknown) => typeof s === 'string' && s.trim().length > 0;
const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;

describe('MBBS content', () => {
  const list = mbbs.universities.list;

  it('shows each university of content/universities/ as its English file gives it: tuition with whose figure and when, duration and international students', () => {
    const files = universitiesIn('en');
    expect(list.map((u) => u.id)).toEqual(files.map((f) => f.id));
    for (const [u, file] of list.map((u, i) => [u, files[i]] as const)) {
      expect(u.name).toBe(file.name);
      expect(u.tuition).toEqual(priceText(file.tuition, 'en'));
      expect(u.tuition.full).toContain(monthText(file.tuition.asOf, 'en'));
      expect(u.duration).toBe(`${file.durationYears} years`);
      // As the university counts them, only when its file gives them.
      expect(u.internationalStudents).toBe(file.internationalStudents === undefined ? undefined : `${file.internationalStudents.toLocaleString('en-IN')}+`);
      expect(u.language).toBe(file.teachingLanguage);
      expect(u.fallback).toEqual([]);
    }
  });

  it('says a course meets the NMC rules only when the university’s stated programme facts meet every rule the check tests from them; four highlights, an image with its size and an https website for each', () => {
    const files = universitiesIn('en');
    for (const [u, file] of list.map((u, i) => [u, files[i]] as const)) {
      const meets = file.programme !== undefined && programmeMeetsRules(file.programme, mbbsCheckFacts);
      expect(u.programme.meetsRules).toBe(meets);
      expect(u.programme.claim).toBe(meets ? pageWords('mbbs').listing.nmc : undefined);
      expect(u.accreditation).toEqual([worldDirectory.listed, ...(meets ? [pageWords('mbbs').listing.nmc] : [])]);
      expect(u.programme.query).toContain(`uni=${u.id}`);
      expect(u.highlights.map((h) => h.title)).toEqual(
        ['tuition', 'duration', ...(u.internationalStudents ? ['students'] : []), 'accreditation'].map((k) => mbbs.universities.labels[k as 'tuition']),
      );
      expect(u.highlights[0]).toEqual(expect.objectContaining({ value: u.tuition.amount, note: u.tuition.source }));
      expect(u.image).toEqual(expect.objectContaining({ width: expect.any(Number), height: expect.any(Number) }));
      expect(u.image.src).toMatch(/^\/(images|media)\/.+\.[a-z]+$/);
      if (u.website) expect(u.website.href).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
  });

  it('has the benefit cards of its page file, and the tuition and living cost of its price files, each with whose figure it is and when it was set', () => {
    const words = pageWords('mbbs');
    expect(mbbs.benefits.cards.map((c) => c.title)).toEqual(words.benefits.cards.map((c) => c.title));
    const living = priceText(priceNamed('vietnam-living-cost'), 'en');
    expect(mbbs.facts).toContainEqual({ label: words.facts.livingCost, value: living.amount, note: living.source });
    const tuition = priceText(tuitionAcross(universitiesIn('en')), 'en');
    expect(mbbs.facts).toContainEqual({ label: words.facts.tuition, value: tuition.amount, note: tuition.source });
    expect(mbbs.hero.explore.hash).toBe(`#${mbbs.universities.id}`);
  });

  it.each([
    ['te', teMbbs],
    ['hi', hiMbbs],
  ] as const)('%s: each card takes its words from its language’s file and its figures from the English file', (language, edition) => {
    const own = universitiesIn(language);
    for (const [card, english] of edition.universities.list.map((c, i) => [c, list[i]] as const)) {
      const file = own.find((f) => f.id === card.id)!;
      expect(card.summary).toBe(file.summary);
      expect(card.location).toBe(file.location);
      expect(card.name).toBe(english.name);
      expect(card.website).toEqual(english.website);
      expect(card.image).toEqual({ ...english.image, alt: file.imageAlt });
      expect(card.tuition.amount).toBe(english.tuition.amount);
      expect(card.tuition.source).toContain(monthText(universitiesIn('en').find((f) => f.id === card.id)!.tuition.asOf, language));
    }
  });
});

describe('Cybersecurity content', () => {
  it('has its programs, each with title, icon, description, features and accent', () => {
    expect(cybersecurity.programs.list.length).toBeGreaterThan(0);
    for (const p of cybersecurity.programs.list) {
      expect(p.title && p.description && p.accent).toBeTruthy();
      expect(p.icon).toBeDefined();
      expect(p.features.length).toBeGreaterThan(0);
    }
    expect(filled(cybersecurity.programs.action)).toBe(true);
    expect(cybersecurity.whyChoose.cards.length).toBeGreaterThan(0);
    expect(cybersecurity.serviceAreas.groups.length).toBeGreaterThan(0);
    expect(filled(cybersecurity.contact.hours)).toBe(true);
  });

  it('lists the employer names, the invented ones marked as samples and only while samples are shown', () => {
    const { shown, hidden } = samplesShownAndHidden(
      () => jest.requireActual<typeof import('@/content/cybersecurity')>('@/content/cybersecurity').cybersecurity.placements.employers,
    );
    for (const e of shown) expect(filled(e.name)).toBe(true);
    expect(hidden).toEqual(shown.filter((e) => !e.sample));
  });

  it('has the enquiry form: name (text), email (email), phone (tel), its button and the subject the lead carries', () => {
    const { enquiry } = cybersecurity;
    expect(enquiry.id).toBe('enquiry-form');
    expect(enquiry.fields.map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['email', 'email'],
      ['phone', 'tel'],
    ]);
    expect([enquiry.submit, enquiry.subject].every(filled)).toBe(true);
  });
});

describe('Australia immigration content', () => {
  it('has its visa cards, each with a call to action to a page that exists or the contact form with a subject', () => {
    expect(ausImmigration.visas.cards.length).toBeGreaterThan(0);
    for (const c of ausImmigration.visas.cards) {
      expect([c.title, filled(c.action.label)]).toEqual([c.title, true]);
      if ('to' in c.action && c.action.to) expect(() => getRoute(c.action.to as never)).not.toThrow();
      else expect([c.title, filled((c.action as { contactSubject?: string }).contactSubject)]).toEqual([c.title, true]);
    }
  });

  it('has its process steps, Living in Australia topics and calls to action', () => {
    expect(ausImmigration.process.steps.length).toBeGreaterThan(0);
    for (const s of ausImmigration.process.steps) expect(filled(s.title)).toBe(true);
    expect(ausImmigration.living.cards.length).toBeGreaterThan(0);
    expect([ausImmigration.hero.consultation.label, ausImmigration.closing.book, ausImmigration.closing.call].every(filled)).toBe(true);
  });
});

describe('Programs catalogue content', () => {
  it('has its categories, each with a unique id, a title and at least one course', () => {
    expect(programCategories.length).toBeGreaterThan(0);
    expect(unique(programCategories.map((c) => c.id))).toBe(true);
    for (const c of programCategories) expect([c.id, filled(c.title), c.courses.length > 0]).toEqual([c.id, true, true]);
  });

  it('shows each course of content/courses/ under the category its file names, the page’s categories in order, our figures as the file gives them', () => {
    expect(programCategories.map((c) => c.id)).toEqual(pageWords('program').categories.map((c) => c.id));
    const files = coursesIn('en');
    expect(allCourses.map(({ course }) => course.name).sort()).toEqual(files.map((f) => f.name).sort());
    for (const file of files) {
      const { category, course } = allCourses.find((c) => c.course.name === file.name)!;
      expect([file.name, category.id]).toEqual([file.name, file.category]);
      expect(course.specializations).toEqual(file.specializations);
      // Only the figures the file gives: none, no figures shown.
      const { students, placementPercent, companies } = file.stats ?? {};
      expect(course.stats).toEqual({
        ...(students !== undefined && { students: `${students}+` }),
        ...(placementPercent !== undefined && { placement: `${placementPercent}%` }),
        ...(companies !== undefined && { companies: `${companies}+` }),
      });
    }
  });

  it('titles each course page from the page’s templates, naming the course and its specializations', () => {
    for (const { category, course, slug } of allCourses) {
      const route = getRoute(`course:${category.id}/${slug}`);
      expect([route.label, route.title]).toEqual([course.name, expect.stringContaining(course.name)]);
      expect(route.title).not.toMatch(/\{\w+\}/);
      for (const s of course.specializations) expect(route.description).toContain(s);
      // Our figures only where the course's file gives them: never a blank or an unfilled {placeholder}.
      expect(route.description).not.toMatch(/\{\w+\}|undefined/);
    }
  });

  it('gives each course its duration, specializations, stats, description, destinations and eligibility', () => {
    for (const { category, course } of allCourses) {
      const what = `${category.id}/${course.name}`;
      expect([what, [course.name, course.duration, course.description, course.eligibility].every(filled)]).toEqual([what, true]);
      expect([what, Object.values(course.stats).every(filled)]).toEqual([what, true]);
      expect([what, course.specializations.length > 0, course.destinations.length > 0]).toEqual([what, true, true]);
    }
  });

  it('links each course to /courses/{categoryId}/{its file’s name}, one page each', () => {
    expect(allCourses.map(({ category, slug }) => href(`course:${category.id}/${slug}`))).toEqual(
      programCategories.flatMap((c) => c.courses.map((course) => `/courses/${c.id}/${course.id}/`)),
    );
    expect(unique(allCourses.map(({ category, slug }) => `${category.id}/${slug}`))).toBe(true);
    for (const { category, course, slug } of allCourses) expect(findCourse(category.id, slug)?.course).toBe(course);
    expect(findCourse(programCategories[0].id, 'no-such-course')).toBeUndefined();
  });

  it('has the program questions of the entry files, its application steps and reasons to choose us', () => {
    expect(programsPage.faq.items.map((i) => i.id)).toEqual(faqSection('program').map((e) => e.name));
    expect(programsPage.process.steps.length).toBeGreaterThan(0);
    for (const s of programsPage.process.steps) expect(filled(s.title)).toBe(true);
    expect(programsPage.whyChoose.points.length).toBeGreaterThan(0);
  });
});
