import type { FactLineCopy } from '@/content/planner';
import { fill } from '@/lib/calc-text';
import { monthYear, type Fact } from '@/lib/fact';

/** "11 November 2025" in the page's language. */
export function fullDate(isoDate: string, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-IN`;
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A figure's provenance in one line: its official source (a link), the date its rule took effect,
 * the month it was checked, and a flag when it is not yet confirmed on the official page. Plain
 * markup, so the server table and the planner's island both render it.
 */
export function FactLine({ fact, copy, locale }: { fact: Fact<unknown>; copy: FactLineCopy; locale: string }) {
  return (
    <span className="text-sm text-slate-600 dark:text-slate-300">
      {copy.source}{' '}
      <a href={fact.source.url} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300">
        {fact.source.name}
      </a>
      {fact.effective && <> · {fill(copy.effective, { date: fullDate(fact.effective, locale) })}</>}
      {' · '}
      {fill(copy.checked, { date: monthYear(fact.checked, locale) })}
      {!fact.confirmed && <> · {copy.notConfirmed}</>}
    </span>
  );
}
