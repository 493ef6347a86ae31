import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import type { HomeContent } from '@/content/home';

/** Hero badges as one text each ("3k+ Students"), so the numbers read as written. */
export function HeroBadges({ badges, center = false }: { badges: string[]; center?: boolean }) {
  return (
    <ul className={`mt-8 flex flex-wrap gap-3 ${center ? 'justify-center' : ''}`}>
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30">
          {badge}
        </li>
      ))}
    </ul>
  );
}

export function HomeHero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={<p>{hero.text}</p>}
      actions={
        <>
          <Link to={hero.cta.to} hash={hero.cta.hash} className={buttonClasses('light', 'lg')}>
            {hero.cta.label}
          </Link>
          <Link href={hero.secondary.hash} className={buttonClasses('secondary', 'lg')}>
            {hero.secondary.label}
          </Link>
        </>
      }
      media={<img src="/images/home/hero.svg" width={560} height={440} alt={hero.imageAlt} className="h-auto w-full" />}
    >
      <HeroBadges badges={hero.badges} />
    </PageHero>
  );
}
