import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { PrivacyContent } from '@/content/privacy';

/** The privacy notice, in any language: its sections and date in the language's words. */
export function PrivacyPage({ privacy }: { privacy: PrivacyContent }) {
  return (
    <>
      <PageHero eyebrow={privacy.eyebrow} title={privacy.title} text={privacy.intro} />
      <Section>
        <div className="mx-auto max-w-3xl space-y-10 text-slate-700 dark:text-slate-300">
          {privacy.sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id} className="text-2xl font-bold text-slate-900 dark:text-white">
                {s.title}
              </h2>
              {s.paragraphs?.map((p) => (
                <p key={p} className="mt-3">
                  {p}
                </p>
              ))}
              {s.list && (
                <ul className="mt-3 list-disc space-y-2 pl-6">
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <p className="text-sm">
            {`${privacy.updatedLabel}: `}
            <time dateTime={privacy.updated}>{privacy.updated}</time>
          </p>
        </div>
      </Section>
    </>
  );
}
