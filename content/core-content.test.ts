import { about, commitments } from '@/content/about';
import { contact } from '@/content/contact';
import { home } from '@/content/home';
import { nofee } from '@/content/nofee';
import { vision } from '@/content/vision';
import { getRoute, href } from '@/lib/routes';
import { figures } from '@/lib/site';

describe('home content', () => {
  it('has the six program cards with their pages and durations', () => {
    expect(home.programs.cards.map((c) => [href(c.to), c.title, c.duration, c.highlight])).toEqual([
      ['/countries/', 'Engineering', '2-4 years', undefined],
      ['/MBA/', 'Business Studies', '1-2 years', undefined],
      ['/MBBS/', 'Medical Programs', '4-6 years', undefined],
      ['/ausimmigration/', 'Immigration to Australia', '1-2 years', 'Permanent residency'],
      ['/cybersecurity/', 'CyberSecurity Training', '5-7 months', 'Placement assistance'],
      ['/NEET/', 'NEET Services', undefined, undefined],
    ]);
  });

  it('has the hero badges, four why-choose cards, the counters and the five life-cycle steps', () => {
    // One figure each across the site (the operator's, through lib/site): the spec's 3k+/98% badges agree with the counters now.
    const f = figures.text;
    expect(home.hero.badges).toEqual([`${f.studentsHelped} Students`, `${f.countries} Countries`, `${f.successRate} Success`]);
    expect(home.whyChoose.cards).toHaveLength(4);
    expect(home.counters.stats.map((s) => `${s.value}${s.suffix} ${s.label}`)).toEqual([
      `${figures.studentsHelped}+ Success Stories`,
      `${figures.partnerUniversities}+ University Partners`,
      `${figures.successRate}% Success Rate`,
      `${figures.countries}+ Countries`,
    ]);
    expect(home.lifeCycle.steps.map((s) => s.title)).toEqual(['Initial Consultation', 'Programme Selection', 'Documentation', 'Admission', 'Visa and Travel']);
    expect(home.highlights.cards).toHaveLength(4);
    expect(href(home.highlights.to)).toBe('/about/');
  });

  it('links the engineering section to the page /courses/engineering leads to', () => {
    expect(getRoute(home.engineering.primary.to).aliases).toContain('/courses/engineering');
  });
});

describe('about content', () => {
  it('has a timeline from 2020 to 2024 and five topics with three stats each', () => {
    expect(about.story.timeline.map((t) => t.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
    expect(about.whyMbbs.topics.map((t) => t.title.toLowerCase())).toEqual([
      'cost effective education',
      'global exposure',
      'international recognition',
      'clinical experience',
      'career opportunities',
    ]);
    for (const topic of about.whyMbbs.topics) expect(topic.stats).toHaveLength(3);
  });

  it('has the three commitments', () => {
    expect(commitments.map((c) => c.title)).toEqual(['Dedicated 24/7 Support', 'Expert Guidance', 'Proven Results']);
  });
});

describe('contact, vision and nofee content', () => {
  it('the contact form has its five required fields', () => {
    expect(contact.form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', true],
      ['subject', 'text', true],
      ['message', 'textarea', true],
    ]);
    expect(contact.form.submitLabel).toBe('Send Message');
  });

  it('vision has its three core values', () => {
    expect(vision.values.cards.map((c) => c.title)).toEqual(['Trust & Transparency', 'Student-Centric Approach', 'Global Reach']);
  });

  it('the free consultation lasts 30-45 minutes', () => {
    expect(nofee.hero.text).toContain('30-45 minute');
  });
});
