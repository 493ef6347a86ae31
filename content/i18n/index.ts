/**
 * Every content module a page of the language editions uses, per language, so a page (or a shared
 * server component) looks its words up once: `contentFor(locale)`. English is the modules under
 * content/; every edition's are the same modules' words in its language (content/i18n/edition-words.ts),
 * under the same names and with the same types. Server-side only: client islands get their words as props.
 */
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
import * as enMbbsCheck from '@/content/mbbs-check';
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
import { editionWordsIn } from '@/content/i18n/edition-words';
import { EDITION_LOCALES, LANGUAGES, type EditionLocale, type Locale } from '@/lib/locale';
import { renderLocale } from '@/lib/render-locale';

/**
 * The English words: every export of the modules above, so a new export of a listed module is in
 * `SiteContent` with no edit here, and a new module is one import line per language (and its line in
 * each bundle). The modules' export names are unique across them (content/i18n/index.test.ts).
 */
const en = {
  ...enAbout,
  ...enAusImmigration,
  ...enBlog,
  ...enChatbot,
  ...enContact,
  ...enCountries,
  ...enCourseCategories,
  ...enCybersecurity,
  ...enFaq,
  ...enHome,
  ...enLead,
  ...enMba,
  ...enMbbs,
  ...enMbbsCheck,
  ...enNavigation,
  ...enNeet,
  ...enNofee,
  ...enPlanner,
  ...enPrivacy,
  ...enPrivacyNote,
  ...enPrograms,
  ...enSearch,
  ...enServices,
  ...enShell,
  ...enStudyAbroadFaq,
  ...enTools,
  ...enVision,
};

/** Every word of the site, as English has it: an edition's words have the same names and types. */
export type SiteContent = typeof en;

/**
 * An edition's words: the translations it has, each of its English export's type. A language
 * supplies the words its pages use (the shell's and those of the pages it has a page file for, content/pages/<locale>/<page>.yaml); a page it
 * does not have needs no words, nor a placeholder.
 */
type EditionWords = { [K in keyof SiteContent]?: Widen<SiteContent[K]> };

/**
 * A type with its string literals widened to `string`: English words written `as const` (the
 * countries' and MBA pages' labels) pin their type to the English text; a translation keeps the
 * shape, not the words.
 */
type Widen<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends readonly unknown[]
      ? { [I in keyof T]: Widen<T[I]> }
      : T extends object
        ? { [K in keyof T]: Widen<T[K]> }
        : T;

/** Every edition's words are made the same way (content/i18n/edition-words.ts), and have the English words' shapes. */
const editionWords = (locale: EditionLocale) => editionWordsIn(locale) satisfies EditionWords;

/**
 * An edition's words as `SiteContent`: a word it lacks throws when a page reads it, at build,
 * naming the language and the word (never English in its place).
 */
function edition(locale: EditionLocale, words: EditionWords): SiteContent {
  const content = { ...words };
  for (const key of Object.keys(en))
    if (!(key in words))
      Object.defineProperty(content, key, {
        enumerable: false,
        get() {
          throw new Error(
            `The ${LANGUAGES[locale].englishName} edition has no \`${key}\` words: a page of it reads them. Give it in content/i18n/edition-words.ts (or delete the page's file, content/pages/${locale}/<page>.yaml, so the language has no such page).`,
          );
        },
      });
  return content as SiteContent;
}

const contents = Object.fromEntries([['en', en], ...EDITION_LOCALES.map((l) => [l, edition(l, editionWords(l))])]) as Record<Locale, SiteContent>;

export function contentFor(locale: Locale): SiteContent {
  return contents[locale];
}

/** The words of the page being rendered (lib/render-locale): for shared Server Components deep in a page. */
export const renderContent = (): SiteContent => contentFor(renderLocale());

/** A dialog's Close label for the page being rendered: none on English pages (the modal's default). */
export const dialogCloseLabel = (): string | undefined => (renderLocale() === 'en' ? undefined : renderContent().shell.a11y.close);
