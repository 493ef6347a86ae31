/**
 * The ordinary pages of the Telugu and Hindi editions, one line each: the English page's route key
 * and how its page component renders with an edition's words (`contentFor(locale)`) and language.
 * Each line becomes the route file app/(editions)/[locale]/<English segment>/page.tsx (/te/MBBS/,
 * /hi/FAQ'S/), written by scripts/edition-routes.ts before every build, dev server and type check,
 * for the languages that have the page's file, content/pages/<l>/<page>.yaml. Home and the blog have route
 * files of their own. The keys, with 'home' and 'blog', are `EditionPageKey` (lib/locale): an
 * English page (one path segment) gets its first edition from its translated words and one line here.
 *
 * A line may use only what this file imports (the route file copies the line and those imports).
 * No route imports this module itself, so no page loads another page's client islands.
 */
import type { ReactNode } from 'react';
import type { SiteContent } from '@/content/i18n';
import { AboutPage } from '@/components/pages/about-page';
import { AusImmigrationPage } from '@/components/pages/ausimmigration-page';
import { CgpaPage } from '@/components/pages/cgpa-page';
import { ContactPage } from '@/components/pages/contact-page';
import { CountriesPage } from '@/components/pages/countries-page';
import { CybersecurityPage } from '@/components/pages/cybersecurity-page';
import { FaqPage } from '@/components/pages/faq-page';
import { IeltsPage } from '@/components/pages/ielts-page';
import { MbaPage } from '@/components/pages/mba-page';
import { MbbsPage } from '@/components/pages/mbbs-page';
import { MbbsCheckPage } from '@/components/pages/mbbs-check-page';
import { NeetPage } from '@/components/pages/neet-page';
import { NofeePage } from '@/components/pages/nofee-page';
import { PlannerPage } from '@/components/pages/planner-page';
import { PrivacyPage } from '@/components/pages/privacy-page';
import { ProgramPage } from '@/components/pages/program-page';
import { ScoreConverterPage } from '@/components/pages/scoreconverter-page';
import { ServicesPage } from '@/components/pages/services-page';
import { VisionPage } from '@/components/pages/vision-page';
import { SearchPage } from '@/components/search/search-page';
import type { EditionLocale } from '@/lib/locale';
import { localizedHref } from '@/lib/routes';

/** An edition page's body (below the review note): its page component with the edition's words. */
export type EditionView = (content: SiteContent, locale: EditionLocale) => ReactNode;

export const editionViews = {
  contact: (c) => <ContactPage contact={c.contact} />,
  services: (c) => <ServicesPage servicesOverview={c.servicesOverview} />,
  mbbs: (c) => <MbbsPage mbbs={c.mbbs} />,
  neet: (c) => <NeetPage neet={c.neet} />,
  nofee: (c) => <NofeePage nofee={c.nofee} formId={c.contact.form.id} />,
  faq: (c) => <FaqPage faqPage={c.faqPage} topQuestions={c.topQuestions} generalQuestions={c.generalQuestions} studyAbroadFaq={c.studyAbroadFaq} />,
  ieltsscore: (c, locale) => <IeltsPage ieltsTool={c.ieltsTool} contactHref={localizedHref('contact', locale)} />,
  about: (c) => <AboutPage about={c.about} />,
  cgpa: (c, locale) => <CgpaPage cgpaTool={c.cgpaTool} contactHref={localizedHref('contact', locale)} />,
  countries: (c) => (
    <CountriesPage
      countriesPage={c.countriesPage}
      explorerCopy={c.explorerCopy}
      countries={c.countries}
      countryFactLabels={c.countryFactLabels}
      courseCategories={c.courseCategories}
      courseCategoryLabels={c.courseCategoryLabels}
    />
  ),
  mba: (c) => (
    <MbaPage
      mbaPage={c.mbaPage}
      explorerCopy={c.explorerCopy}
      countries={c.countries}
      mbaByCountry={c.mbaByCountry}
      mbaFactLabels={c.mbaFactLabels}
      mbaSpecializations={c.mbaSpecializations}
      mbaBenefits={c.mbaBenefits}
      mbaTestimonials={c.mbaTestimonials}
      mbaFaqs={c.mbaFaqs}
    />
  ),
  scoreconverter: (c, locale) => <ScoreConverterPage scoreConverterTool={c.scoreConverterTool} contactHref={localizedHref('contact', locale)} />,
  program: (c) => <ProgramPage programsPage={c.programsPage} programCategories={c.programCategories} studyAbroadFaq={c.studyAbroadFaq} />,
  cybersecurity: (c) => <CybersecurityPage cybersecurity={c.cybersecurity} />,
  vision: (c) => <VisionPage vision={c.vision} />,
  ausimmigration: (c, locale) => <AusImmigrationPage ausImmigration={c.ausImmigration} contactHref={localizedHref('contact', locale)} />,
  privacy: (c) => <PrivacyPage privacy={c.privacy} />,
  planner: (c, locale) => <PlannerPage planner={c.planner} contactHref={localizedHref('contact', locale)} locale={locale} />,
  mbbsCheck: (c, locale) => <MbbsCheckPage mbbsCheck={c.mbbsCheck} contactHref={localizedHref('contact', locale)} locale={locale} />,
  search: (_, locale) => <SearchPage locale={locale} afterNote />,
} satisfies Record<string, EditionView>;

/** The pages of the map: the editions' pages but home and the blog. */
export type EditionViewKey = keyof typeof editionViews;
