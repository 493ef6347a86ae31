import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import type { CgpaCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { CGPA_FEEDBACK_MINS } from '@/lib/cgpa';
import { CgpaCalculator } from './cgpa-calculator';
import { CgpaConverter } from './cgpa-converter';
import { ToolCard, ToolExplanation, tableClasses, tdClasses, thClasses } from './explanation';
import { Island } from '@/components/ui/island';

/** /cgpa below the hero: two tabs, each a tool island with its explanation (all in the HTML). */
export function CgpaTool({ copy, contactHref }: { copy: CgpaCopy; contactHref: string }) {
  const ex = copy.calculatorExplanation;
  const lowest = CGPA_FEEDBACK_MINS[CGPA_FEEDBACK_MINS.length - 1];
  const feedback = copy.calculator.feedback;
  return (
    <Section id="tools" title={copy.sectionTitle}>
      <div className="mx-auto max-w-2xl">
        <Island start="idle">
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
                          {CGPA_FEEDBACK_MINS.map((min, level) => (
                            <tr key={min}>
                              <td className={tdClasses}>{fill(ex.atLeast, { min })}</td>
                              <td className={tdClasses}>{feedback[level]}</td>
                            </tr>
                          ))}
                          <tr>
                            <td className={tdClasses}>{fill(ex.below, { min: lowest })}</td>
                            <td className={tdClasses}>{feedback[CGPA_FEEDBACK_MINS.length]}</td>
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
        </Island>
      </div>
    </Section>
  );
}
