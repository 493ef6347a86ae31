import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import { mbaBenefits, mbaPage } from '@/content/mba';

/** Four reasons to study an MBA abroad. */
export function Benefits() {
  const { id, title } = mbaPage.benefits;
  return (
    <Section id={id} title={title}>
      <IconCardGrid items={mbaBenefits} />
    </Section>
  );
}
