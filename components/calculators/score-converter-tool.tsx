import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import type { ScoreConverterCopy } from '@/content/tools';
import { fill } from '@/lib/calc-text';
import { CONCORDANCES, rowInputRanges } from '@/lib/score-converter';
import { ToolCard, ToolExplanation, tableClasses, tdClasses, thClasses } from './explanation';
import { ScoreConverterForm } from './score-converter-form';
import { Island } from '@/components/ui/island';

/** /scoreconverter below the hero: the converter island, how it works, and every table with its source. */
export function ScoreConverterTool({ copy, contactHref }: { copy: ScoreConverterCopy; contactHref: string }) {
  const names = copy.testNames;
  return (
    <>
      <Section id="converter" title={copy.sectionTitle}>
        <div className="mx-auto max-w-3xl">
          <ToolCard>
            <Island start="idle">
              <ScoreConverterForm copy={copy.form} testNames={names} sources={copy.sources} contactHref={contactHref} />
            </Island>
          </ToolCard>
          <ToolExplanation explanation={copy.explanation} />
        </div>
      </Section>
      <Section id="tables" title={copy.tables.title} intro={copy.tables.intro} tone="tint">
        <div className="mx-auto max-w-3xl">
          <Accordion
            name="concordance"
            items={CONCORDANCES.map((table) => {
              const vars = { from: names[table.from], to: names[table.to] };
              return {
                id: `table-${table.from}-${table.to}`.toLowerCase(),
                title: `${vars.from} → ${vars.to}`,
                content: (
                  <>
                    <div className="overflow-x-auto" role="region" aria-label={`${vars.from} → ${vars.to}`} tabIndex={0}>
                      <table className={tableClasses}>
                        <thead>
                          <tr>
                            <th scope="col" className={thClasses}>
                              {fill(copy.tables.columns.from, vars)}
                            </th>
                            <th scope="col" className={thClasses}>
                              {fill(copy.tables.columns.to, vars)}
                            </th>
                          </tr>
                        </thead>
                        <tbody>
                          {rowInputRanges(table).map((row) => (
                            <tr key={row.label}>
                              <td className={tdClasses}>{row.label}</td>
                              <td className={tdClasses}>{row.value}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                    <p className="mt-3 text-sm">
                      <span className="font-semibold">{copy.tables.sourceLabel}</span> {copy.sources[table.source]}
                    </p>
                  </>
                ),
              };
            })}
          />
        </div>
      </Section>
    </>
  );
}
