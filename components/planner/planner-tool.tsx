import { ToolCard, ToolExplanation, tableClasses, tdClasses, thClasses } from '@/components/calculators/explanation';
import { Section } from '@/components/ui/section';
import { COUNTRY_FACTS, type PlannerCopy } from '@/content/planner';
import { plannerFacts, visaFunds } from '@/content/visa-funds';
import { fill } from '@/lib/calc-text';
import { fullDate, monthYear } from '@/lib/fact';
import { loanPlan } from '@/lib/loan';
import { formatAmount, formatFact, PLANNER_COUNTRIES } from '@/lib/planner';
import { PlannerCalculator } from './planner-calculator';
import { Island } from '@/components/ui/island';

/** The worked example under the loan explanation (the reference note's case). */
const EXAMPLE = { amount: 2_000_000, rate: 10, years: 10, moratorium: 24 };

/**
 * /planner below the hero: the planner (a client island) in its card, then, in the HTML for every
 * visitor, the official figures of each country with their sources and dates, and how the loan plan
 * is worked out.
 */
export function PlannerTool({ copy, contactHref, locale }: { copy: PlannerCopy; contactHref: string; locale: string }) {
  const { countries, form, messages, result, fact } = copy;
  return (
    <Section id="planner" title={copy.sectionTitle}>
      <div className="mx-auto max-w-3xl">
        <ToolCard>
          <Island start="idle">
            <PlannerCalculator copy={{ countries, form, messages, result, fact }} contactHref={contactHref} locale={locale} facts={plannerFacts} />
          </Island>
        </ToolCard>
        <OfficialFigures copy={copy} locale={locale} />
        <LoanExplanation copy={copy} />
      </div>
    </Section>
  );
}

function OfficialFigures({ copy, locale }: { copy: PlannerCopy; locale: string }) {
  const { table } = copy;
  const values = Object.fromEntries(Object.entries(visaFunds).map(([key, f]) => [key, formatFact(f)]));
  return (
    <div className="mt-12 space-y-4 text-slate-700 dark:text-slate-300">
      <h3 id="official-figures" className="text-2xl font-bold text-slate-900 dark:text-white">
        {table.title}
      </h3>
      <p>{table.intro}</p>
      <div className="overflow-x-auto" role="region" aria-labelledby="official-figures" tabIndex={0}>
        <table className={tableClasses}>
          <caption className="sr-only">{table.caption}</caption>
          <thead>
            <tr>
              {[table.columns.country, table.columns.rule, table.columns.effective, table.columns.source].map((c) => (
                <th key={c} scope="col" className={thClasses}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLANNER_COUNTRIES.map((country) => {
              const facts = COUNTRY_FACTS[country].map((key) => visaFunds[key]);
              const effective = [...new Set(facts.flatMap((f) => (f.effective ? [f.effective] : [])))];
              const sources = [...new Map(facts.map((f) => [f.source.url, f.source])).values()];
              const checked = facts.map((f) => f.checked).sort()[0];
              return (
                <tr key={country} className="align-top">
                  <th scope="row" className={`${tdClasses} font-semibold text-slate-900 dark:text-white`}>
                    {copy.countries[country]}
                  </th>
                  <td className={tdClasses}>{fill(table.rows[country], values)}</td>
                  <td className={`${tdClasses} whitespace-nowrap`}>{effective.length ? effective.map((d) => fullDate(d, locale)).join(', ') : table.noDate}</td>
                  <td className={tdClasses}>
                    {sources.map((s) => (
                      <a key={s.url} href={s.url} className="block font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
                        {s.name}
                      </a>
                    ))}
                    <span className="block text-sm">{fill(copy.fact.asOf, { date: monthYear(checked, locale) })}</span>
                    {facts.some((f) => !f.confirmed) && <span className="block text-sm">{copy.fact.notConfirmed}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function LoanExplanation({ copy }: { copy: PlannerCopy }) {
  const rupees = (n: number) => formatAmount(n, 'INR');
  const plain = loanPlan({ amount: EXAMPLE.amount, ratePercent: EXAMPLE.rate, years: EXAMPLE.years, moratoriumMonths: 0, interestDuringMoratorium: 'added' });
  const added = loanPlan({
    amount: EXAMPLE.amount,
    ratePercent: EXAMPLE.rate,
    years: EXAMPLE.years,
    moratoriumMonths: EXAMPLE.moratorium,
    interestDuringMoratorium: 'added',
  });
  return (
    <ToolExplanation explanation={copy.loanExplanation}>
      <p>
        {fill(copy.loanExplanation.example, {
          amount: rupees(EXAMPLE.amount),
          rate: EXAMPLE.rate,
          years: EXAMPLE.years,
          months: plain.months,
          moratorium: EXAMPLE.moratorium,
          emi: rupees(plain.emi),
          interest: rupees(plain.totalInterest),
          accrued: rupees(added.moratoriumInterest),
          principal: rupees(added.repaymentPrincipal),
          emiAdded: rupees(added.emi),
        })}
      </p>
    </ToolExplanation>
  );
}
