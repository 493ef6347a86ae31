/**
 * The /NEET page's content in each language, by the rules the page needs, whatever services, prices
 * and words staff keep: each service as its files give it, its price from its price file with whose
 * figure it is and when it was set, and its words in the language where its file gives them.
 */
import files from '@/.content-collections/data/content-neet-services.json';
import { getArticle } from '@/content/articles';
import { DATA_LANGUAGES, iconNode, type DataDocument, type DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { figureValues, fillWords } from '@/content/named-figures';
import { neet, type NeetContent } from '@/content/neet';
import { neetService } from '@/content/neet-services/schema';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import { contentFor } from '@/content/i18n';

const { neet: hiNeet } = contentFor('hi');
const { neet: teNeet } = contentFor('te');

const pages: Record<DataLanguage, NeetContent> = { en: neet, te: teNeet, hi: hiNeet };
const documents = files as DataDocument[];
const fileOf = (language: DataLanguage, id: string) => documents.find((d) => d.language === language && d.id === id);
const filled = (s: unknown) => typeof s === 'string' && s.trim().length > 0;

describe.each(DATA_LANGUAGES)('the NEET page in %s', (language) => {
  const page = pages[language];
  const services = page.services.list;

  it('shows every service of content/neet-services/, in the order of their files', () => {
    const english = documents.filter((d) => d.language === 'en');
    expect(services.map((s) => s.id).sort()).toEqual(english.map((d) => d.id).sort());
    const orders = services.map((s) => s.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('takes each starting price from its price file, our fee, with whose figure it is and the month it was set', () => {
    for (const s of services) {
      const price = priceNamed(s.price);
      expect(s.startingPrice).toEqual(price);
      expect([s.id, price.basis]).toEqual([s.id, 'our-fee']);
      expect(s.cost).toEqual(priceText(price, language));
    }
  });

  it('gives each service its words in the language where its file has them, English (marked) where not', () => {
    for (const s of services) {
      const own = fileOf(language, s.id);
      const words = fillWords(
        { ...(JSON.parse(fileOf('en', s.id)!.data) as object), ...(own ? (JSON.parse(own.data) as object) : {}) },
        figureValues(language),
      );
      expect(s).toMatchObject(words);
      expect([s.title, s.description, s.duration, s.targetAudience].every(filled)).toBe(true);
      expect(s.features.length).toBeGreaterThan(0);
      if (language === 'en') expect(s.fallback).toEqual([]);
      else for (const field of s.fallback) expect([s.id, own && field in JSON.parse(own.data)]).not.toEqual([s.id, true]);
      expect(() => iconNode(s.iconName)).not.toThrow();
    }
  });

  it('takes its words from its language’s page file, the English one where the language has none', () => {
    const own = `content/pages/${language}/neet.yaml`;
    expect([own, `content/pages/en/neet.yaml`]).toContain(page.source);
  });

  it('has its timeline (each step with tasks), why-choose cards with icons, the NEET questions of the language and links to articles that exist', () => {
    expect(page.timeline.steps.length).toBeGreaterThan(0);
    for (const step of page.timeline.steps) expect([step.months, step.tasks.length > 0]).toEqual([step.months, true]);
    for (const card of page.whyChoose.cards) expect(() => iconNode(card.icon)).not.toThrow();
    expect(page.faq.items.map((i) => i.id)).toEqual(faqSection('neet', language).map((e) => e.name));
    for (const key of page.blog.posts) expect(() => getArticle(key)).not.toThrow();
  });
});

describe('the NEET services collection', () => {
  it('keeps the order, icon and price file in the English file only: an edition gives words', () => {
    for (const d of documents.filter((d) => d.language !== 'en'))
      expect([d.source, Object.keys(JSON.parse(d.data) as object).filter((k) => ['order', 'iconName', 'price'].includes(k))]).toEqual([d.source, []]);
    expect(neetService.shape.price.safeParse('neet-mock-tests').success).toBe(true);
  });

  it('stops the page when a service names a price file that is not there', () => {
    const [first] = documents.filter((d) => d.language === 'en');
    const broken = { ...first, data: JSON.stringify({ ...(JSON.parse(first.data) as object), price: 'no-such-price' }) };
    jest.isolateModules(() => {
      jest.doMock('@/.content-collections/data/content-neet-services.json', () => [broken]);
      const { neetServicesIn: load } = jest.requireActual<typeof import('@/content/neet-services')>('@/content/neet-services');
      expect(() => load('en')).toThrow(`${first.source}: price: no price file content/prices/no-such-price.yaml`);
    });
  });

  it('months of the English timeline read "Month-Month"', () => {
    for (const step of neet.timeline.steps) expect(step.months).toMatch(/^[A-Z][a-z]+-[A-Z][a-z]+$/);
  });

  it('spells counselling one way in the English words, services and questions', () => {
    const words = [
      JSON.stringify({ ...neet, services: { ...neet.services, list: [] }, faq: { ...neet.faq, items: [] } }),
      ...neet.services.list.flatMap((s) => [s.title, s.description, ...s.features, s.duration, s.targetAudience]),
      ...neet.faq.items.flatMap((i) => [i.question, i.answer]),
    ];
    expect(words.join('\n').match(/counsel(?:ing|or)\b/gi) ?? []).toEqual([]);
  });
});
