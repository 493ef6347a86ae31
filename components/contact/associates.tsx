import { CardGrid } from '@/components/ui/card';
import { OfficeCard } from '@/components/ui/office-card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { ContactContent } from '@/content/contact';
import { site } from '@/content/site';

/** The two associate branches in Hyderabad, each with name, address, phone, email, timings, map link. */
export function Associates({ associates: a }: { associates: ContactContent['associates'] }) {
  const branches = site.offices.filter((o) => o.kind === 'associate');
  return (
    <Section id={a.id} eyebrow={a.eyebrow} title={a.title} intro={a.intro} tone="tint">
      <CardGrid columns={2}>
        {branches.map((office, i) => (
          <Reveal key={office.id} index={i} className="h-full">
            <OfficeCard office={office} labels={{ ...a.labels, hours: a.labels.timings }} mapLabel={a.labels.map} />
          </Reveal>
        ))}
      </CardGrid>
    </Section>
  );
}
