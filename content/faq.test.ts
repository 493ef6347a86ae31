/**
 * The FAQ page's questions and the standalone study-abroad FAQ, as the entry files give them
 * (content/faq/<language>/<name>.md): however many staff keep, each shown once, with its answer.
 */
import { faqItems, generalQuestions, topQuestions } from '@/content/faq';
import { faqSection } from '@/content/faq/entries';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { getRoute } from '@/content/routes';

describe("FAQ page content (/FAQ'S)", () => {
  it('lists the top questions, then the general ones, each entry file once', () => {
    expect(topQuestions.map((i) => i.id)).toEqual(faqSection('faq-top').map((e) => e.name));
    expect(generalQuestions.map((i) => i.id)).toEqual(faqSection('faq-general').map((e) => e.name));
    expect(topQuestions.length).toBeGreaterThan(0);
    expect(generalQuestions.length).toBeGreaterThan(0);
    expect(faqItems.map((i) => i.id)).toEqual([...topQuestions, ...generalQuestions].map((i) => i.id));
    expect(new Set(faqItems.map((i) => i.id)).size).toBe(faqItems.length);
  });

  it('keeps answers as plain text for FAQPage structured data, their links to pages that exist', () => {
    for (const item of faqItems) {
      expect(item.question.trim()).not.toBe('');
      expect(typeof item.answer).toBe('string');
      expect(item.answer.trim()).not.toBe('');
      expect(item.answer).not.toMatch(/[<>]/);
      if (item.link) expect(() => getRoute(item.link!.to)).not.toThrow();
    }
  });
});

describe('standalone study-abroad FAQ', () => {
  it('shows the entries of its section, each with an icon, an answer and a unique id', () => {
    expect(studyAbroadFaq.items.map((i) => i.id)).toEqual(faqSection('study-abroad').map((e) => e.name));
    expect(studyAbroadFaq.items.length).toBeGreaterThan(0);
    expect(new Set(studyAbroadFaq.items.map((i) => i.id)).size).toBe(studyAbroadFaq.items.length);
    for (const item of studyAbroadFaq.items) {
      expect([item.id, Boolean(item.icon)]).toEqual([item.id, true]);
      expect([item.id, item.answer.trim().length > 0]).toEqual([item.id, true]);
    }
  });
});
