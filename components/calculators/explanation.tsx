import type { ReactNode } from 'react';
import type { Explanation } from '@/content/tools';

/** "How the result is computed", under each tool: server-rendered, so it is in the HTML. */
export function ToolExplanation({ explanation, children, headingLevel = 'h3' }: { explanation: Explanation; children?: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <div className="mt-10 space-y-4 text-slate-700 dark:text-slate-300">
      <Heading className="text-2xl font-bold text-slate-900 dark:text-white">{explanation.title}</Heading>
      {explanation.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
    </div>
  );
}

export const tableClasses = 'w-full border-collapse text-left text-sm sm:text-base';
export const thClasses = 'border-b-2 border-slate-300 px-3 py-2 font-semibold text-slate-900 dark:border-slate-600 dark:text-white';
export const tdClasses = 'border-b border-slate-200 px-3 py-2 tabular-nums dark:border-slate-700';

/** The card that holds a tool's form. */
export function ToolCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">{children}</div>
  );
}
