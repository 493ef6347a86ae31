import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import type { MbbsContent } from '@/content/mbbs';
import { isWideValue } from './wide-value';

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
      {/* Two short facts a row on a phone, a long one (the accreditation) a row of its own; one row from sm up. */}
      <dl className="mx-auto mt-10 flex max-w-3xl flex-wrap gap-4">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className={`grow rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 sm:basis-0 ${isWideValue(fact.value) ? 'basis-full sm:grow-[2]' : 'basis-[calc(50%-0.5rem)]'}`}
          >
            <dt className="text-sm text-brand-100">{fact.label}</dt>
            <dd className="mt-1 text-xl font-bold text-white">{fact.value}</dd>
            {fact.note && <dd className="mt-1 text-xs text-brand-100">{fact.note}</dd>}
          </div>
        ))}
      </dl>
    </PageHero>
  );
}
