import { AusActionLink } from '@/components/ausimmigration/aus-action';
import { AusProcess } from '@/components/ausimmigration/aus-process';
import { VisaCards } from '@/components/ausimmigration/visa-cards';
import { CtaBand } from '@/components/sections/cta-band';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { buttonClasses } from '@/components/ui/button';
import { HeroBadges } from '@/components/ui/hero-badges';
import { onDarkButtonClasses } from '@/components/ui/on-dark-button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { AusImmigrationContent } from '@/content/ausimmigration';
import { site, telHref } from '@/content/site';

/** The Australian immigration page, in any language: its process, visas and living costs in the language's words. */
export function AusImmigrationPage({ ausImmigration, contactHref }: { ausImmigration: AusImmigrationContent; contactHref: string }) {
  const { hero, whyChoose, process, visas, living, closing } = ausImmigration;
  const light = buttonClasses('light', 'lg');
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        actions={<AusActionLink action={hero.consultation} className={light} contactHref={contactHref} />}
      >
        <HeroBadges items={hero.badges} />
      </PageHero>
      <Section eyebrow={whyChoose.eyebrow} title={whyChoose.title} intro={whyChoose.intro} tone="tint">
        <IconCardGrid as="ul" items={whyChoose.cards} />
      </Section>
      <AusProcess content={process} />
      <VisaCards content={visas} contactHref={contactHref} />
      <Section eyebrow={living.eyebrow} title={living.title} intro={living.intro}>
        <IconCardGrid as="ul" items={living.cards} columns={3} />
      </Section>
      <CtaBand
        look="cardBright"
        title={closing.title}
        text={closing.text}
        primary={closing.book}
        actions={
          <a href={telHref(site.headOffice.phone)} className={onDarkButtonClasses()}>
            {closing.call}: {site.headOffice.phone}
          </a>
        }
      />
    </>
  );
}
