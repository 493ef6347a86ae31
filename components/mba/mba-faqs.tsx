import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import type { mbaPage } from '@/content/mba';
import type { FaqItem } from '@/content/types';
import { PanelAnswer } from '@/components/faq/faq-answer';

/** The four MBA questions in the shared one-open accordion. */
export function MbaFaqs({ faqs, mbaFaqs }: { faqs: (typeof mbaPage)['faqs']; mbaFaqs: FaqItem[] }) {
  const { id, title } = faqs;
  return (
    <Section id={id} title={title}>
      <div className="mx-auto max-w-3xl">
        <Accordion
          name="mba-faq"
          items={mbaFaqs.map((f) => ({ id: f.id, title: f.question, content: <PanelAnswer answer={f.answer} body={f.body} sources={f.sources} /> }))}
        />
      </div>
    </Section>
  );
}
