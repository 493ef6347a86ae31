import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import type { CgpaCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { CGPA_FEEDBACK, CGPA_FEEDBACK_BELOW } from '@/lib/cgpa';
import { CgpaCalculator } from './cgpa-calculator';
import { CgpaConverter } from './cgpa-converter';
import { ToolCard, ToolExplanation, tableClasses, tdClasses, thClasses } from './explanation';

/** /cgpa below the hero: two tabs, each a tool island with its explanation (all in the HTML). */
export function CgpaTool({ copy, contactHref }: { copy: CgpaCopy; contactHref: string }) {
  const ex = copy.calculatorExplanation;
  const lowest = CGPA_FEEDBACK[CGPA_FEEDBACK.length - 1].min;
  return (
    <Section id="tools" title={copy.sectionTitle}>
      <div className="mx-auto max-w-2xl">
        <Tabs
          label={copy.tabsLabel}
          tabs={[
            {
              id: 'calculator',
              label: copy.tabs.calculator,
              content: (
                <>
                  <ToolCard>
                    <CgpaCalculator copy={copy.calculator} contactHref={contactHref} />
                  </ToolCard>
                  <ToolExplanation explanation={ex}>
                    <table className={tableClasses}>
                      <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">{ex.feedbackCaption}</caption>
                      <thead>
                        <tr>
                          <th scope="col" className={thClasses}>
                            {ex.columns.from}
                          </th>
                          <th scope="col" className={thClasses}>
                            {ex.columns.message}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {CGPA_FEEDBACK.map((f) => (
                          <tr key={f.min}>
                            <td className={tdClasses}>{fill(ex.atLeast, { min: f.min })}</td>
                            <td className={tdClasses}>{f.message}</td>
                          </tr>
                        ))}
                        <tr>
                          <td className={tdClasses}>{fill(ex.below, { min: lowest })}</td>
                          <td className={tdClasses}>{CGPA_FEEDBACK_BELOW}</td>
                        </tr>
                      </tbody>
                    </table>
                  </ToolExplanation>
                </>
              ),
            },
            {
              id: 'converter',
              label: copy.tabs.converter,
              content: (
                <>
                  <ToolCard>
                    <CgpaConverter copy={copy.converter} contactHref={contactHref} />
                  </ToolCard>
                  <ToolExplanation explanation={copy.converterExplanation} />
                </>
              ),
            },
          ]}
        />
      </div>
    </Section>
  );
}
