import { fill } from '@/lib/calc-text';
import { fullDate, monthYear, type Fact, type FactSourceWords } from '@/lib/fact';

export type { FactSourceWords };

export type FactSourceProps = {
  fact: Pick<Fact<unknown>, 'checked' | 'source'> & Partial<Pick<Fact<unknown>, 'effective' | 'confirmed'>>;
  words: FactSourceWords;
  /** The page's language: the dates' and the publisher name's. */
  locale: string;
  /**
   * Open the official page in a new tab: in the planner, where the family's plan stays open beside
   * it. Elsewhere a plain link (the page is a click back, and the panels repeat the line: bytes).
   */
  newTab?: boolean;
};

/**
 * "as of November 2026 · source: GOV.UK" beside a figure from the facts modules (lib/fact.ts): the
 * month it was last checked and a link to the official page, then, when the words give
 * them, the day its rule took effect and a flag while it is unconfirmed. The one source line of the
 * site: the country panels (Server Components) and the planner's client island both render it, so it
 * imports nothing server-only and takes its words and language as props. Lean markup, each run of
 * words one string (styled by `.fact-source` in app/globals.css), as the country panels repeat it.
 */
export function FactSource({ fact, words, locale, newTab }: FactSourceProps) {
  const effective = fact.effective && words.effective ? ` · ${fill(words.effective, { date: fullDate(fact.effective, locale) })}` : '';
  const unconfirmed = fact.confirmed === false && words.notConfirmed ? ` · ${words.notConfirmed}` : '';
  const line = [
    `${fill(words.asOf, { date: monthYear(fact.checked, locale) })} · `,
    <a key="a" href={fact.source.url} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
      {`${words.source}: `}
      <PublisherName source={fact.source} locale={locale} />
    </a>,
  ];
  // Nothing after the link unless there is something to say (the panels repeat this line).
  if (effective || unconfirmed) line.push(effective + unconfirmed);
  return <small className="fact-source">{line}</small>;
}

/** A publisher's name in the page's language: the edition's own name where the fact gives it, else the English name, marked English on an edition's page. */
function PublisherName({ source, locale }: { source: FactSourceProps['fact']['source']; locale: string }) {
  if (locale === 'en') return source.name;
  const own = source.names?.[locale as keyof NonNullable<typeof source.names>];
  return own ?? <span lang="en">{source.name}</span>;
}

/** A publisher's name as a link to its page. */
function PublisherLink({ fact, locale }: { fact: FactSourceProps['fact']; locale: string }) {
  return (
    <a href={fact.source.url}>
      <PublisherName source={fact.source} locale={locale} />
    </a>
  );
}

/**
 * Several facts' sources in as few lines as they allow: one line per month checked, "as of November
 * 2026 · sources: GOV.UK, IRCC, USCIS", each name a link to its official page (an FAQ answer naming
 * several figures). One fact is the usual line.
 */
export function FactSources({ facts, words, locale }: Omit<FactSourceProps, 'fact' | 'newTab'> & { facts: FactSourceProps['fact'][] }) {
  if (facts.length === 1) return <FactSource fact={facts[0]} words={words} locale={locale} />;
  const byMonth = new Map<string, FactSourceProps['fact'][]>();
  for (const f of facts) byMonth.set(monthYear(f.checked, locale), [...(byMonth.get(monthYear(f.checked, locale)) ?? []), f]);
  return [...byMonth].map(([month, group], i) => (
    <small key={month} className="fact-source">
      {`${i > 0 ? ' ' : ''}${fill(words.asOf, { date: month })} · ${group.length > 1 ? (words.sources ?? words.source) : words.source}: `}
      {group.map((f, j) => [j > 0 && ', ', <PublisherLink key={f.source.url} fact={f} locale={locale} />])}
    </small>
  ));
}
