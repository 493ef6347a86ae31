/**
 * The /NEET page in a language: its words (content/pages/<language>/neet.yaml, schema
 * content/pages/neet.schema.ts), its services (content/neet-services/, each priced from
 * content/prices/) and its questions (content/faq/, section neet).
 */
import type { DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { neetServicesIn, type NeetService } from '@/content/neet-services';
import { pageWords, type PageWords } from '@/content/pages';
import type { FaqItem } from '@/content/types';

export type { NeetService } from '@/content/neet-services';

type Words = PageWords<'neet'>;

export type NeetContent = Words & {
  services: Words['services'] & { list: NeetService[] };
  faq: Words['faq'] & { items: FaqItem[] };
};

export const neetIn = (language: DataLanguage): NeetContent => {
  const words = pageWords('neet', language);
  return { ...words, services: { ...words.services, list: neetServicesIn(language) }, faq: { ...words.faq, items: faqSection('neet', language) } };
};

export const neet: NeetContent = neetIn('en');
