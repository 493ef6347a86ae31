import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { BookLink } from '@/components/nofee/book-link';
import { Steps } from '@/components/nofee/steps';
import { CtaBand } from '@/components/sections/cta-band';
import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { NofeeContent } from '@/content/nofee';

/** The free-consultation page's sections, in any language; its Book buttons open the contact form `formId`. */
export function NofeePage({ nofee, formId }: { nofee: NofeeContent; formId: string }) {
  const { hero, covers, audience, steps, closing, bookingSubject } = nofee;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={<BookLink subject={bookingSubject} label={hero.bookLabel} formId={formId} />}
      >
        <HeroBadges items={hero.badges} look="roomy" />
      </PageHero>
      <Section id="what-we-cover" eyebrow={covers.eyebrow} title={covers.title} intro={covers.intro} tone="tint">
        <IconCardGrid items={covers.items} />
      </Section>
      <Section id="who-it-is-for" eyebrow={audience.eyebrow} title={audience.title} intro={audience.intro}>
        <IconCardGrid items={audience.items} />
      </Section>
      <Steps steps={steps} />
      <CtaBand
        headingId="get-started"
        title={closing.title}
        text={closing.text}
        actions={<BookLink subject={bookingSubject} label={closing.bookLabel} formId={formId} />}
      />
    </>
  );
}
