import { MbbsCheckPromo } from '@/components/mbbs-check/mbbs-check-promo';
import { NeetBlogLinks } from '@/components/neet/neet-blog-links';
import { NeetHero } from '@/components/neet/neet-hero';
import { NeetServices } from '@/components/neet/neet-services';
import { NeetTimeline } from '@/components/neet/neet-timeline';
import { Accordion } from '@/components/ui/accordion';
import { CtaBand } from '@/components/sections/cta-band';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import type { NeetContent } from '@/content/neet';
import { PanelAnswer } from '@/components/faq/faq-answer';
import { iconNode } from '@/content/data/schema';

/** The NEET page's sections, in any language. */
export function NeetPage({ neet }: { neet: NeetContent }) {
  const { hero, services, timeline, whyChoose, faq, blog, closing } = neet;
  return (
    <>
      <NeetHero hero={hero} />
      <NeetServices content={services} />
      <NeetTimeline content={timeline} />
      <Section eyebrow={whyChoose.eyebrow} title={whyChoose.title} tone="tint">
        <IconCardGrid as="ul" items={whyChoose.cards.map((card) => ({ ...card, icon: iconNode(card.icon) }))} columns={3} />
      </Section>
      <Section title={faq.title} intro={faq.intro}>
        <Accordion
          name="neet-faq"
          className="mx-auto max-w-3xl"
          items={faq.items.map(({ id, question, answer, body, sources }) => ({
            id,
            title: question,
            content: <PanelAnswer answer={answer} body={body} sources={sources} />,
          }))}
        />
      </Section>
      <NeetBlogLinks content={blog} />
      <MbbsCheckPromo />
      <CtaBand look="cardBright" title={closing.title} text={closing.text} primary={closing.cta} />
    </>
  );
}
