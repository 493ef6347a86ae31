import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import type { NeetContent } from '@/content/neet';

export function NeetHero({ hero }: { hero: NeetContent['hero'] }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={<p>{hero.text}</p>}
      actions={
        <>
          <Link to="contact" className={buttonClasses('light', 'lg')}>
            {hero.primary}
          </Link>
          <a href={hero.secondary.hash} className={buttonClasses('onDark', 'lg')}>
            {hero.secondary.label}
          </a>
        </>
      }
    >
      <HeroBadges items={hero.badges} />
    </PageHero>
  );
}
