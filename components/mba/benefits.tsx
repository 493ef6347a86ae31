import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { mbaBenefits, mbaPage } from '@/content/mba';

/** Four reasons to study an MBA abroad. */
export function Benefits() {
  const { id, title } = mbaPage.benefits;
  return (
    <Section id={id} title={title}>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {mbaBenefits.map(({ title: t, text, icon: Icon }, i) => (
          <Reveal key={t} index={i}>
            <Card title={t} icon={<Icon className="h-6 w-6" />}>
              <p>{text}</p>
            </Card>
          </Reveal>
        ))}
      </div>
    </Section>
  );
}
