import { z } from 'zod';
import { shared, wordsOnly } from '@/content/pages/schema';

// A schema of its own: words, and figures, icons and links set once in English.
const schema = z.strictObject({
  summary: z.string(),
  tuition: shared(z.strictObject({ min: z.number(), max: z.number() })),
  programme: shared(z.strictObject({ courseMonths: z.number() }).optional()),
  cards: z.array(z.strictObject({ title: z.string(), icon: shared(z.string()) })),
});

describe('the words a sign-off is made against', () => {
  const english = { summary: 'A university in Hanoi.', tuition: { min: 4200, max: 6000 }, cards: [{ title: 'Fees', icon: 'wallet' }] };

  it('leaves out what shows the same in every language, at any depth', () => {
    expect(wordsOnly(schema, english)).toEqual({ summary: 'A university in Hanoi.', cards: [{ title: 'Fees' }] });
  });

  it('is the same after a change of figures only, and differs after a change of words', () => {
    const figures = { ...english, tuition: { min: 4800, max: 6500 }, programme: { courseMonths: 72 }, cards: [{ title: 'Fees', icon: 'banknote' }] };
    expect(wordsOnly(schema, figures)).toEqual(wordsOnly(schema, english));
    expect(wordsOnly(schema, { ...english, summary: 'A private university in Hanoi.' })).not.toEqual(wordsOnly(schema, english));
  });
});
