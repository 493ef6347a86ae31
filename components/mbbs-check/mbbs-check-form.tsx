'use client';

import { Printer } from 'lucide';
import { useEffect, useRef, type RefObject } from 'react';
import { acceptsMessage, CalculatorFormView, unusableField, useCalculatorForm } from '@/components/calculators/calculator-form';
import { NumberField, SelectField, TextField } from '@/components/calculators/fields';
import { CounsellingLink, ShareResult } from '@/components/calculators/result-actions';
import { buttonClasses } from '@/components/ui/button';
import { Glyph } from '@/components/ui/glyph';
import { RuleSources } from './rule-sources';
import type { MbbsCheckCopy } from '@/content/mbbs-check';
import { fill } from '@/lib/calc-text';
import {
  CHECK_CHOICES,
  CHECK_FIELDS,
  CHECK_LIMITS,
  checkOffer,
  hasCheckQuery,
  type CheckFacts,
  type CheckResult,
  type ChoiceField,
  type NumberCheckField,
  type RuleStage,
  type RuleStatus,
} from '@/lib/mbbs-check';

export type MbbsCheckFormCopy = Pick<MbbsCheckCopy, 'form' | 'messages' | 'rules' | 'stages' | 'result' | 'fact'>;

export type MbbsCheckFormProps = {
  copy: MbbsCheckFormCopy;
  /** The facts the rules read (content/mbbs-check.ts), passed by the server page. */
  facts: CheckFacts;
  /** The partner universities of the select (content/universities). */
  universities: { id: string; name: string }[];
  contactHref: string;
  locale: string;
};

const OTHER = 'other';

/**
 * The check's form and its result. The fields are uncontrolled and read at submit; their names are
 * the share link's query keys, so the link (and a university card's pre-filled link) fills the form
 * and shows the result on arrival.
 */
