import type { ReactNode } from 'react';
import { renderContent } from '@/content/i18n';
import type { Explanation } from '@/content/tools';

/** "How the result is computed", under each tool: server-rendered, so it is in the HTML. */
export function ToolExplanation({
  explanation,
  children,
  headingLevel = 'h3',
}: {
  explanation: Explanation;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
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

/**
 * Whether the calculator can work is told by the loader's `<html data-framework>`
 * (tooling/deferred-scripts.ts): absent when scripts are off, `failed` when the framework did not
 * arrive. Then the form's button (which could only reload the page) is hidden and the note says
 * why; while the framework is on its way (`pending`, `loading`) and once it has started, the note
 * stays out of sight, so a normal start never flashes it or shifts the layout.
 */
const noScriptButtonHidden = '[html:not([data-framework])_&_form>button[type=submit]]:hidden [html[data-framework=failed]_&_form>button[type=submit]]:hidden';
const noScriptShown = 'hidden [html:not([data-framework])_&]:block [html[data-framework=failed]_&]:block';

/** The whole form hidden when it cannot work, for a tool whose page answers without script another way (the MBBS check's checklist). */
const noScriptFormHidden = '[html:not([data-framework])_&_form]:hidden [html[data-framework=failed]_&_form]:hidden';

/**
 * The card that holds a tool's form, with the note shown in place of its button when it cannot work.
 * A tool whose page answers without script another way gives its own note (`scriptNote`, pointing
 * there) and `hideForm`: then the fields, which could answer nothing, are hidden too.
 */
export function ToolCard({ children, scriptNote, hideForm }: { children: ReactNode; scriptNote?: ReactNode; hideForm?: boolean }) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900 ${hideForm ? noScriptFormHidden : noScriptButtonHidden}`}
      data-form-needs-script={hideForm ? '' : undefined}
    >
      {children}
      <p
        data-script-note=""
        className={`${noScriptShown} ${hideForm ? '' : 'mt-6'} rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`}
      >
        {scriptNote ?? renderContent().calculatorScriptNote}
      </p>
    </div>
  );
}
