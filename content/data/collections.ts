/**
 * The data collections: one YAML file per item, checked at build (content-collections.ts) and
 * edited in /admin/ (tooling/cms-data-collections.ts), both from this list. A new collection is a
 * schema (content/<name>/schema.ts), a folder of files, an entry here and its line in
 * content-collections.ts (listed one by one there, so each collection keeps its type).
 */
import { chatTopic } from '@/content/chatbot-topics/schema';
import { country } from '@/content/countries/schema';
import { courseCategory } from '@/content/course-categories/schema';
import { course } from '@/content/courses/schema';
import { neetService } from '@/content/neet-services/schema';
import { priceFile } from '@/content/prices/schema';
import { service } from '@/content/services/schema';
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

export const coursesData = {
  name: 'courses',
  directory: 'content/courses',
  schema: course,
  languages: true,
  label: 'Courses (Programs page)',
  labelSingular: 'Course',
  description:
    'The courses of the /program catalogue, each with its own page: one file per course and language; its name, category, icon and our figures are set in English.',
} as const;

export const courseCategoriesData = {
  name: 'courseCategories',
  directory: 'content/course-categories',
  schema: courseCategory,
  languages: true,
  label: 'Fields of study (Countries page)',
  labelSingular: 'Field of study',
  description:
    'The fields of study in “Top Courses in Abroad” on /countries: one file per field and language; its icon, levels and intakes are set in English.',
} as const;

export const neetServicesData = {
  name: 'neetServices',
  directory: 'content/neet-services',
  schema: neetService,
  languages: true,
  label: 'NEET services',
  labelSingular: 'NEET service',
  description:
    'The services of the /NEET page: one file per service and language; the order, icon and price file are set in English (the price itself in Prices).',
} as const;

export const countriesData = {
  name: 'countries',
  directory: 'content/countries',
  schema: country,
  languages: true,
  label: 'Destination countries',
  labelSingular: 'Country',
  description:
    'The study destinations of /countries and /MBA: one file per country and language, with its intakes, requirements, costs, work rights and MBA facts; the flag, tuition estimates and official rules are set in English.',
} as const;

export const servicesData = {
  name: 'services',
  directory: 'content/services',
  schema: service,
  languages: true,
  label: 'Services',
  labelSingular: 'Service',
  description:
    'The services of the /services page: one file per service and language, with its card, its Learn More dialog and, for a service with its own page, every word of that page; the order, icon, colour and page are set in English.',
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

export const DATA_COLLECTIONS = [
  universitiesData,
  pricesData,
  coursesData,
  courseCategoriesData,
  neetServicesData,
  countriesData,
  servicesData,
  chatbotTopicsData,
] as const;
