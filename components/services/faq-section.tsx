import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import type { SectionCopy } from '@/content/services';
import type { FaqItem } from '@/content/types';
import { PanelAnswer } from '@/components/faq/faq-answer';

export type FaqSectionProps = SectionCopy & {
  /** The accordion group name: one answer open at a time within it. */
  name: string;
  items: FaqItem[];
  /** Cap open answers at 300 px, scrolling inside (the sub-pages' FAQ). */
  capped?: boolean;
  tone?: 'plain' | 'tint';
};

/** A FAQ section: the shared single-open accordion, every answer in the HTML. */
export function FaqSection({ name, items, capped = false, tone = 'plain', ...copy }: FaqSectionProps) {
  return (
    <Section id="faq" tone={tone} {...copy}>
      <Accordion
        name={name}
        maxPanelHeight={capped}
        className="mx-auto max-w-3xl"
        items={items.map((item) => ({
          id: item.id,
          title: item.question,
          content: <PanelAnswer answer={item.answer} body={item.body} sources={item.sources} />,
        }))}
      />
    </Section>
  );
}
