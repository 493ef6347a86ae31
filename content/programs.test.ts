import { ausImmigration } from '@/content/ausimmigration';
import { getArticle } from '@/content/articles';
import { cybersecurity } from '@/content/cybersecurity';
import { mbbs as hiMbbs } from '@/content/i18n/hi/mbbs';
import { mbbs as teMbbs } from '@/content/i18n/te/mbbs';
import { mbbs } from '@/content/mbbs';
import { priceNamed } from '@/content/prices';
import { monthText, priceText } from '@/content/prices/format';
import { universitiesIn } from '@/content/universities';
import { worldDirectory } from '@/content/world-directory';
import { neet } from '@/content/neet';
import { allCourses, courseSlug, findCourse, programCategories, programsPage } from '@/content/programs';
import { href } from '@/lib/routes';

// The counts and numbers below are the site's published figures: a change here changes a claim.

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
      expect(u.internationalStudents).toBe(`${file.internationalStudents.toLocaleString('en-IN')}+`);
      expect(u.language).toBe(file.teachingLanguage);
      expect(u.fallback).toEqual([]);
    }
  });

  it('shows the accreditation as it stands (listed in the World Directory of Medical Schools, NMC formerly MCI), four highlights, an image with its size and an https website for each', () => {
    for (const u of list) {
      for (const a of u.accreditation) expect([worldDirectory.listed, 'NMC (formerly MCI)']).toContain(a);
      expect(u.highlights.map((h) => h.title)).toEqual(
        ['tuition', 'duration', 'students', 'accreditation'].map((k) => mbbs.universities.labels[k as 'tuition']),
      );
      expect(u.highlights[0]).toEqual(expect.objectContaining({ value: u.tuition.amount, note: u.tuition.source }));
      expect(u.image).toEqual(expect.objectContaining({ width: expect.any(Number), height: expect.any(Number) }));
      expect(u.image.src).toMatch(/^\/(images|media)\/.+\.[a-z]+$/);
      if (u.website) expect(u.website.href).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    }
  });

  it('has eight benefit cards, and the tuition and living cost of its price files, each with whose figure it is and when it was set', () => {
    expect(mbbs.benefits.cards).toHaveLength(8);
    for (const [label, id] of [
      ['Tuition per year', 'vietnam-mbbs-tuition'],
      ['Living cost per month', 'vietnam-living-cost'],
    ]) {
      const text = priceText(priceNamed(id), 'en');
      expect(mbbs.facts).toContainEqual({ label, value: text.amount, note: text.source });
    }
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

describe('NEET content', () => {
  const services = neet.services.list;

  it('takes each service’s starting price from its price file, our fee, dated', () => {
    for (const s of services) {
      const price = priceNamed(`neet-${s.id}`);
      expect(s.startingPrice).toBe(price.min ?? price.amount);
      expect(price.basis).toBe('our-fee');
      expect(s.details.cost).toContain(priceText(price, 'en').source);
    }
  });

  it('gives every service its details, the cost from its starting price', () => {
    for (const s of services) {
      expect(s.title).toBeTruthy();
      expect(s.description).toBeTruthy();
      expect(s.details.features.length).toBeGreaterThan(0);
      expect(s.details.duration).toBeTruthy();
      expect(s.details.targetAudience).toBeTruthy();
      expect(s.details.cost).toMatch(new RegExp(`^Starting from \\$${s.startingPrice} \\(`));
    }
  });

  it('states the durations from 1 month to 5.5 years, 100+ mock tests, the counseling period and eligibility', () => {
    const durations = services.map((s) => s.details.duration);
    expect(durations).toContain('1 month');
    expect(durations.some((d) => d.includes('5.5 years'))).toBe(true);
    const all = JSON.stringify(neet);
    expect(all).toContain('100+ mock tests');
    expect(all).toContain('July-September');
    expect(all).toContain('17 years old by December 31');
    expect(all).toContain('50% marks');
    expect(all).toContain('40% for SC/ST/OBC');
  });

  it('has a 4-step timeline, 3 why-choose cards, 4 FAQs and the 3 blog links', () => {
    expect(neet.timeline.steps).toHaveLength(4);
    for (const step of neet.timeline.steps) {
      expect(step.months).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+$/);
      expect(step.tasks.length).toBeGreaterThan(0);
    }
    expect(neet.whyChoose.cards).toHaveLength(3);
    expect(neet.faq.items).toHaveLength(4);
    // /blog/top-10-tips-to-crack-neet-ug, {token}, /blog/studying-mbbs-abroad.
    expect(neet.blog.posts.map((p) => p.blogId)).toEqual([3, 1, 2]);
    expect(getArticle('blog3').title).toBe('Top 10 Tips to Crack NEET UG');
  });
});

describe('Cybersecurity content', () => {
  it('has six programs with title, icon, description, features and accent', () => {
    expect(cybersecurity.programs.list).toHaveLength(6);
    for (const p of cybersecurity.programs.list) {
      expect(p.title && p.description && p.accent).toBeTruthy();
      expect(p.icon).toBeDefined();
      expect(p.features.length).toBeGreaterThan(0);
    }
    expect(cybersecurity.programs.action).toBe('ACCESS PROGRAM');
  });

  it('has 4 why-choose cards, 6 employers, 3 service-area groups, the hours and the 70% labs claim', () => {
    expect(cybersecurity.whyChoose.cards).toHaveLength(4);
    expect(cybersecurity.placements.employers).toHaveLength(6);
    expect(cybersecurity.serviceAreas.groups).toHaveLength(3);
    expect(cybersecurity.contact.hours).toBe('Monday-Saturday 9:00 AM to 6:00 PM');
    expect(cybersecurity.hero.text).toContain('70% hands-on labs');
    expect(cybersecurity.hero.eyebrow).toContain('Vijayawada, Andhra Pradesh');
  });

  it('has the enquiry form: name (text), email (email), phone (tel) and Request Information', () => {
    const { enquiry } = cybersecurity;
    expect(enquiry.id).toBe('enquiry-form');
    expect(enquiry.fields.map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['email', 'email'],
      ['phone', 'tel'],
    ]);
    expect(enquiry.submit).toBe('Request Information');
    expect(enquiry.subject).toMatch(/Cybersecurity/);
  });
});

