/**
 * The {{name}}s a text may use (content/named-figures.ts) that stand on a price file rather than a
 * fact: one price for help with MBBS abroad, the MBBS Abroad NEET service's own, in every language.
 */
import { DATA_LANGUAGES } from '@/content/data/schema';
import { MBBS_ABROAD_PRICE, figureValues } from '@/content/named-figures';
import { neetServicesIn } from '@/content/neet-services';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';

describe.each(DATA_LANGUAGES)('{{mbbsAbroadPackage}} in %s', (language) => {
  it('is the MBBS Abroad NEET service’s starting price, with whose figure it is and when it was set', () => {
    const { amount, source } = priceText(priceNamed(MBBS_ABROAD_PRICE), language);
    expect(figureValues(language).mbbsAbroadPackage).toBe(`${amount} (${source})`);
    expect(neetServicesIn(language).filter((s) => s.price === MBBS_ABROAD_PRICE)).toHaveLength(1);
  });
});
