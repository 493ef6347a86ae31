import { ToolCard } from '@/components/calculators/explanation';
import { Island } from '@/components/ui/island';
import { Section } from '@/components/ui/section';
import { mbbsCheckFacts, type MbbsCheckCopy } from '@/content/mbbs-check';
import { RULES, type RuleStage } from '@/lib/mbbs-check';
import { MbbsCheckForm } from './mbbs-check-form';
import { RuleSources } from './rule-sources';

const STAGES: RuleStage[] = ['course', 'admission', 'after'];

export type MbbsCheckToolProps = {
  copy: MbbsCheckCopy;
  universities: { id: string; name: string }[];
  contactHref: string;
  locale: string;
};

/**
 * /mbbs-check below the hero: the check (a client island, started as the calculators are) in its card, then, in the HTML for every
 * visitor and the only check without script, the rules as a paper checklist with their sources. Without script (or when the
 * framework failed) the card shows no field, only a note that links the checklist: fields that could answer nothing are not shown.
 */
export function MbbsCheckTool({ copy, universities, contactHref, locale }: MbbsCheckToolProps) {
  const { form, messages, rules, stages, result, fact } = copy;
  return (
    <Section id="mbbs-check" title={copy.sectionTitle}>
      <div className="mx-auto max-w-3xl">
        <ToolCard
          hideForm
          scriptNote={
            <>
              {copy.checklist.noScript}{' '}
              <a href="#rules-checklist" className="font-semibold underline underline-offset-2">
                {copy.checklist.noScriptLink}
              </a>
            </>
          }
        >
          {/* The page's main job: its code is fetched at idle, and a pre-filled link (a university card's, a shared result) is answered then, untouched. */}
          <Island start="idle">
            <MbbsCheckForm
              copy={{ form, messages, rules, stages, result, fact }}
              facts={mbbsCheckFacts}
              universities={universities}
              contactHref={contactHref}
              locale={locale}
            />
          </Island>
        </ToolCard>
        <Checklist copy={copy} locale={locale} />
      </div>
    </Section>
  );
}

function Checklist({ copy, locale }: { copy: MbbsCheckCopy; locale: string }) {
  const { checklist } = copy;
  return (
    <div id="rules-checklist" data-print-hide="" className="mt-12 space-y-4 text-slate-700 dark:text-slate-300">
      <h3 className="text-2xl font-bold text-slate-900 dark:text-white">{checklist.title}</h3>
      <p>{checklist.intro}</p>
      {STAGES.map((stage) => (
        <div key={stage}>
          <h4 className="mt-6 text-xl font-bold text-slate-900 dark:text-white">{copy.stages[stage]}</h4>
          <ul className="mt-2 space-y-3">
            {RULES.filter((r) => r.stage === stage).map((r) => (
              <li key={r.id} data-rule={r.id} className="flex gap-3">
                <span aria-hidden="true" className="mt-1 inline-block h-5 w-5 shrink-0 rounded border-2 border-slate-500" />
                <span>
                  <span className="sr-only">{`${checklist.tick}: `}</span>
                  <strong className="text-slate-900 dark:text-white">{copy.rules[r.id].name}</strong> {copy.rules[r.id].rule}{' '}
                  <RuleSources facts={r.facts.map((key) => mbbsCheckFacts[key])} words={copy.fact} locale={locale} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
