import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import { iconNode } from '@/content/data/schema';
import type { MbaBenefit, mbaPage } from '@/content/mba';

/** Four reasons to study an MBA abroad. */
export function Benefits({ benefits, mbaBenefits }: { benefits: (typeof mbaPage)['benefits']; mbaBenefits: MbaBenefit[] }) {
  const { id, title } = benefits;
  return (
    <Section id={id} title={title}>
      <IconCardGrid items={mbaBenefits.map((b) => ({ ...b, icon: iconNode(b.icon) }))} />
    </Section>
  );
}
