import { CircleCheck } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Reveal } from '@/components/ui/reveal';
import type { VisionContent } from '@/content/vision';

const panel = 'h-full rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const iconBox = 'inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950';

/** Our vision and our mission, side by side. */
export function VisionMission({ vision, mission }: Pick<VisionContent, 'vision' | 'mission'>) {
  return (
    <section aria-label={`${vision.title}, ${mission.title}`} className="px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-2">
        <Reveal className="h-full">
          <div id="vision" className={panel}>
            <span className={iconBox} aria-hidden="true">
              <Glyph icon={vision.icon} className="h-7 w-7" />
            </span>
            <h2 className="mt-5 text-3xl font-bold text-slate-900 dark:text-white">{vision.title}</h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{vision.text}</p>
          </div>
        </Reveal>
        <Reveal index={1} className="h-full">
          <div id="mission" className={panel}>
            <span className={iconBox} aria-hidden="true">
              <Glyph icon={mission.icon} className="h-7 w-7" />
            </span>
            <h2 className="mt-5 text-3xl font-bold text-slate-900 dark:text-white">{mission.title}</h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{mission.text}</p>
            <ul className="mt-5 space-y-3">
              {mission.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700 dark:text-slate-200">
                  <Glyph icon={CircleCheck} className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
