import { Commitments } from '@/components/about/commitments';
import { Consultants } from '@/components/about/consultants';
import { Leadership } from '@/components/about/leadership';
import { Timeline } from '@/components/about/timeline';
import { WhyMbbs } from '@/components/about/why-mbbs';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import type { AboutContent } from '@/content/about';

/** The About page, in any language: its story, leadership and commitments in the language's words. */
export function AboutPage({ about }: { about: AboutContent }) {
  const { hero } = about;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        text={hero.text}
        primary={hero.cta}
        media={<img src="/images/about/hero.svg" width={560} height={420} alt={hero.imageAlt} className="h-auto w-full" />}
      />
      <Timeline story={about.story} />
      <WhyMbbs whyMbbs={about.whyMbbs} />
      <Leadership leadership={about.leadership} />
      <Consultants consultants={about.consultants} />
      <Commitments eyebrow={about.commitment.eyebrow} title={about.commitment.title} intro={about.commitment.intro}>
        <div className="mt-10 text-center">
          <Link to={about.commitment.cta.to} className={buttonClasses('primary', 'lg')}>
            {about.commitment.cta.label}
          </Link>
        </div>
      </Commitments>
    </>
  );
}
