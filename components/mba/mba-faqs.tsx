import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import { mbaFaqs, mbaPage } from '@/content/mba';
import { PanelAnswer } from '@/components/faq/faq-answer';

/** The four MBA questions in the shared one-open accordion. */
export function MbaFaqs() {
  const { id, title } = mbaPage.faqs;
  return (
    <Section id={id} title={title}>
      <div className="mx-auto max-w-3xl">
        <Accordion name="mba-faq" items={mbaFaqs.map((f) => ({ id: f.id, title: f.question, content: <PanelAnswer answer={f.answer} body={f.body} /> }))} />
      </div>
    </Section>
  );
}
