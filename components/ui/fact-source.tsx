import { contentFor } from '@/content/i18n';
import { Link } from '@/components/link';
import { monthYear, type Fact } from '@/lib/fact';
import { renderLocale } from '@/lib/render-locale';

export type FactSourceProps = { fact: Pick<Fact<unknown>, 'checked' | 'source'>; className?: string };

/**
 * "as of November 2026 · source: GOV.UK" beside a figure from content/facts: the month it was last
 * checked and a link to the official page, in the page's language. A Server Component.
 */
export function FactSource({ fact, className = '' }: FactSourceProps) {
  const locale = renderLocale();
  const { factSource, a11y } = contentFor(locale).shell;
  return (
    <small data-fact-source="" className={`text-xs whitespace-normal text-slate-600 dark:text-slate-300 ${className}`}>
      {factSource.asOf.replace('{date}', monthYear(fact.checked, locale))} ·{' '}
      <Link href={fact.source.url} className="underline underline-offset-2" aria-label={`${factSource.source}: ${fact.source.name} ${a11y.newTab}`}>
        {factSource.source}: <span lang={locale === 'en' ? undefined : 'en'}>{fact.source.name}</span>
      </Link>
    </small>
  );
}
