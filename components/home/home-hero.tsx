import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import type { HomeContent } from '@/content/home';

export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.text}
      primary={hero.cta}
      actions={
        <Link href={hero.secondary.hash} className={buttonClasses('secondary', 'lg')}>
          {hero.secondary.label}
        </Link>
      }
      media={<img src="/images/home/hero.svg" width={560} height={440} alt={hero.imageAlt} className="h-auto w-full" />}
    >
      <HeroBadges items={hero.badges} center={false} look="roomy" />
    </PageHero>
  );
}
