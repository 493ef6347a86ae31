/**
 * The data collections: one YAML file per item, checked at build (content-collections.ts) and
 * edited in /admin/ (tooling/cms-data-collections.ts), both from this list. A new collection is a
 * schema (content/<name>/schema.ts), a folder of files, an entry here and its line in
 * content-collections.ts (listed one by one there, so each collection keeps its type).
 */
import { chatTopic } from '@/content/chatbot-topics/schema';
import { priceFile } from '@/content/prices/schema';
import { university } from '@/content/universities/schema';

export const universitiesData = {
  name: 'universities',
  directory: 'content/universities',
  schema: university,
  languages: true,
  label: 'MBBS universities',
  labelSingular: 'University',
  description: 'The universities of the /MBBS page: one file per university and language; the fee, numbers, links and photo are set in English.',
} as const;

export const pricesData = {
  name: 'prices',
  directory: 'content/prices',
  schema: priceFile,
  languages: false,
  label: 'Prices',
  labelSingular: 'Price',
  description:
    'Our own figures shown on their own (a tuition range, a living cost, an estimate): one file each, with whose figure it is and the month it was set.',
} as const;

export const chatbotTopicsData = {
  name: 'chatbotTopics',
  directory: 'content/chatbot-topics',
  schema: chatTopic,
  languages: true,
  label: 'Chatbot topics',
  labelSingular: 'Chatbot topic',
  description: 'The chatbot’s topics: each one’s quick reply, answer and follow-ups with their summary points, one file per topic and language.',
} as const;

export const DATA_COLLECTIONS = [universitiesData, pricesData, chatbotTopicsData] as const;
