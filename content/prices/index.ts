/**
 * The price files (content/prices/<id>.yaml, checked at build against ./schema.ts), by id.
 * Server side: pages render them with content/prices/format.ts.
 */
import { allPrices } from 'content-collections';
import { localize } from '@/content/data/localize';
import { priceFile, type Price } from './schema';

export const priceFiles = localize(allPrices, priceFile, 'en');

/** A price by its file name; a page naming one that is not there stops the build. */
export function priceNamed(id: string): Price {
  const file = priceFiles.find((p) => p.id === id);
  if (!file) throw new Error(`content/prices/${id}.yaml: no such price file (a page names it)`);
  return file.price;
}
