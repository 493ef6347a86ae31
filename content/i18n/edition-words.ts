/**
 * An edition's words, the same for every language of EDITION_LOCALES (lib/locale.ts): each content
 * module's words in that language, from its files (content/pages/<locale>/<page>.yaml and the
 * collections' <locale>/ folders), under the English export's name. A new language needs no line
 * here: its entry in lib/locale.ts, its data files and its glossary (docs/editions.md).
 * (The error view's words are the one module per language: content/i18n/error-views.ts.)
 */
import { commitmentsIn } from '@/content/about';
import { blogIn } from '@/content/blog';
import { chatbotContent } from '@/content/chatbot-topics';
import { contactIn } from '@/content/contact';
import { faqPageIn } from '@/content/faq';
import { faqSection } from '@/content/faq/entries';
import { homeIn } from '@/content/home';
import { leadTextsIn } from '@/content/lead';
import { mbbsIn } from '@/content/mbbs';
import { mbbsCheckIn } from '@/content/mbbs-check';
import { navigationIn } from '@/content/navigation';
import { neetIn } from '@/content/neet';
import { nofeeIn } from '@/content/nofee';
import { plannerIn, plannerPromoIn } from '@/content/planner';
import { privacyIn } from '@/content/privacy';
import { privacyNoteIn } from '@/content/privacy-note';
import { searchIn } from '@/content/search';
import { servicesIn, servicesOverviewIn } from '@/content/services';
import { shellIn } from '@/content/shell';
import { studyAbroadFaqIn } from '@/content/study-abroad-faq';
import { calculatorScriptNoteIn, ieltsToolIn } from '@/content/tools';
import { editionErrorViews } from '@/content/i18n/error-views';
import type { EditionLocale } from '@/lib/locale';

/** The words of one edition, under the English exports' names. */
export function editionWordsIn(locale: EditionLocale) {
  const mbbs = mbbsIn(locale);
  const errorView = editionErrorViews[locale];
  const shell = shellIn(locale, errorView);
  const topQuestions = faqSection('faq-top', locale);
  const generalQuestions = faqSection('faq-general', locale);
  return {
    commitments: commitmentsIn(locale),
    ...blogIn(locale),
    ...chatbotContent(locale, mbbs.universities.list),
    contact: contactIn(locale),
    errorView,
    topQuestions,
    generalQuestions,
    faqItems: [...topQuestions, ...generalQuestions],
    faqPage: faqPageIn(locale),
    home: homeIn(locale),
    leadTexts: leadTextsIn(locale),
    mbbs,
    mbbsCheck: mbbsCheckIn(locale),
    ...navigationIn(locale),
    neet: neetIn(locale),
    nofee: nofeeIn(locale),
    planner: plannerIn(locale),
    plannerPromo: plannerPromoIn(locale),
    privacy: privacyIn(locale),
    privacyNote: privacyNoteIn(locale),
    search: searchIn(locale),
    services: servicesIn(locale),
    servicesOverview: servicesOverviewIn(locale),
    shell,
    studyAbroadFaq: studyAbroadFaqIn(locale),
    calculatorScriptNote: calculatorScriptNoteIn(locale),
    ieltsTool: ieltsToolIn(locale, shell.calculator.ieltsInvalid),
  };
}
