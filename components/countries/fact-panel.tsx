import { createElement, type ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { staticList } from '@/components/ui/static-list';
import type { CountryDetails, FactRef, TuitionKinds } from '@/content/countries';
import { priceText } from '@/content/prices/format';
import type { DataLanguage } from '@/content/data/schema';

/**
 * The eight facts of a country panel, in the order they are shown (both pages use the same kinds).
 * The fact icons are drawn by CSS from this order (`.facts > li:nth-child(n)` in app/globals.css):
 * keep the two in step.
 */
export const factKeys = ['universities', 'avgTuition', 'duration', 'intakeMonths', 'courses', 'requirements', 'costOfLiving', 'workRights'] as const;

export type FactKey = (typeof factKeys)[number];

/** A fact's body: a sentence, a bulleted list, or ready markup (e.g. <WorkRights>). */
export type Fact = { label: string; value: ReactNode | string[] };

export type FactPanelProps = {
  /** Heading id (the panel is a region named by its heading). */
  headingId: string;
  title: string;
  flag: ReactNode;
  /** Tailwind gradient stops for the header band. */
  bgColor: string;
  facts: Record<FactKey, Fact>;
  ctaLabel: string;
};

/**
 * A country's details: header band with flag and h3, eight fact cards, a counselling link. The
 * frame around them is <CountryPanel> (a region named by this h3: its id is `${panelId}-heading`).
 * Twenty of these sit in the HTML of /countries and /MBA, and again in the RSC payload, so the
 * markup is lean: no wrapper elements, the cards are styled from their list (`.facts` in
 * app/globals.css) and the icons are CSS masks, not per-card SVG.
 */
export function FactPanel({ headingId, title, flag, bgColor, facts, ctaLabel }: FactPanelProps) {
  return (
    <>
      <h3 id={headingId} className={`fact-panel-head ${bgColor}`}>
        {flag}
        {title}
      </h3>
      {staticList(factKeys, 'facts', (key) => {
        const { label, value } = facts[key];
        return [createElement('h4', null, label), Array.isArray(value) ? staticList(value) : value];
      })}
      <p className="fact-panel-cta">
        <Link to="contact" className={buttonClasses('primary', 'lg')}>
          {ctaLabel}
        </Link>
      </p>
    </>
  );
}

export type WorkRightsProps = {
  labels: { duringStudies: string; afterGraduation: string };
  duringStudies: string;
  afterGraduation: string;
  /** The facts behind the two: the work limit, the post-study route and its announced change. */
  sources?: Partial<Pick<CountryDetails['sources'], 'workRights' | 'postStudy' | 'postStudyChange'>>;
  /** A fact's "as of · source" line (<FactSource> in the page's words and language). */
  source: (fact: FactRef) => ReactNode;
};

/**
 * The Work Rights card's body: work during studies, then the post-study route, each with the
 * source line of its fact. Where both facts come from the same official page (Germany's Residence
 * Act, the other destinations' immigration authority), one line after the list covers the card
 * (the panels repeat it: bytes); otherwise each line follows its own figure.
 */
export function WorkRights({ labels, duringStudies, afterGraduation, sources = {}, source }: WorkRightsProps) {
  const { workRights: during, postStudy: after, postStudyChange: change } = sources;
  const shared = during && after && !change && during.source.url === after.source.url;
  const list = (
    <dl>
      <dt>{labels.duringStudies}</dt>
      <dd>{shared ? duringStudies : withSource(duringStudies, during, source)}</dd>
      <dt>{labels.afterGraduation}</dt>
      <dd>{shared ? afterGraduation : withSource(afterGraduation, after, source, change)}</dd>
    </dl>
  );
  return shared ? (
    <>
      {list}
      {source(during.checked <= after.checked ? during : after)}
    </>
  ) : (
    list
  );
}

/**
 * A figure and, when it has a fact, the fact's source line after it (and a second fact's, e.g. a
 * rule's announced change). The space is part of the text, not a text node of its own, which React
 * would mark off with a comment: the panels repeat this.
 */
export function withSource(text: string, fact: FactRef | undefined, source: (fact: FactRef) => ReactNode, next?: FactRef): ReactNode {
  if (!fact) return text;
  return next ? (
    <>
      {`${text} `}
      {source(fact)} {source(next)}
    </>
  ) : (
    <>
      {`${text} `}
      {source(fact)}
    </>
  );
}

export type TuitionEstimatesProps = {
  tuition: CountryDetails['tuition'];
  kinds: TuitionKinds;
  locale: DataLanguage;
  /** A fact's "as of · source" line, for a tuition the country file names as an official fact. */
  source?: (fact: FactRef) => ReactNode;
};

/**
 * The Average Tuition card's body: an official tuition fact with its source line where the country's
 * file names one; else our estimates ("EUR 1,000–4,000 per year at public universities"),
 * each said as whose figure and when it was set (one line after them when they share it), then what
 * is certain beside them. Who sets the fee is said once, in the section's introduction (bytes: the
 * twenty panels are all in the HTML).
 */
export function TuitionEstimates({ tuition, kinds, locale, source }: TuitionEstimatesProps) {
  const note = tuition.note && <p>{tuition.note}</p>;
  // An official tuition fact: its figure and its source line, as the panel's other facts.
  if (tuition.fact)
    return (
      <>
        {source ? withSource(tuition.fact.text, tuition.fact.ref, source) : tuition.fact.text}
        {note}
      </>
    );
  if (tuition.estimates.length === 0) return note ?? null;
  const estimates = tuition.estimates.map(({ kind, price }) => {
    const { amount, per, source } = priceText(price, locale);
    return { text: kind === 'all' ? `${amount} ${per}` : `${amount} ${per} ${kinds[kind]}`, source };
  });
  const shared = estimates.every((e) => e.source === estimates[0].source);
  return shared ? (
    <>
      {`${estimates.map((e) => e.text).join('; ')} `}
      <small className="fact-source">{estimates[0].source}</small>
      {note}
    </>
  ) : (
    <>
      {estimates.map((e) => (
        <p key={e.text}>
          {`${e.text} `}
          <small className="fact-source">{e.source}</small>
        </p>
      ))}
      {note}
    </>
  );
}
