/**
 * The release build's warning about facts (lib/fact.ts): each one past its re-check (the months of
 * its kind, content/facts/recheck.ts: 12 unless the operator sets others),
 * and each one not yet confirmed on its official page, with its data file and name. A warning,
 * never a refusal: scripts/release-check.ts prints it.
 */
import { monthsSince, type Fact } from '@/lib/fact';
import { todayUtc } from '@/lib/clock';
import type { FactFile } from '@/content/fact-registry';
import { recheckDay, recheckMonths, type RecheckKind } from '@/content/facts/recheck';

export type FactFinding = { file: string; name: string; fact: Fact<unknown>; stale: boolean; unconfirmed: boolean };

export function factFindings(files: FactFile[], today: Date, months: Record<RecheckKind, number> = recheckMonths(undefined)): FactFinding[] {
  return files.flatMap(({ file, facts }) =>
    Object.entries(facts)
      .map(([name, fact]) => ({
        file,
        name,
        fact,
        stale: recheckDay(file, fact, months) <= todayUtc(today),
        unconfirmed: !fact.confirmed,
      }))
      .filter((f) => f.stale || f.unconfirmed),
  );
}

/** The lines a release build prints; null when every fact is fresh and confirmed. */
export function factWarning(files: FactFile[], today: Date, months: Record<RecheckKind, number> = recheckMonths(undefined)): string | null {
  const findings = factFindings(files, today, months);
  if (findings.length === 0) return null;
  const stale = findings.filter((f) => f.stale);
  const unconfirmed = findings.filter((f) => f.unconfirmed && !f.stale);
  const line = (f: FactFinding, why: string) => `  - ${f.file} → ${f.name}: ${why} (${f.fact.appliesTo}; ${f.fact.source.url})`;
  return [
    `Warning: ${findings.length} fact${findings.length === 1 ? '' : 's'} to re-check on the official page, then update \`checked\` (and \`confirmed: true\`) in its file or in the editor's Facts — docs/operator-guide.md, "Facts and their sources":`,
    ...stale.map((f) => line(f, `checked ${f.fact.checked}, ${monthsSince(f.fact.checked, today)} months ago`)),
    ...unconfirmed.map((f) => line(f, 'not confirmed on the official page')),
  ].join('\n');
}