export function MbbsCheckForm({ copy, facts, universities, contactHref, locale }: MbbsCheckFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitted = useRef(false);
  const form = useCalculatorForm<CheckResult>(
    (data) => {
      const outcome = checkOffer((field) => data.get(field) as string | null, facts);
      return outcome.ok ? outcome.result : copy.messages[outcome.error];
    },
    {
      accepts: copy.messages.accepts,
      restore: (el) => {
        if (!hasCheckQuery(window.location.search)) return null;
        const params = new URLSearchParams(window.location.search);
        for (const field of CHECK_FIELDS) {
          const input = el.elements.namedItem(field) as HTMLInputElement | HTMLSelectElement | null;
          const value = params.get(field);
          if (input && value !== null) input.value = value;
        }
        // A link is read by the form's own rules: a number its field cannot take (72.5 months, "1,5") is named as the form names it.
        const unusable = unusableField(el);
        if (unusable) {
          const name = unusable.name as NumberCheckField;
          return acceptsMessage(copy.messages.accepts, unusable.labels?.[0]?.textContent?.trim() ?? name, CHECK_LIMITS[name]);
        }
        const outcome = checkOffer((field) => params.get(field), facts);
        // A link that cannot be used says why, with the form filled with what it held.
        return outcome.ok ? outcome.result : copy.messages[outcome.error];
      },
      afterResult: () => {
        submitted.current = true;
      },
    },
  );
  const result = form.result;

  useEffect(() => {
    if (!result) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${result.query}`);
    if (submitted.current) headingRef.current?.focus();
  }, [result]);

  const f = copy.form;
  const choice = <F extends ChoiceField>(field: F, labels: Record<(typeof CHECK_CHOICES)[F][number], string>) =>
    (CHECK_CHOICES[field] as readonly (typeof CHECK_CHOICES)[F][number][]).map((value) => ({ value, label: labels[value] }));
  const limits = (field: NumberCheckField) => CHECK_LIMITS[field];
  return (
    <>
      <div className="print:hidden">
        <CalculatorFormView form={form} label={f.label} submit={f.submit}>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-bold text-slate-900 dark:text-white">{f.offerLegend}</legend>
            <p className="text-slate-600 sm:col-span-2 dark:text-slate-300">{f.offerIntro}</p>
            <SelectField
              label={f.uni}
              name="uni"
              defaultValue={OTHER}
              options={[...universities.map((u) => ({ value: u.id, label: u.name })), { value: OTHER, label: f.otherUni }]}
            />
            <TextField label={f.country} name="country" type="text" hint={f.countryHint} />
            <NumberField label={f.months} name="months" {...limits('months')} hint={f.monthsExample} />
            <NumberField label={f.intern} name="intern" {...limits('intern')} />
            <SelectField label={f.internAt} name="internAt" defaultValue="unknown" options={choice('internAt', f.internAtOptions)} />
            <SelectField label={f.lang} name="lang" defaultValue="unknown" options={choice('lang', f.langOptions)} />
            <SelectField label={f.oneInst} name="oneInst" defaultValue="unknown" options={choice('oneInst', f.yesNo)} />
            <SelectField label={f.online} name="online" defaultValue="unknown" options={choice('online', f.onlineOptions)} />
            <SelectField label={f.practise} name="practise" defaultValue="unknown" options={choice('practise', f.yesNo)} />
            <TextField label={f.join} name="join" type="date" hint={f.joinHint} />
          </fieldset>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-bold text-slate-900 dark:text-white">{f.studentLegend}</legend>
            <SelectField label={f.neet} name="neet" defaultValue="unknown" options={choice('neet', f.neetOptions)} />
            <NumberField label={f.neetYear} name="neetYear" {...limits('neetYear')} hint={f.neetYearHint} />
            <NumberField label={f.pcb} name="pcb" {...limits('pcb')} />
            <SelectField label={f.cat} name="cat" defaultValue="general" options={choice('cat', f.catOptions)} />
            <SelectField label={f.eng} name="eng" defaultValue="unknown" options={choice('eng', f.yesNo)} />
            <TextField label={f.dob} name="dob" type="date" />
          </fieldset>
        </CalculatorFormView>
      </div>
      {result && (
        <ResultView copy={copy} result={result} facts={facts} universities={universities} contactHref={contactHref} locale={locale} headingRef={headingRef} />
      )}
    </>
  );
}

const statusClasses: Record<RuleStatus, string> = {
  met: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  notMet: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  unknown: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  planned: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  required: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  earlier: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

const STAGES: RuleStage[] = ['course', 'admission', 'after'];

function ResultView({
  copy,
  result,
  facts,
  universities,
  contactHref,
  locale,
  headingRef,
}: Omit<MbbsCheckFormProps, 'copy'> & { copy: MbbsCheckFormCopy; result: CheckResult; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const r = copy.result;
  const partner = universities.find((u) => u.id === result.uni);
  const university = [partner?.name ?? copy.form.otherUni, result.country].filter(Boolean).join(', ');
  return (
    <section
      id="check-result"
      aria-labelledby="check-heading"
      className="mt-10 border-t-2 border-slate-200 pt-8 dark:border-slate-700 print:mt-0 print:border-0 print:pt-0"
    >
      <h3 id="check-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none dark:text-white">
        {r.title}
      </h3>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{fill(r.offer, { university })}</p>
      <p
        data-overall={result.overall}
        className={`mt-4 rounded-xl px-4 py-3 font-semibold print:py-1 ${statusClasses[result.overall === 'meetsChecked' ? 'met' : result.overall === 'notMet' ? 'notMet' : 'unknown']}`}
      >
        <output>{r.overall[result.overall]}</output>
      </p>
      {result.overall === 'before' && <EarlierRules copy={copy} facts={facts} locale={locale} />}
      {STAGES.map((stage) => (
        <table key={stage} className="mt-5 w-full text-left text-sm print:mt-2 print:text-xs">
          <caption className="text-left text-lg font-bold text-slate-900 dark:text-white print:text-sm">{copy.stages[stage]}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{r.columnsRule}</th>
              <th scope="col">{r.columnsStatus}</th>
            </tr>
          </thead>
          <tbody>
            {result.rules
              .filter((rule) => rule.stage === stage)
              .map((rule) => {
                const words = copy.rules[rule.id];
                return (
                  <tr key={rule.id} data-rule={rule.id} className="border-t border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-2 pr-3 font-normal print:py-0.5">
                      <span className="block font-semibold text-slate-900 dark:text-white">{words.name}</span>
                      <span className="block text-slate-700 dark:text-slate-300">{words.rule}</span>
                      {rule.status === 'unknown' && <span className="block text-slate-700 italic dark:text-slate-300">{words.document}</span>}
                      <RuleSources facts={rule.facts.map((key) => facts[key])} words={copy.fact} locale={locale} newTab />
                    </th>
                    <td className="py-2 text-right whitespace-nowrap print:py-0.5">
                      <span data-status={rule.status} className={`inline-block rounded-full px-2.5 py-0.5 font-semibold ${statusClasses[rule.status]}`}>
                        {r.status[rule.status]}
                      </span>
                    </td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      ))}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{r.afterNote}</p>
      {result.toConfirm.length > 0 && (
        <>
          <h4 className="mt-6 text-xl font-bold text-slate-900 dark:text-white print:mt-2 print:text-sm">{r.confirmTitle}</h4>
          <p className="mt-1 text-slate-700 dark:text-slate-300 print:text-xs">{r.confirmIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300 print:text-xs">
            {result.toConfirm.map((id) => (
              <li key={id}>
                <span className="font-semibold">{copy.rules[id].name}</span>: {copy.rules[id].document}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <CounsellingLink contactHref={contactHref} label={r.actions.ctaLabel} subject={fill(r.actions.ctaSubject, { university })} />
        <button type="button" onClick={() => window.print()} className={buttonClasses('outline', 'sm')}>
          <Glyph icon={Printer} className="h-4 w-4" />
          {r.print}
        </button>
      </div>
      <div className="print:hidden">
        <ShareResult query={result.query} copy={r.actions} />
      </div>
    </section>
  );
}

/** A student whose classes started before the 2021 regulations: which regulations apply, and what still applies to them, with their sources. */
function EarlierRules({ copy, facts, locale }: { copy: MbbsCheckFormCopy; facts: CheckFacts; locale: string }) {
  const e = copy.result.earlier;
  const source = (...keys: (keyof CheckFacts)[]) => <RuleSources facts={keys.map((key) => facts[key])} words={copy.fact} locale={locale} newTab />;
  return (
    <div
      data-earlier=""
      className="mt-4 space-y-2 rounded-xl border border-slate-300 p-4 text-slate-700 dark:border-slate-600 dark:text-slate-300 print:p-1 print:text-xs"
    >
      <h4 className="text-lg font-bold text-slate-900 dark:text-white">{e.title}</h4>
      <p>
        {e.text} {source('screeningTest2002', 'fmglRegulations')}
      </p>
      <p>
        {e.online} {source('onlineCompensation')}
      </p>
      <p>
        {e.bs} {source('bsExtraInternshipMonths')}
      </p>
    </div>
  );
}
