import { SplitFeature } from '@/components/sections/split-feature';
import type { HomeContent } from '@/content/home';

/** Free-consultation block: links to /contact and /about, beside three key figures. */
export function Consultation({ consultation: c }: { consultation: HomeContent['consultation'] }) {
  return (
    <SplitFeature
      id="free-consultation"
      copy={c}
      aside={
        <dl className="grid gap-4 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lg sm:grid-cols-3 lg:grid-cols-1">
          {c.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse">
              <dt className="text-brand-100">{fact.label}</dt>
              <dd className="text-3xl font-extrabold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
