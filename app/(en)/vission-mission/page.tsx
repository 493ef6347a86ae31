import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Link } from '@/components/link';
import { VisionMission } from '@/components/vision/vision-mission';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { vision } from '@/content/vision';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('vision');

export default function Page() {
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
