/**
 * Every page file's schema, by page id (content/pages/<en|te|hi>/<id>.yaml): a route's page id is
 * its route key in lower-case words joined by hyphens (content/routes.ts `pageIdOf`: thankYou is
 * thank-you). One line per page, in the order the editor lists them; a page with sections of its
 * own has a schema file beside this one (<id>.schema.ts).
 */
import { aboutPage } from './about.schema';
import { ausimmigrationPage } from './ausimmigration.schema';
import { blogPage } from './blog.schema';
import { cgpaPage } from './cgpa.schema';
import { chatbotPage } from './chatbot.schema';
import { contactPage } from './contact.schema';
import { countriesPage } from './countries.schema';
import { cybersecurityPage } from './cybersecurity.schema';
import { figureWordsPage } from './figure-words.schema';
import { faqPage } from './faq.schema';
import { homePage } from './home.schema';
import { ieltsscorePage } from './ieltsscore.schema';
import { mbaPage } from './mba.schema';
import { mbbsPage } from './mbbs.schema';
import { neetPage } from './neet.schema';
import { nofeePage } from './nofee.schema';
import { plannerPage } from './planner.schema';
import { mbbsCheckPage } from './mbbs-check.schema';
import { privacyPage } from './privacy.schema';
import { programPage } from './program.schema';
import { scoreconverterPage } from './scoreconverter.schema';
import { navigationPage } from './navigation.schema';
import { searchPage } from './search.schema';
import { shellPage } from './shell.schema';
import { thankYouPage } from './thank-you.schema';
import { visionPage } from './vision.schema';
import { metaOnlyPage } from './schema';
import { servicesPage } from './services.schema';
import { leadPage } from './lead.schema';
import { articleFormsPage } from './article-forms.schema';
import { privacyNotePage } from './privacy-note.schema';
import { commitmentsPage } from './commitments.schema';

export const PAGES = {
  home: homePage,
  about: aboutPage,
  contact: contactPage,
  services: servicesPage,
  'career-counselling': metaOnlyPage('Career counselling (service)'),
  'consultation-service': metaOnlyPage('Consultation (service)'),
  'visa-services': metaOnlyPage('Visa services (service)'),
  'education-loan': metaOnlyPage('Education loan (service)'),
  'scholarship-service': metaOnlyPage('Scholarships (service)'),
  'travel-accommodation': metaOnlyPage('Travel and accommodation (service)'),
  program: programPage,
  countries: countriesPage,
  neet: neetPage,
  mbbs: mbbsPage,
  mba: mbaPage,
  cybersecurity: cybersecurityPage,
  ausimmigration: ausimmigrationPage,
  ieltsscore: ieltsscorePage,
  cgpa: cgpaPage,
  scoreconverter: scoreconverterPage,
  faq: faqPage,
  nofee: nofeePage,
  vision: visionPage,
  blog: blogPage,
  planner: plannerPage,
  'mbbs-check': mbbsCheckPage,
  search: searchPage,
  'thank-you': thankYouPage,
  privacy: privacyPage,
  chatbot: chatbotPage,
  shell: shellPage,
  navigation: navigationPage,
  'figure-words': figureWordsPage,
  lead: leadPage,
  'article-forms': articleFormsPage,
  'privacy-note': privacyNotePage,
  commitments: commitmentsPage,
} as const;

export type PageId = keyof typeof PAGES;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

export const isPageId = (id: string): id is PageId => id in PAGES;
