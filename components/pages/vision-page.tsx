import { Link } from '@/components/link';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { VisionMission } from '@/components/vision/vision-mission';
import type { VisionContent } from '@/content/vision';

/** The vision and mission page, in any language: the vision, mission, values and reasons in the language's words. */
export function VisionPage({ vision }: { vision: VisionContent }) {
  const { hero, values, whyChoose } = vision;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} primary={hero.cta} />
      <VisionMission vision={vision.vision} mission={vision.mission} />
      <Section id="core-values" eyebrow={values.eyebrow} title={values.title} intro={values.intro} tone="tint">
        <IconCardGrid items={values.cards} columns={3} />
      </Section>
      <Section id="why-choose" eyebrow={whyChoose.eyebrow} title={whyChoose.title} intro={whyChoose.intro}>
        <IconCardGrid items={whyChoose.cards} columns={3} />
        <div className="mt-10 text-center">
          <Link to={whyChoose.cta.to} className={buttonClasses('primary', 'lg')}>
            {whyChoose.cta.label}
          </Link>
        </div>
      </Section>
    </>
  );
}
