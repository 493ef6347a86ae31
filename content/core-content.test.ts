/**
 * The home, about, contact, vision and free-consultation pages' content, by the rules the pages
 * need: whatever cards, steps and words staff keep, each has what it shows, links go to pages that
 * exist, and the business figures are the operator's (content/site), never typed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { about, commitments } from '@/content/about';
import { contact } from '@/content/contact';
import { home } from '@/content/home';
import { nofee } from '@/content/nofee';
import { vision } from '@/content/vision';
import { getRoute } from '@/content/routes';
import { figures } from '@/content/site';

const filled = (s: unknown) => typeof s === 'string' && s.trim().length > 0;
/** The figures a text writes ("5,000+", "95%"). */
const numbersIn = (text: string) => text.match(/\d[\d,.]*[+%]?/g) ?? [];

describe('home content', () => {
  it('has its program cards, each titled and linking a page that exists', () => {
    expect(home.programs.cards.length).toBeGreaterThan(0);
    for (const c of home.programs.cards) {
      expect(filled(c.title)).toBe(true);
      expect(() => getRoute(c.to)).not.toThrow();
    }
  });

  it('shows the operator’s figures in the hero badges and the counters, none typed', () => {
    const operatorFigures = Object.values(figures.text);
    for (const badge of home.hero.badges) for (const n of numbersIn(badge)) expect([badge, operatorFigures]).toEqual([badge, expect.arrayContaining([n])]);
    expect(home.counters.stats.length).toBeGreaterThan(0);
    for (const s of home.counters.stats) {
      expect(filled(s.label)).toBe(true);
      expect(operatorFigures).toContain(`${s.value.toLocaleString('en-US')}${s.suffix}`);
    }
  });

  it('has its why-choose cards, life-cycle steps and highlights, the highlights linking a page that exists', () => {
    expect(home.whyChoose.cards.length).toBeGreaterThan(0);
    expect(home.lifeCycle.steps.length).toBeGreaterThan(0);
    for (const s of home.lifeCycle.steps) expect(filled(s.title)).toBe(true);
    expect(home.highlights.cards.length).toBeGreaterThan(0);
    expect(() => getRoute(home.highlights.to)).not.toThrow();
  });

  it('links the engineering section to the page /courses/engineering leads to', () => {
    expect(getRoute(home.engineering.primary.to).aliases).toContain('/courses/engineering');
  });
});

describe('about content', () => {
  it('has a timeline in year order and topics with their stats', () => {
    const years = about.story.timeline.map((t) => t.year);
    expect(years.length).toBeGreaterThan(0);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(about.whyMbbs.topics.length).toBeGreaterThan(0);
    for (const topic of about.whyMbbs.topics) expect([topic.title, topic.stats.length > 0]).toEqual([topic.title, true]);
  });

  it('has its commitments, each titled', () => {
    expect(commitments.length).toBeGreaterThan(0);
    for (const c of commitments) expect(filled(c.title)).toBe(true);
  });
});

describe('contact, vision and nofee content', () => {
  it('the contact form sends the five required fields the form service receives', () => {
    expect(contact.form.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['email', 'email', true],
      ['phone', 'tel', true],
      ['subject', 'text', true],
      ['message', 'textarea', true],
    ]);
    expect(filled(contact.form.submitLabel)).toBe(true);
  });

  it('vision has its core values and the free consultation page its words', () => {
    expect(vision.values.cards.length).toBeGreaterThan(0);
    for (const c of vision.values.cards) expect(filled(c.title)).toBe(true);
    expect(filled(nofee.hero.text)).toBe(true);
  });
});

describe('the page files of about, contact, vision, the free consultation and thank-you', () => {
  const files = ['en', 'te', 'hi'].flatMap((language) =>
    ['about', 'contact', 'vision', 'nofee', 'thank-you']
      .filter((page) => readdirSync(join('content/pages', language)).includes(`${page}.yaml`))
      .map((page) => join('content/pages', language, `${page}.yaml`)),
  );

  it('name the operator’s figures ({{studentsHelped}}), never type them', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const typed of Object.values(figures.text).filter((t) => /[+%]$/.test(t))) expect([file, text.includes(typed)]).toEqual([file, false]);
    }
  });
});
