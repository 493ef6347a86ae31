import * as enAbout from '@/content/about';
import * as enAusImmigration from '@/content/ausimmigration';
import * as enBlog from '@/content/blog';
import * as enChatbot from '@/content/chatbot';
import * as enContact from '@/content/contact';
import * as enCountries from '@/content/countries';
import * as enCourseCategories from '@/content/course-categories';
import * as enCybersecurity from '@/content/cybersecurity';
import * as enFaq from '@/content/faq';
import * as enHome from '@/content/home';
import * as enLead from '@/content/lead';
import * as enMba from '@/content/mba';
import * as enMbbs from '@/content/mbbs';
import * as enNavigation from '@/content/navigation';
import * as enNeet from '@/content/neet';
import * as enNofee from '@/content/nofee';
import * as enPlanner from '@/content/planner';
import * as enPrivacy from '@/content/privacy';
import * as enPrivacyNote from '@/content/privacy-note';
import * as enPrograms from '@/content/programs';
import * as enSearch from '@/content/search';
import * as enServices from '@/content/services';
import * as enShell from '@/content/shell';
import * as enStudyAbroadFaq from '@/content/study-abroad-faq';
import * as enTools from '@/content/tools';
import * as enVision from '@/content/vision';
import { contentFor } from '@/content/i18n';

/** The words every language had before SiteContent was derived from the modules: all still there. */
const sharedKeys = [
  'articleCopy',
  'blogListing',
  'calculatorScriptNote',
  'chatbotLauncher',
  'commitments',
  'contact',
  'faqItems',
  'faqPage',
  'footerQuickLinks',
  'footerTools',
  'generalQuestions',
  'home',
  'ieltsTool',
  'leadTexts',
  'mainNav',
  'mbbs',
  'neet',
  'nofee',
  'planner',
  'plannerPromo',
  'privacyNote',
  'search',
  'services',
  'servicesOverview',
  'shell',
  'studyAbroadFaq',
  'topQuestions',
];

const englishModules = [
  enAbout,
  enAusImmigration,
  enBlog,
  enChatbot,
  enContact,
  enCountries,
  enCourseCategories,
  enCybersecurity,
  enFaq,
  enHome,
  enLead,
  enMba,
  enMbbs,
  enNavigation,
  enNeet,
  enNofee,
  enPlanner,
  enPrivacy,
  enPrivacyNote,
  enPrograms,
  enSearch,
  enServices,
  enShell,
  enStudyAbroadFaq,
  enTools,
  enVision,
];

describe('contentFor', () => {
  it('has the words every language supplies, in every language', () => {
    for (const locale of ['en', 'te', 'hi'] as const) expect(Object.keys(contentFor(locale))).toEqual(expect.arrayContaining(sharedKeys));
  });

  it('is every export of the English modules in English, no name exported by two modules', () => {
    const names = englishModules.flatMap((m) => Object.keys(m));
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const en = contentFor('en') as Record<string, unknown>;
    for (const m of englishModules) for (const [name, value] of Object.entries(m)) expect(en[name]).toBe(value);
  });

  it("is the edition's own words, and names the language and the word it lacks", () => {
    const te = contentFor('te');
    expect(te.ieltsTool).toEqual(enTools.ieltsToolIn('te', te.shell.calculator.ieltsInvalid));
    expect(te.ieltsTool).not.toEqual(enTools.ieltsTool);
    if (Object.keys(te).includes('cgpaTool')) return; // Telugu has the CGPA page's words now: nothing missing to check
    expect(() => contentFor('te').cgpaTool).toThrow(/Telugu edition has no `cgpaTool` words/);
  });
});
