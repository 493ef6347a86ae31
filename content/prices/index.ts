/**
 * The price files (content/prices/<id>.yaml, checked at build against ./schema.ts), by id. Light on
 * purpose (no schema code): the chatbot's words, a client island's, name a price too.
 */
import files from '@/.content-collections/data/content-prices.json';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { priceText } from './format';
import type { Price, PriceFile } from './schema';

/** Every price file, in file-name order. */
export const priceFiles: (PriceFile & { id: string; source: string })[] = (files as DataDocument[])
  .map((d) => ({ ...(JSON.parse(d.data) as PriceFile), id: d.id, source: d.source }))
  .sort((a, b) => a.id.localeCompare(b.id, 'en'));

/** A price by its file name; a page naming one that is not there stops the build. */
export function priceNamed(id: string): Price {
  const file = priceFiles.find((p) => p.id === id);
  if (!file) throw new Error(`content/prices/${id}.yaml: no such price file (a page names it)`);
  return file.price;
}

/** A page's fact of a price file: its label, the figure, and whose figure it is and when it was set. */
export function priceFact(label: string, id: string, language: DataLanguage) {
  const text = priceText(priceNamed(id), language);
  return { label, value: text.amount, note: text.source };
}
