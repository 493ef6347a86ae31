import { z } from 'zod';
import { fallbackLang, localize } from '@/content/data/localize';
import { shared, translatableKeys, translationOf, type DataDocument } from '@/content/data/schema';

const schema = z.strictObject({
  name: z.string(),
  summary: z.string(),
  fee: shared(z.number()),
});

const doc = (id: string, language: DataDocument['language'], data: object): DataDocument => ({
  id,
  language,
  source: `content/x/${language}/${id}.yaml`,
  data: JSON.stringify(data),
  images: {},
});

describe('localize', () => {
  const english = { name: 'Alpha', summary: 'English words', fee: 100 };
  const documents = [doc('alpha', 'en', english), doc('alpha', 'te', { summary: 'తెలుగు పదాలు' })];

  it('gives the English file as it is, with nothing fallen back', () => {
    expect(localize(documents, schema, 'en')).toEqual([{ ...english, id: 'alpha', source: 'content/x/en/alpha.yaml', fallback: [], images: {} }]);
  });

  it('takes a language’s words from its file, the shared figures from the English one, and lists the words it leaves out', () => {
    const [item] = localize(documents, schema, 'te');
    expect(item).toEqual(expect.objectContaining({ summary: 'తెలుగు పదాలు', name: english.name, fee: english.fee, fallback: ['name'] }));
    expect(fallbackLang(item, 'name')).toBe('en');
    expect(fallbackLang(item, 'summary')).toBeUndefined();
  });

  it('shows a language without its file in English, every word marked', () => {
    const [item] = localize(documents, schema, 'hi');
    expect(item).toEqual(expect.objectContaining(english));
    expect(item.fallback).toEqual(translatableKeys(schema));
  });
});

describe('translationOf', () => {
  it('takes the translatable fields, each optional, and no shared one', () => {
    const translation = translationOf(schema);
    expect(translation.safeParse({}).success).toBe(true);
    expect(translation.safeParse({ summary: 'x' }).success).toBe(true);
    expect(translation.safeParse({ fee: 1 }).success).toBe(false);
  });
});
