/**
 * Every content module a page of the language editions uses, per language, so a page (or a shared
 * server component) looks its words up once: `contentFor(locale)`. English is the modules under
 * content/; te and hi are their translations under content/i18n/<locale>/, with the same exports
 * and types. Server-side only: client islands get their words as props.
 */
import * as enAbout from '@/content/about';
import * as enBlog from '@/content/blog';
import * as enChatbot from '@/content/chatbot';
import * as enContact from '@/content/contact';
import * as enFaq from '@/content/faq';
import * as enHome from '@/content/home';
import * as enLead from '@/content/lead';
import * as enMbbs from '@/content/mbbs';
import * as enNavigation from '@/content/navigation';
import * as enNeet from '@/content/neet';
import * as enNofee from '@/content/nofee';
import * as enPlanner from '@/content/planner';
import * as enPrivacyNote from '@/content/privacy-note';
import * as enSearch from '@/content/search';
import * as enServices from '@/content/services';
import * as enShell from '@/content/shell';
import * as enStudyAbroadFaq from '@/content/study-abroad-faq';
import * as enTools from '@/content/tools';
import * as hiAbout from '@/content/i18n/hi/about';
import * as hiBlog from '@/content/i18n/hi/blog';
import * as hiChatbot from '@/content/i18n/hi/chatbot';
import * as hiContact from '@/content/i18n/hi/contact';
import * as hiFaq from '@/content/i18n/hi/faq';
import * as hiGlossary from '@/content/i18n/hi/glossary';
import * as hiHome from '@/content/i18n/hi/home';
import * as hiLead from '@/content/i18n/hi/lead';
import * as hiMbbs from '@/content/i18n/hi/mbbs';
import * as hiNavigation from '@/content/i18n/hi/navigation';
import * as hiNeet from '@/content/i18n/hi/neet';
import * as hiNofee from '@/content/i18n/hi/nofee';
import * as hiPages from '@/content/i18n/hi/pages';
import * as hiPlanner from '@/content/i18n/hi/planner';
import * as hiPrivacyNote from '@/content/i18n/hi/privacy-note';
import * as hiSearch from '@/content/i18n/hi/search';
import * as hiServices from '@/content/i18n/hi/services';
import * as hiShell from '@/content/i18n/hi/shell';
import * as hiStudyAbroadFaq from '@/content/i18n/hi/study-abroad-faq';
import * as hiTools from '@/content/i18n/hi/tools';
import * as teAbout from '@/content/i18n/te/about';
import * as teBlog from '@/content/i18n/te/blog';
import * as teChatbot from '@/content/i18n/te/chatbot';
import * as teContact from '@/content/i18n/te/contact';
import * as teFaq from '@/content/i18n/te/faq';
import * as teGlossary from '@/content/i18n/te/glossary';
import * as teHome from '@/content/i18n/te/home';
import * as teLead from '@/content/i18n/te/lead';
import * as teMbbs from '@/content/i18n/te/mbbs';
import * as teNavigation from '@/content/i18n/te/navigation';
import * as teNeet from '@/content/i18n/te/neet';
import * as teNofee from '@/content/i18n/te/nofee';
import * as tePages from '@/content/i18n/te/pages';
import * as tePlanner from '@/content/i18n/te/planner';
import * as tePrivacyNote from '@/content/i18n/te/privacy-note';
import * as teSearch from '@/content/i18n/te/search';
import * as teServices from '@/content/i18n/te/services';
import * as teShell from '@/content/i18n/te/shell';
import * as teStudyAbroadFaq from '@/content/i18n/te/study-abroad-faq';
import * as teTools from '@/content/i18n/te/tools';
import type { EditionLocale, EditionPages, GlossaryEntry } from '@/content/i18n/types';
import { renderLocale } from '@/lib/render-locale';
import type { Locale } from '@/lib/locale';

export type SiteContent = {
  blogListing: enBlog.BlogListingCopy;
  articleCopy: enBlog.ArticleCopy;
  commitments: typeof enAbout.commitments;
  home: typeof enHome.home;
  contact: typeof enContact.contact;
  services: typeof enServices.services;
  servicesOverview: typeof enServices.servicesOverview;
  nofee: typeof enNofee.nofee;
  mainNav: typeof enNavigation.mainNav;
  footerQuickLinks: typeof enNavigation.footerQuickLinks;
  footerTools: typeof enNavigation.footerTools;
  privacyNote: typeof enPrivacyNote.privacyNote;
  leadTexts: typeof enLead.leadTexts;
  mbbs: typeof enMbbs.mbbs;
  neet: typeof enNeet.neet;
  faqPage: typeof enFaq.faqPage;
  topQuestions: typeof enFaq.topQuestions;
  generalQuestions: typeof enFaq.generalQuestions;
  faqItems: typeof enFaq.faqItems;
  studyAbroadFaq: typeof enStudyAbroadFaq.studyAbroadFaq;
  calculatorScriptNote: string;
  ieltsTool: typeof enTools.ieltsTool;
  planner: enPlanner.PlannerCopy;
  plannerPromo: enPlanner.PlannerPromoCopy;
  chatbotLauncher: typeof enChatbot.chatbotLauncher;
  shell: typeof enShell.shell;
  search: typeof enSearch.search;
};

