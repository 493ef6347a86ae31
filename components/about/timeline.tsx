import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { AboutContent } from '@/content/about';

/** Our journey, 2020 to 2024, as an ordered list along a line. */
export function Timeline({ story }: { story: AboutContent['story'] }) {
  return (
    <Section id="journey" title={story.title} intro={story.intro}>
      <ol className="relative mx-auto max-w-3xl border-l-2 border-brand-200 pl-8 dark:border-slate-700">
        {story.timeline.map((entry, i) => (
          <li key={entry.year} className="relative pb-10 last:pb-0">
            <span
              className="absolute top-1 -left-[2.6rem] h-5 w-5 rounded-full border-4 border-white bg-brand-700 dark:border-slate-950 dark:bg-brand-400"
              aria-hidden="true"
            />
            <Reveal index={i}>
              <p className="text-sm font-bold tracking-wide text-brand-700 dark:text-brand-300">{entry.year}</p>
              <h3 className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{entry.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{entry.description}</p>
            </Reveal>
          </li>
        ))}
      </ol>
    </Section>
  );
}
