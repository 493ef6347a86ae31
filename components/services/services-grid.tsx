import { CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { ServicesOverview } from '@/content/services';
import { ServiceCard } from './service-card';

export type ServicesGridProps = ServicesOverview['catalogue'] & { id: string };

/** The grid of service cards, in content order; cards fade in 0.1 s apart per row. */
export function ServicesGrid({ id, eyebrow, title, intro, services, learnMoreLabel, learnMorePrefix, featuresHeading, getStartedLabel }: ServicesGridProps) {
  const labels = { learnMore: learnMoreLabel, learnMorePrefix, featuresHeading, getStarted: getStartedLabel };
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <CardGrid as="ul">
        {services.map((service, i) => (
          <li key={service.id}>
            <Reveal index={i % 3} className="h-full">
              <ServiceCard service={service} labels={labels} />
            </Reveal>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
