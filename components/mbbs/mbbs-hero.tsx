import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import type { MbbsContent } from '@/content/mbbs';

export function MbbsHero({ hero, facts }: Pick<MbbsContent, 'hero' | 'facts'>) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.text}
      // Same-page anchor: the followed link has focus, and html:focus-within scrolls smoothly to the section.
      primary={{ label: hero.explore.label, href: hero.explore.hash }}
      secondary={{ label: hero.counselling, to: 'contact' }}
    >
      <HeroBadges items={hero.badges} />
      <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
            <dt className="text-sm text-brand-100">{fact.label}</dt>
            <dd className="mt-1 text-xl font-bold text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
