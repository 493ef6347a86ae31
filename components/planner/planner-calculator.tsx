'use client';

import { ArrowRight, Printer } from 'lucide';
import { useEffect, useRef, type RefObject } from 'react';
import { ShareResult } from '@/components/calculators/result-actions';
import { CalculatorFormView, useCalculatorForm } from '@/components/calculators/calculator-form';
import { NumberField, SelectField } from '@/components/calculators/fields';
import { Glyph } from '@/components/ui/glyph';
import { buttonClasses } from '@/components/ui/button';
import type { PlannerCopy } from '@/content/planner';
import { fill, withSubject } from '@/lib/calc-text';
import { monthYear } from '@/lib/fact';
import { LOAN_LIMITS } from '@/lib/loan';
import {
  checkPlan,
  formatAmount,
  formatFact,
  hasPlanQuery,
  PLANNER_COUNTRIES,
  PLANNER_FIELDS,
  PLANNER_LIMITS,
  type FundsLine,
  type Plan,
  type PlannerFacts,
  type PlanOutcome,
} from '@/lib/planner';
import { FactSource } from '@/components/ui/fact-source';

export type PlannerCalculatorCopy = Pick<PlannerCopy, 'countries' | 'form' | 'messages' | 'result' | 'fact'>;

export type PlannerCalculatorProps = {
  copy: PlannerCalculatorCopy;
  /** The contact page in the page's language: "Send this plan to a counsellor" opens its form. */
  contactHref: string;
  locale: string;
  /** The figures it computes from and their sources (content/visa-funds.ts), read on the server. */
  facts: PlannerFacts;
};

const rupees = (n: number) => formatAmount(n, 'INR');

/** A line's rule in words, its amounts in the line's currency. */
function ruleText(copy: PlannerCalculatorCopy, line: FundsLine, currency: Plan['funds']['currency']): string {
  const { perMonth, each, ...counts } = line.values;
  const money: Record<string, string> = {};
  if (perMonth !== undefined) money.perMonth = formatAmount(perMonth, currency);
  if (each !== undefined) money.each = formatAmount(each, currency);
  return fill(copy.result.lines[line.kind].rule, { ...counts, ...money } as Record<string, string | number>);
}

/** The plan as plain text, for the counsellor's message. */
export function planMessage(copy: PlannerCalculatorCopy, plan: Plan, url: string): string {
  const { funds, loan } = plan;
  const r = copy.result;
  const money = (n: number) => formatAmount(n, funds.currency);
  const lines = [
    r.messageIntro,
    fill(r.fundsTitle, { country: copy.countries[funds.country] }),
    ...funds.lines.map((l) => `- ${r.lines[l.kind].label}: ${money(l.amount)}`),
    `${r.total}: ${money(funds.total)}`,
    `${r.rupeesTotal}: ${rupees(plan.totalInRupees)} (₹${plan.rate.value} = 1 ${funds.currency})`,
  ];
  if (loan)
    lines.push(
      `${r.loanTitle}: ${rupees(loan.amount)}, ${loan.ratePercent}%, ${fill(r.loanRows.moratorium, { months: loan.moratoriumMonths })} (${
        loan.interestDuringMoratorium === 'added' ? r.loanRows.moratoriumAdded : r.loanRows.moratoriumPaid
      })`,
      `${fill(r.loanRows.emi, { months: loan.months })}: ${rupees(loan.emi)}; ${r.loanRows.totalInterest}: ${rupees(loan.totalInterest)}; ${r.loanRows.totalRepaid}: ${rupees(loan.totalRepaid)}`,
    );
  lines.push(fill(r.messageLink, { url }));
  return lines.join('\n');
}

const rowClasses = 'border-t border-slate-200 align-top dark:border-slate-700';

/**
 * The planner's form and its result. The fields are uncontrolled and read at submit, and their
 * names are the share link's query keys: without script the form's GET submit opens that link;
 * with script the same link computes the plan on arrival (and a computed plan puts its link in the
 * address bar).
 */
