import { PanelAnswer } from '@/components/faq/faq-answer';
import { ProgramCatalogue } from '@/components/programs/program-catalogue';
import { ProgramSteps } from '@/components/programs/program-steps';
import { StudyAbroadFaq } from '@/components/sections/study-abroad-faq';
import { Accordion } from '@/components/ui/accordion';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { ProgramCategory, ProgramsPageContent } from '@/content/programs';
import type { StudyAbroadFaqContent } from '@/content/study-abroad-faq';

/** The programmes page, in any language: the catalogue, its questions and the steps in the language's words. */
export function ProgramPage({
  programsPage,
  programCategories,
  studyAbroadFaq,
}: {
  programsPage: ProgramsPageContent;
  programCategories: ProgramCategory[];
  studyAbroadFaq: StudyAbroadFaqContent;
}) {
  const { hero, faq, process, whyChoose } = programsPage;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        primary={{ label: hero.browse.label, href: hero.browse.hash }}
        secondary={{ label: hero.consultation, to: 'contact' }}
      />
      <ProgramCatalogue categories={programCategories} texts={programsPage} />
      <Section title={faq.title} intro={faq.intro} tone="tint">
        <Accordion
          name="programs-faq"
          className="mx-auto max-w-3xl"
          items={faq.items.map(({ id, question, answer, body, sources }) => ({
            id,
            title: question,
            content: <PanelAnswer answer={answer} body={body} sources={sources} />,
          }))}
        />
      </Section>
      <StudyAbroadFaq tone="plain" content={studyAbroadFaq} />
      <Section title={process.title} intro={process.intro}>
        <ProgramSteps items={process.steps} numbered />
      </Section>
      <Section title={whyChoose.title} intro={whyChoose.intro} tone="tint">
        <ProgramSteps items={whyChoose.points} />
      </Section>
    </>
  );
}
