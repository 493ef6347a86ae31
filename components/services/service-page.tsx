import { CtaBand } from '@/components/sections/cta-band';
import { CardGrid } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { ServicePageContent } from '@/content/service-pages';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { ProcessSteps } from './process-steps';

export type ServicePageProps = { page: ServicePageContent };

/**
 * The one layout of the six service sub-pages: hero with key figures, features,
 * process steps, testimonials (some pages), FAQ (all but travel; answers capped at 300 px) and the
 * closing call to action to the contact page.
 */
export function ServicePage({ page }: ServicePageProps) {
  const { hero, features, process, testimonials, faq, cta } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} primary={{ label: hero.ctaLabel, to: 'contact' }}>
        <dl className={`mt-10 grid grid-cols-1 gap-4 ${hero.highlights.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
          {hero.highlights.map((h) => (
            <div key={h.label} className="flex flex-col-reverse rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20">
              <dt className="text-sm text-brand-50">{h.label}</dt>
              <dd className="text-2xl font-extrabold text-white">{h.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <FeatureCards id="features" cards={features.items} eyebrow={features.eyebrow} title={features.title} intro={features.intro} />
      <ProcessSteps {...process} />
      {testimonials && testimonials.items.length > 0 && (
        <Section id="testimonials" eyebrow={testimonials.eyebrow} title={testimonials.title} intro={testimonials.intro}>
          <CardGrid as="ul" columns={testimonials.items.length === 2 ? 2 : 3} className="mx-auto max-w-5xl">
            {testimonials.items.map((t) => (
              <li key={t.name}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
      {faq && (
        <FaqSection
          name={`${page.key}-faq`}
          items={faq.items}
          eyebrow={faq.eyebrow}
          title={faq.title}
          intro={faq.intro}
          capped
          tone={testimonials ? 'tint' : 'plain'}
        />
      )}
      <CtaBand id="cta" look="band" title={cta.title} text={cta.text} primary={cta.ctaLabel} secondary={{ label: cta.secondaryLabel, to: 'services' }} />
    </>
  );
}
