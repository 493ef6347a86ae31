import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import { mbaFaqs, mbaPage } from '@/content/mba';

/** The four MBA questions in the shared one-open accordion. */
export function MbaFaqs() {
  const { id, title } = mbaPage.faqs;
  return (
    <Section id={id} title={title}>
      <div className="mx-auto max-w-3xl">
        <Accordion name="mba-faq" items={mbaFaqs.map((f, i) => ({ id: `mba-faq-${i + 1}`, title: f.question, content: <p>{f.answer}</p> }))} />
      </div>
    </Section>
  );
}
