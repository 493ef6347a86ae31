import { Commitments } from '@/components/about/commitments';
import { Consultation } from '@/components/home/consultation';
import { Engineering } from '@/components/home/engineering';
import { Highlights } from '@/components/home/highlights';
import { HomeHero } from '@/components/home/home-hero';
import { LifeCycle } from '@/components/home/life-cycle';
import { ProgramCards } from '@/components/home/program-cards';
import { Stats } from '@/components/home/stats';
import { WhyChoose } from '@/components/home/why-choose';
import { CtaBand } from '@/components/sections/cta-band';
import type { HomeContent } from '@/content/home';

/** The home page's sections, in any language: / and /te, /hi render it. */
export function HomePage({ home }: { home: HomeContent }) {
  return (
    <>
      <HomeHero hero={home.hero} />
      <ProgramCards programs={home.programs} />
      <WhyChoose whyChoose={home.whyChoose} />
      <Stats counters={home.counters} />
      <Consultation consultation={home.consultation} />
      <Engineering engineering={home.engineering} />
      <LifeCycle lifeCycle={home.lifeCycle} />
      <Commitments {...home.commitment} tone="tint">
        <Highlights highlights={home.highlights} />
      </Commitments>
      <CtaBand headingId="get-started" title={home.closing.title} text={home.closing.text} primary={home.closing.cta} />
    </>
  );
}
