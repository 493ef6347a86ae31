import type { Course, ProgramsPageContent } from '@/content/programs';

/** Students, placement and companies of a course: the operator's own figures, those given only, said so under them. */
export function CourseStats({ stats, labels, large = false }: { stats: Course['stats']; labels: ProgramsPageContent['statLabels']; large?: boolean }) {
  const items = [
    { label: labels.students, value: stats.students },
    { label: labels.placement, value: stats.placement },
    { label: labels.companies, value: stats.companies },
  ].flatMap(({ label, value }) => (value === undefined ? [] : [{ label, value }]));
  if (items.length === 0) return null;
  return (
    <div>
      <dl className="grid grid-cols-3 gap-3">
        {items.map((item) => (
          // Label first for assistive technology, value shown on top.
          <div
            key={item.label}
            className={`flex flex-col-reverse rounded-xl text-center ${large ? 'bg-white/10 p-4 ring-1 ring-white/20' : 'bg-slate-50 p-3 dark:bg-slate-800'}`}
          >
            <dt className={`text-xs font-medium ${large ? 'text-brand-100' : 'text-slate-600 dark:text-slate-300'}`}>{item.label}</dt>
            <dd className={`font-extrabold ${large ? 'text-2xl text-white' : 'text-lg text-slate-900 dark:text-white'}`}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-2 text-xs ${large ? 'text-brand-100' : 'text-slate-600 dark:text-slate-300'}`}>{labels.note}</p>
    </div>
  );
}
