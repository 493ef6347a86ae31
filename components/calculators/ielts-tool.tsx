import { Section } from '@/components/ui/section';
import { dialogCloseLabel } from '@/content/i18n';
import type { IeltsCopy } from '@/content/tools';
import { formatBand, IELTS_SKILLS, ieltsOverall } from '@/lib/ielts';
import { ToolCard, ToolExplanation, tableClasses, tdClasses, thClasses } from './explanation';
import { IeltsCalculator } from './ielts-calculator';
import { Island } from '@/components/ui/island';

/** /ieltsscore below the hero: the calculator island, then how the band is computed, with examples. */
export function IeltsTool({ copy, contactHref }: { copy: IeltsCopy; contactHref: string }) {
  return (
    <Section id="calculator" title={copy.sectionTitle}>
      <div className="mx-auto max-w-2xl">
        <ToolCard>
          <Island start="idle">
            <IeltsCalculator copy={copy.form} contactHref={contactHref} closeLabel={dialogCloseLabel()} />
          </Island>
        </ToolCard>
        <ToolExplanation explanation={copy.explanation}>
          <div className="overflow-x-auto" role="region" aria-label={copy.examples.caption} tabIndex={0}>
            <table className={tableClasses}>
              <caption className="mb-2 text-left font-semibold text-slate-900 dark:text-white">{copy.examples.caption}</caption>
              <thead>
                <tr>
                  {IELTS_SKILLS.map((s) => (
                    <th key={s} scope="col" className={thClasses}>
                      {copy.form.skills[s]}
                    </th>
                  ))}
                  <th scope="col" className={thClasses}>
                    {copy.examples.columns.mean}
                  </th>
                  <th scope="col" className={thClasses}>
                    {copy.examples.columns.overall}
                  </th>
                </tr>
              </thead>
              <tbody>
                {copy.examples.scores.map((scores) => (
                  <tr key={scores.join()}>
                    {scores.map((s, i) => (
                      <td key={i} className={tdClasses}>
                        {formatBand(s)}
                      </td>
                    ))}
                    <td className={tdClasses}>{scores.reduce((a, b) => a + b, 0) / scores.length}</td>
                    <td className={`${tdClasses} font-bold`}>{formatBand(ieltsOverall(scores))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ToolExplanation>
      </div>
    </Section>
  );
}
