import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { AboutContent } from '@/content/about';

/** Leadership: the roles that lead the consultancy and what each answers for. */
export function Leadership({ leadership: l }: { leadership: AboutContent['leadership'] }) {
  return (
    <Section id="leadership" eyebrow={l.eyebrow} title={l.title} intro={l.intro}>
      <CardGrid columns={3}>
        {l.leaders.map(({ role, focus, text, icon }, i) => (
          <Reveal key={role} index={i} className="h-full">
            <Card title={role} icon={icon}>
              <p className="font-semibold text-brand-700 dark:text-brand-300">{focus}</p>
              <p className="mt-2">{text}</p>
            </Card>
          </Reveal>
        ))}
      </CardGrid>
    </Section>
  );
}