describe('Australia immigration content', () => {
  it('has the three visa cards with their calls to action', () => {
    expect(ausImmigration.visas.cards.map((c) => [c.title, c.action.label])).toEqual([
      ['Skilled Migration Visa', 'Check Points'],
      ['Student Visa', 'Find Courses'],
      ['Work Visa', 'Job Search'],
    ]);
  });

  it('has the 4-step process and the three Living in Australia topics', () => {
    expect(ausImmigration.process.steps.map((s) => s.title)).toEqual(['Assessment', 'Documentation', 'Application', 'Approval']);
    expect(ausImmigration.living.cards.map((c) => c.title)).toEqual(['Lifestyle', 'Cost of Living', 'Culture']);
    expect(ausImmigration.hero.consultation.label).toBe('Free Consultation');
    expect([ausImmigration.closing.book, ausImmigration.closing.call]).toEqual(['Book Consultation', 'Call Now']);
  });
});

describe('Programs catalogue content', () => {
  it('has the four categories in order, undergraduate first', () => {
    expect(programCategories.map((c) => [c.id, c.title])).toEqual([
      ['undergraduate', 'Undergraduate'],
      ['postgraduate', 'Postgraduate'],
      ['phd', 'Doctoral'],
      ['mba', 'MBA'],
    ]);
  });

  it('holds the seven courses with their durations, specializations and stats', () => {
    expect(
      allCourses.map(({ category, course }) => [
        category.id,
        course.name,
        course.duration,
        course.specializations.join(', '),
        course.stats.students,
        course.stats.placement,
        course.stats.companies,
      ]),
    ).toEqual([
      ['undergraduate', 'B.Tech', '4 years', 'Computer Science, Electronics, Mechanical, Civil', '5000+', '95%', '100+'],
      ['undergraduate', 'B.Sc', '3 years', 'Physics, Chemistry, Mathematics, Biology', '3000+', '90%', '75+'],
      ['undergraduate', 'BA', '3 years', 'Economics, Psychology, Sociology, Literature', '2500+', '85%', '50+'],
      ['postgraduate', 'M.Tech', '2 years', 'AI & ML, Data Science, IoT, Robotics', '2000+', '98%', '150+'],
      ['postgraduate', 'M.Sc', '2 years', 'Applied Mathematics, Biotechnology, Environmental Science', '1500+', '92%', '80+'],
      ['phd', 'Ph.D', '3-5 years', 'Engineering, Sciences, Humanities, Management', '500+', '100%', '200+'],
      ['mba', 'MBA', '2 years', 'Finance, Marketing, HR, Operations', '3000+', '97%', '250+'],
    ]);
  });

  it('links each course to /courses/{categoryId}/{name lowercased with hyphens}', () => {
    expect(courseSlug('Applied Data Science')).toBe('applied-data-science');
    expect(allCourses.map(({ category, slug }) => href(`course:${category.id}/${slug}`))).toEqual([
      '/courses/undergraduate/b.tech/',
      '/courses/undergraduate/b.sc/',
      '/courses/undergraduate/ba/',
      '/courses/postgraduate/m.tech/',
      '/courses/postgraduate/m.sc/',
      '/courses/phd/ph.d/',
      '/courses/mba/mba/',
    ]);
    expect(findCourse('phd', 'ph.d')?.course.name).toBe('Ph.D');
    expect(findCourse('mba', 'b.tech')).toBeUndefined();
  });

  it('has 4-6 FAQs, the 3-step application process and 4 reasons to choose us', () => {
    expect(programsPage.faq.items.length).toBeGreaterThanOrEqual(4);
    expect(programsPage.faq.items.length).toBeLessThanOrEqual(6);
    expect(programsPage.process.steps.map((s) => s.title)).toEqual(['Check Deadlines', 'Financial Planning', 'Submit Application']);
    expect(programsPage.whyChoose.points).toHaveLength(4);
  });
});
