import { Building2, MapPin } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Section } from '@/components/ui/section';
import { SampleLabel } from '@/components/sample-label';
import type { CybersecurityContent } from '@/content/cybersecurity';

/** Placement employers and the areas the hub serves. */
export function CyberReach({ placements, serviceAreas }: Pick<CybersecurityContent, 'placements' | 'serviceAreas'>) {
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-2">
        {placements.employers.length > 0 && (
          <div>
            <h2 className="text-3xl font-bold text-slate-900 dark:text-white">
              {placements.title} {placements.employers.some((e) => e.sample) && <SampleLabel />}
            </h2>
            <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{placements.intro}</p>
            <ul className="mt-6 grid grid-cols-2 gap-3">
              {placements.employers.map((e) => (
                <li
                  key={e.name}
                  className="flex items-center gap-2 rounded-xl bg-white p-4 font-semibold text-slate-800 shadow-sm dark:bg-slate-800 dark:text-slate-100"
                >
                  <Glyph icon={Building2} className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" />
                  {e.name}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{serviceAreas.title}</h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{serviceAreas.intro}</p>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            {serviceAreas.groups.map((g) => (
              <div key={g.title} className="rounded-xl bg-white p-4 shadow-sm dark:bg-slate-800">
                <h3 className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
                  <Glyph icon={MapPin} className="h-5 w-5 text-brand-700 dark:text-brand-300" />
                  {g.title}
                </h3>
                <ul className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-300">
                  {g.places.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </Section>
  );
}
