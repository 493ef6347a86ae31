import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import type { NeetContent } from '@/content/neet';
import { NEET_SERVICES_ID } from './neet-services';

export function NeetHero({ hero }: { hero: NeetContent['hero'] }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.text}
      primary={{ label: hero.primary, to: 'contact' }}
      secondary={{ label: hero.secondary, href: `#${NEET_SERVICES_ID}` }}
    >
      <HeroBadges items={hero.badges} />
    </PageHero>
  );
}
