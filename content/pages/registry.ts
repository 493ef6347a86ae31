/**
 * Every page file's schema, by page id (content/pages/<en|te|hi>/<id>.yaml): a route's page id is
 * its route key in lower-case words joined by hyphens (lib/routes.ts `pageIdOf`: thankYou is
 * thank-you). One line per page, in the order the editor lists them; a page with sections of its
 * own has a schema file beside this one (<id>.schema.ts).
 */
import { cgpaPage } from './cgpa.schema';
import { chatbotPage } from './chatbot.schema';
import { homePage } from './home.schema';
import { ieltsscorePage } from './ieltsscore.schema';
import { mbbsPage } from './mbbs.schema';
import { plannerPage } from './planner.schema';
import { scoreconverterPage } from './scoreconverter.schema';
import { metaOnlyPage } from './schema';

export const PAGES = {
  home: homePage,
  about: metaOnlyPage('About'),
  contact: metaOnlyPage('Contact'),
  services: metaOnlyPage('Services'),
  'career-counselling': metaOnlyPage('Career counselling (service)'),
  'consultation-service': metaOnlyPage('Consultation (service)'),
  'visa-services': metaOnlyPage('Visa services (service)'),
  'education-loan': metaOnlyPage('Education loan (service)'),
  'scholarship-service': metaOnlyPage('Scholarships (service)'),
  'travel-accommodation': metaOnlyPage('Travel and accommodation (service)'),
  program: metaOnlyPage('Programs catalogue'),
  countries: metaOnlyPage('Countries'),
  neet: metaOnlyPage('NEET services'),
  mbbs: mbbsPage,
  mba: metaOnlyPage('MBA'),
  cybersecurity: metaOnlyPage('Cybersecurity'),
  ausimmigration: metaOnlyPage('Australia immigration'),
  ieltsscore: ieltsscorePage,
  cgpa: cgpaPage,
  scoreconverter: scoreconverterPage,
  faq: metaOnlyPage('FAQ'),
  nofee: metaOnlyPage('Free consultation'),
  vision: metaOnlyPage('Vision'),
  blog: metaOnlyPage('Blog'),
  planner: plannerPage,
  search: metaOnlyPage('Search'),
  'thank-you': metaOnlyPage('Thank you'),
  privacy: metaOnlyPage('Privacy notice'),
  chatbot: chatbotPage,
} as const;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export const isPageId = (id: string): id is PageId => id in PAGES;
