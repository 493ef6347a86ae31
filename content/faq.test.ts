import { faqItems, generalQuestions, topQuestions } from '@/content/faq';
import { studyAbroadFaq } from '@/content/study-abroad-faq';
import { getRoute } from '@/lib/routes';
import { figures } from '@/lib/site';

describe("FAQ page content (/FAQ'S)", () => {
  it('has 3 top and 6 general questions with unique ids', () => {
    expect(topQuestions).toHaveLength(3);
    expect(generalQuestions).toHaveLength(6);
    expect(new Set(faqItems.map((i) => i.id)).size).toBe(9);
  });

  it('states the claims of the FAQ page', () => {
    const text = faqItems.map((i) => `${i.question} ${i.answer}`).join('\n');
    for (const claim of [
      'consultation is free',
      'packages start from 15,000 rupees',
      figures.text.successRate,
      '12-18 months before',
      'no extra service charge',
      'Only the government fees',
      `${figures.text.partnerUniversities} universities across ${figures.text.countries} countries`,
      'each university sets its own fees',
      'study-cost planner',
      'Chevening',
      'USA, UK, Canada, Australia, Germany and New Zealand',
    ]) {
      expect(text).toContain(claim);
    }
  });

  it('keeps answers as plain text for FAQPage structured data', () => {
    for (const item of faqItems) {
      expect(typeof item.answer).toBe('string');
      expect(item.answer).not.toMatch(/[<>]/);
      if (item.link) expect(() => getRoute(item.link!.to)).not.toThrow();
    }
  });
});

describe('standalone study-abroad FAQ', () => {
  it('has 13 questions, each with an icon and a unique id', () => {
    expect(studyAbroadFaq.items).toHaveLength(13);
    expect(new Set(studyAbroadFaq.items.map((i) => i.id)).size).toBe(13);
    for (const item of studyAbroadFaq.items) {
      expect(item.icon).toBeTruthy();
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it('covers the ten topics of the standalone FAQ', () => {
    const questions = studyAbroadFaq.items.map((i) => i.question).join('\n');
    for (const topic of [/study abroad/i, /afford/i, /work/i, /live/i, /documents/i, /country/i, /Why choose/i, /Hyderabad/i, /MS/, /health insurance/i]) {
      expect(questions).toMatch(topic);
    }
  });
});