type Modules = {
  blog: { blogListing: enBlog.BlogListingCopy; articleCopy: enBlog.ArticleCopy };
  about: Pick<typeof enAbout, 'commitments'>;
  chatbot: typeof enChatbot;
  contact: Pick<typeof enContact, 'contact'>;
  faq: typeof enFaq;
  home: typeof enHome;
  lead: typeof enLead;
  mbbs: Pick<typeof enMbbs, 'mbbs'>;
  navigation: typeof enNavigation;
  neet: typeof enNeet;
  nofee: typeof enNofee;
  planner: { planner: enPlanner.PlannerCopy; plannerPromo: enPlanner.PlannerPromoCopy };
  privacyNote: typeof enPrivacyNote;
  services: typeof enServices;
  shell: Pick<typeof enShell, 'shell'>;
  search: typeof enSearch;
  studyAbroadFaq: Pick<typeof enStudyAbroadFaq, 'studyAbroadFaq'>;
  tools: { calculatorScriptNote: string; ieltsTool: typeof enTools.ieltsTool };
};

const bundle = (m: Modules): SiteContent => ({
  blogListing: m.blog.blogListing,
  articleCopy: m.blog.articleCopy,
  commitments: m.about.commitments,
  home: m.home.home,
  contact: m.contact.contact,
  services: m.services.services,
  servicesOverview: m.services.servicesOverview,
  nofee: m.nofee.nofee,
  mainNav: m.navigation.mainNav,
  footerQuickLinks: m.navigation.footerQuickLinks,
  footerTools: m.navigation.footerTools,
  privacyNote: m.privacyNote.privacyNote,
  leadTexts: m.lead.leadTexts,
  mbbs: m.mbbs.mbbs,
  neet: m.neet.neet,
  faqPage: m.faq.faqPage,
  topQuestions: m.faq.topQuestions,
  generalQuestions: m.faq.generalQuestions,
  faqItems: m.faq.faqItems,
  studyAbroadFaq: m.studyAbroadFaq.studyAbroadFaq,
  calculatorScriptNote: m.tools.calculatorScriptNote,
  ieltsTool: m.tools.ieltsTool,
  planner: m.planner.planner,
  plannerPromo: m.planner.plannerPromo,
  chatbotLauncher: m.chatbot.chatbotLauncher,
  shell: m.shell.shell,
  search: m.search.search,
});

const contents: Record<Locale, SiteContent> = {
  en: bundle({
    about: enAbout,
    blog: enBlog,
    chatbot: enChatbot,
    contact: enContact,
    faq: enFaq,
    home: enHome,
    lead: enLead,
    mbbs: enMbbs,
    navigation: enNavigation,
    neet: enNeet,
    nofee: enNofee,
    planner: enPlanner,
    privacyNote: enPrivacyNote,
    services: enServices,
    shell: enShell,
    search: enSearch,
    studyAbroadFaq: enStudyAbroadFaq,
    tools: enTools,
  }),
  te: bundle({
    about: teAbout,
    blog: teBlog,
    chatbot: teChatbot,
    contact: teContact,
    faq: teFaq,
    home: teHome,
    lead: teLead,
    mbbs: teMbbs,
    navigation: teNavigation,
    neet: teNeet,
    nofee: teNofee,
    planner: tePlanner,
    privacyNote: tePrivacyNote,
    services: teServices,
    shell: teShell,
    search: teSearch,
    studyAbroadFaq: teStudyAbroadFaq,
    tools: teTools,
  }),
  hi: bundle({
    about: hiAbout,
    blog: hiBlog,
    chatbot: hiChatbot,
    contact: hiContact,
    faq: hiFaq,
    home: hiHome,
    lead: hiLead,
    mbbs: hiMbbs,
    navigation: hiNavigation,
    neet: hiNeet,
    nofee: hiNofee,
    planner: hiPlanner,
    privacyNote: hiPrivacyNote,
    services: hiServices,
    shell: hiShell,
    search: hiSearch,
    studyAbroadFaq: hiStudyAbroadFaq,
    tools: hiTools,
  }),
};

export function contentFor(locale: Locale): SiteContent {
  return contents[locale];
}

/** Each edition's page labels and search metadata (content/i18n/<locale>/pages.ts). */
export const editionPages: Record<EditionLocale, EditionPages> = { te: tePages.pages, hi: hiPages.pages };

/** Each edition's glossary: the terms every translation of that edition writes the same way. */
export const glossaries: Record<EditionLocale, GlossaryEntry[]> = { te: teGlossary.glossary, hi: hiGlossary.glossary };

/** The words of the page being rendered (lib/render-locale): for shared Server Components deep in a page. */
export const renderContent = (): SiteContent => contentFor(renderLocale());

/** A dialog's Close label for the page being rendered: none on English pages (the modal's default). */
export const dialogCloseLabel = (): string | undefined => (renderLocale() === 'en' ? undefined : renderContent().shell.a11y.close);
