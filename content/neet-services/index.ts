/**
 * The NEET services (content/neet-services/<language>/<id>.yaml, checked at build against
 * ./schema.ts) as the /NEET page shows them in a language, each with its starting price from its
 * price file (content/prices/). Server side: the page renders them and gives the island plain text.
 */
import files from '@/.content-collections/data/content-neet-services.json';
import { localize, type Localized } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { figureValues, fillWords } from '@/content/named-figures';
import { priceFiles } from '@/content/prices';
import { priceText, type PriceText } from '@/content/prices/format';
import type { Price } from '@/content/prices/schema';
import { neetService, type NeetServiceFile } from './schema';

export type NeetService = Localized<NeetServiceFile> & {
  /** The price file's figure: the starting price. */
  startingPrice: Price;
  /** The price as the language writes it, with whose figure it is and when it was set. */
  cost: PriceText;
};

/** A price's words at the start of a line: "from USD 200" → "From USD 200" (Telugu and Hindi have no capitals). */
export const lineStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Every NEET service in a language, by its `order`, its {{figures}} filled in; a service naming a price file that is not there stops the build. */
export const neetServicesIn = (language: DataLanguage): NeetService[] =>
  localize(files as DataDocument[], neetService, language)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'))
    .map((file) => fillWords(file, figureValues(language)))
    .map((s) => {
      const file = priceFiles.find((p) => p.id === s.price);
      if (!file) throw new Error(`${s.source}: price: no price file content/prices/${s.price}.yaml`);
      return { ...s, startingPrice: file.price, cost: priceText(file.price, language) };
    });
