import files from '@/.content-collections/data/content-services.json';
import pageFiles from '@/.content-collections/data/content-pages.json';
import { figureWords } from '@/content/figure-words';
import { figures } from '@/content/site';
import { SERVICE_PAGE_KEYS, servicePages } from './service-pages';
import { servicesIn, servicesOverview, servicesOverviewIn } from './services';
import { TESTIMONIAL_PAGES, testimonialFiles } from './testimonials';
import { FAQ_SECTIONS, faqSection, type FaqSection } from './faq/entries';

describe('services content', () => {
  it('lists its services, each with a title, details longer than its description and key features', () => {
    expect(servicesOverview.catalogue.services.length).toBeGreaterThan(0);
    for (const s of servicesOverview.catalogue.services) {
      expect(s.title.trim()).not.toBe('');
      expect([s.title, s.details.length > s.description.length]).toEqual([s.title, true]);
      expect([s.title, s.features.length >= 3]).toEqual([s.title, true]);
    }
  });

  it('shows every English service in each language, in the same order, with its figures filled in', () => {
    const english = servicesIn('en');
    for (const language of ['te', 'hi'] as const) {
      const edition = servicesIn(language);
      expect(edition.map((s) => [s.id, s.page, s.colour])).toEqual(english.map((s) => [s.id, s.page, s.colour]));
      for (const s of edition)
        for (const field of s.fallback)
          expect([s.id, field, english.find((e) => e.id === s.id)![field as 'title']]).toEqual([s.id, field, s[field as 'title']]);
    }
    const strings = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
    const shown = strings([...(['en', 'te', 'hi'] as const).map(servicesOverviewIn), servicePages]);
    expect(shown.filter((t) => t.includes('{{'))).toEqual([]);
  });

  it('names the operator’s figures in its files instead of typing them', () => {
    // A count ("500+") or a rate ("95%"); a bare year or number may be anything.
    const typed = Object.values(figures.text).filter((t) => /[+%]$/.test(t));
    const own = [...files, ...pageFiles.filter((f) => f.id === 'services')];
    for (const file of own) for (const figure of typed) expect([file.source, figure, file.data.includes(figure)]).toEqual([file.source, figure, false]);
  });

  it('promises no seat, offer, visa or approval: it says what the service does', () => {
    const words = JSON.stringify([...files, ...pageFiles.filter((f) => f.id === 'services')].map((f) => f.data));
    expect(words).not.toMatch(/guarantee|assured|secure (a|your) (seat|offer)|approved the first time|gets you funded/i);
  });

  it('fills every statistic of the strip', () => {
    expect(servicesOverview.stats.items.length).toBeGreaterThan(0);
    for (const s of servicesOverview.stats.items) {
      expect(s.label.trim()).not.toBe('');
      expect(s.value.trim()).not.toBe('');
    }
  });

  it('shows the services questions of the entry files, its Additional Support cards and its call to action', () => {
    expect(servicesOverview.faq.items.map((i) => i.id)).toEqual(faqSection('services').map((e) => e.name));
    expect(servicesOverview.support.cards.length).toBeGreaterThan(0);
    for (const c of servicesOverview.support.cards) expect([c.title, c.description].every((t) => t.trim().length > 0)).toBe(true);
    expect(servicesOverview.closing.ctaLabel.trim()).not.toBe('');
  });

  it('holds one sub-page per key of SERVICE_PAGE_KEYS, in its order, each under its own key', () => {
    expect(Object.keys(servicePages)).toEqual([...SERVICE_PAGE_KEYS]);
    for (const key of SERVICE_PAGE_KEYS) expect(servicePages[key].key).toBe(key);
  });

  it('uses ids that are unique within each page', () => {
    const ids = [...servicesOverview.catalogue.services.map((s) => s.id), ...servicesOverview.faq.items.map((f) => f.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of Object.values(servicePages)) {
      const faqIds = page.faq?.items.map((f) => f.id) ?? [];
      expect(new Set(faqIds).size).toBe(faqIds.length);
    }
  });

  it('states the loan moratorium in the facts’ one wording, and no loan ceiling no official page states', () => {
    const text = JSON.stringify(servicePages.educationLoan);
    if (/moratorium/i.test(text)) expect(text).toContain(figureWords('en').loanMoratorium);
    // The amount depends on the lender.
    expect(text).not.toMatch(/crore|\d+\s?lakh/i);
  });

  it('gives a sub-page an FAQ only where entry files may be, and testimonials only where they may be listed: the testimonial files that list it, rated 1–5', () => {
    for (const page of Object.values(servicePages)) {
      if (!(FAQ_SECTIONS as readonly string[]).includes(page.key)) expect([page.key, page.faq]).toEqual([page.key, undefined]);
      else if (page.faq) expect(page.faq.items.map((i) => i.id)).toEqual(faqSection(page.key as FaqSection).map((e) => e.name));
      if (!(TESTIMONIAL_PAGES as readonly string[]).includes(page.key)) expect([page.key, page.testimonials]).toEqual([page.key, undefined]);
    }
    for (const page of Object.values(servicePages).filter((p) => p.testimonials)) {
      expect(page.testimonials!.items).toEqual(testimonialFiles.filter((t) => (t.pages as string[]).includes(page.key)));
      for (const t of page.testimonials!.items) expect([1, 2, 3, 4, 5]).toContain(t.rating);
    }
  });
});
