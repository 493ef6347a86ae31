import { contentFor } from '@/content/i18n';
import { Link } from '@/components/link';
import { monthYear, type Fact } from '@/lib/fact';
import { renderLocale } from '@/lib/render-locale';

export type FactSourceProps = { fact: Pick<Fact<unknown>, 'checked' | 'source'> };

/**
 * "as of November 2026 · source: GOV.UK" beside a figure from content/facts: the month it was last
 * checked and a link to the official page (new tab), in the page's language. A Server Component;
 * lean markup (styled by `.fact-source` in app/globals.css), as the country panels repeat it.
 */
export function FactSource({ fact }: FactSourceProps) {
  const locale = renderLocale();
  const { factSource } = contentFor(locale).shell;
  return (
    <small className="fact-source">
      {`${factSource.asOf.replace('{date}', monthYear(fact.checked, locale))} · `}
      <Link href={fact.source.url}>
        {locale === 'en' ? (
          `${factSource.source}: ${fact.source.name}`
        ) : (
          <>
            {`${factSource.source}: `}
            <span lang="en">{fact.source.name}</span>
          </>
        )}
      </Link>
    </small>
  );
}