export function PlannerCalculator({ copy, contactHref, locale, facts }: PlannerCalculatorProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);
  const say = (outcome: Extract<PlanOutcome, { ok: false }>) => copy.messages[outcome.error];
  const form = useCalculatorForm<Plan>(
    (data) => {
      const outcome = checkPlan((field) => data.get(field) as string | null, facts);
      return outcome.ok ? outcome.plan : say(outcome);
    },
    {
      accepts: copy.messages.accepts,
      // A plan's link fills the form and computes it; one it cannot use says what to fix over the form.
      restore: (el) => {
        if (!hasPlanQuery(window.location.search)) return null;
        const params = new URLSearchParams(window.location.search);
        for (const field of PLANNER_FIELDS) {
          const input = el.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null;
          const value = params.get(field);
          if (input && value !== null) input.value = value;
        }
        const outcome = checkPlan((field) => params.get(field), facts);
        return outcome.ok ? outcome.plan : say(outcome);
      },
      afterResult: () => {
        submitted.current = true;
      },
    },
  );
  const plan = form.result;

  useEffect(() => {
    if (!plan) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${plan.query}`);
    if (submitted.current) headingRef.current?.focus();
  }, [plan]);

  const f = copy.form;
  return (
    <>
      <div className="print:hidden">
        <CalculatorFormView form={form} label={f.label} submit={f.submit}>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-bold text-slate-900 dark:text-white">{f.courseLegend}</legend>
            <SelectField label={f.country} name="country" defaultValue="uk" options={PLANNER_COUNTRIES.map((c) => ({ value: c, label: copy.countries[c] }))} />
            <NumberField
              label={f.months}
              name="months"
              defaultValue="12"
              min={PLANNER_LIMITS.months.min}
              max={PLANNER_LIMITS.months.max}
              step={1}
              hint={f.monthsHint}
            />
            <div>
              <SelectField
                label={f.city}
                name="city"
                defaultValue="london"
                options={[
                  { value: 'london', label: f.cities.london },
                  { value: 'elsewhere', label: f.cities.elsewhere },
                ]}
              />
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{f.cityHint}</p>
            </div>
            <NumberField
              label={f.tuition}
              name="tuition"
              defaultValue="0"
              min={PLANNER_LIMITS.tuition.min}
              max={PLANNER_LIMITS.tuition.max}
              step={1}
              hint={f.tuitionHint}
            />
          </fieldset>
          <fieldset className="grid gap-5 sm:grid-cols-3">
            <legend className="mb-3 text-lg font-bold text-slate-900 dark:text-white">{f.familyLegend}</legend>
            <SelectField
              label={f.partner}
              name="partner"
              defaultValue="no"
              options={[
                { value: 'no', label: f.partnerOptions.no },
                { value: 'yes', label: f.partnerOptions.yes },
              ]}
            />
            <NumberField label={f.children} name="children" defaultValue="0" min={PLANNER_LIMITS.children.min} max={PLANNER_LIMITS.children.max} step={1} />
            <NumberField label={f.school} name="school" defaultValue="0" min={0} max={PLANNER_LIMITS.children.max} step={1} hint={f.schoolHint} />
          </fieldset>
          <NumberField label={f.fx} name="fx" min={PLANNER_LIMITS.fx.min} max={PLANNER_LIMITS.fx.max} step={0.01} hint={f.fxHint} />
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-bold text-slate-900 dark:text-white">{f.loanLegend}</legend>
            <p className="text-slate-600 sm:col-span-2 dark:text-slate-300">{f.loanIntro}</p>
            <NumberField label={f.loan} name="loan" min={LOAN_LIMITS.amount.min} max={LOAN_LIMITS.amount.max} step={1} hint={f.loanHint} />
            <NumberField label={f.apr} name="apr" min={LOAN_LIMITS.rate.min} max={LOAN_LIMITS.rate.max} step={0.01} />
            <NumberField label={f.years} name="years" defaultValue="10" min={LOAN_LIMITS.years.min} max={LOAN_LIMITS.years.max} step={1} />
            <NumberField
              label={f.grace}
              name="grace"
              defaultValue="6"
              min={LOAN_LIMITS.graceMonths.min}
              max={LOAN_LIMITS.graceMonths.max}
              step={1}
              hint={f.graceHint}
            />
            <div className="sm:col-span-2">
              <SelectField
                label={f.during}
                name="during"
                defaultValue="added"
                options={[
                  { value: 'added', label: f.duringOptions.added },
                  { value: 'paid', label: f.duringOptions.paid },
                ]}
              />
            </div>
          </fieldset>
        </CalculatorFormView>
      </div>
      {plan && <PlanView copy={copy} plan={plan} contactHref={contactHref} locale={locale} facts={facts} headingRef={headingRef} />}
    </>
  );
}

function PlanView({
  copy,
  plan,
  contactHref,
  locale,
  facts,
  headingRef,
}: {
  copy: PlannerCalculatorCopy;
  plan: Plan;
  contactHref: string;
  locale: string;
  facts: PlannerFacts;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const r = copy.result;
  const { funds, loan } = plan;
  const money = (n: number) => formatAmount(n, funds.currency);
  const country = copy.countries[funds.country];
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}?${plan.query}`;
  const sendHref = `${withSubject(contactHref, fill(r.actions.ctaSubject, { country }))}&message=${encodeURIComponent(planMessage(copy, plan, url))}#contact-form`;
  const h4 = 'mt-8 text-xl font-bold text-slate-900 dark:text-white';
  return (
    <section aria-labelledby="plan-heading" className="mt-10 border-t-2 border-slate-200 pt-8 dark:border-slate-700">
      <h3 id="plan-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white">
        {r.title}
      </h3>
      <h4 className={h4}>{fill(r.fundsTitle, { country })}</h4>
      <table className="mt-3 w-full text-left">
        <thead className="sr-only">
          <tr>
            <th scope="col">{r.columns.item}</th>
            <th scope="col">{r.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {funds.lines.map((line) => (
            <tr key={line.kind} className={rowClasses}>
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="block font-semibold text-slate-900 dark:text-white">{r.lines[line.kind].label}</span>
                <span className="block text-slate-700 dark:text-slate-300">{ruleText(copy, line, funds.currency)}</span>
                {line.fact ? (
                  <FactSource fact={facts.funds[line.fact]} words={copy.fact} locale={locale} newTab />
                ) : (
                  <small className="fact-source">{`${copy.fact.source}: ${r.tuitionSource}`}</small>
                )}
              </th>
              <td className="py-3 text-right font-semibold whitespace-nowrap tabular-nums">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 dark:border-slate-600">
            <th scope="row" className="py-3 text-lg font-bold">
              {r.total}
            </th>
            <td className="py-3 text-right text-xl font-extrabold whitespace-nowrap text-brand-700 tabular-nums dark:text-brand-300">
              <output>{money(funds.total)}</output>
            </td>
          </tr>
        </tfoot>
      </table>
      {funds.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {funds.notes.map((note) => (
            <li key={note}>
              {fill(r.notes[note], {
                australiaIncome: formatFact(facts.funds.australiaIncome),
                australiaIncomeFamily: formatFact(facts.funds.australiaIncomeFamily),
              })}
            </li>
          ))}
        </ul>
      )}

      <h4 className={h4}>{r.rupeesTitle}</h4>
      <p className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{r.rupeesTotal}</span>
        <output className="text-xl font-extrabold text-brand-700 tabular-nums dark:text-brand-300">{rupees(plan.totalInRupees)}</output>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {plan.rate.isDefault
          ? fill(r.rateDefault, { rate: plan.rate.value, currency: funds.currency, date: monthYear(facts.rates[funds.currency].checked, locale) })
          : fill(r.rateOwn, { rate: plan.rate.value, currency: funds.currency })}
      </p>

      <h4 className={h4}>{r.loanTitle}</h4>
      {loan ? (
        <>
          <table className="mt-3 w-full text-left">
            <tbody>
              {(
                [
                  [r.loanRows.amount, rupees(loan.amount)],
                  [r.loanRows.rate, `${loan.ratePercent}%`],
                  [fill(r.loanRows.moratorium, { months: loan.moratoriumMonths }), ''],
                  loan.interestDuringMoratorium === 'paid'
                    ? [r.loanRows.moratoriumPaid, rupees(loan.moratoriumMonthly)]
                    : [r.loanRows.moratoriumAdded, rupees(loan.moratoriumInterest)],
                  [r.loanRows.repaymentPrincipal, rupees(loan.repaymentPrincipal)],
                  [fill(r.loanRows.emi, { months: loan.months }), rupees(loan.emi)],
                  [r.loanRows.totalInterest, rupees(loan.totalInterest)],
                  [r.loanRows.totalRepaid, rupees(loan.totalRepaid)],
                ] as [string, string][]
              ).map(([label, value]) => (
                <tr key={label} className={rowClasses}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {label}
                  </th>
                  <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {fill(r.assumption[loan.interestDuringMoratorium], { months: loan.moratoriumMonths })}
          </p>
        </>
      ) : (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{r.noLoan}</p>
      )}
      <p className="mt-3 text-slate-700 dark:text-slate-300">{fill(r.section80e, { years: facts.section80eYears })}</p>

      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <a href={sendHref} className={buttonClasses('primary', 'md')}>
          {r.send}
          <Glyph icon={ArrowRight} className="h-4 w-4" />
        </a>
        <button type="button" onClick={() => window.print()} className={buttonClasses('outline', 'md')}>
          <Glyph icon={Printer} className="h-4 w-4" />
          {r.print}
        </button>
      </div>
      <div className="print:hidden">
        <ShareResult query={plan.query} copy={r.actions} />
      </div>
    </section>
  );
}
