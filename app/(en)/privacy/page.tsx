import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { privacy } from '@/content/privacy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('privacy');

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Your data" title={privacy.title} text={privacy.intro} />
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
            Last updated: <time dateTime={privacy.updated}>{privacy.updated}</time>
          </p>
        </div>
      </Section>
    </>
  );
}
