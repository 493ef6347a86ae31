import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';

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
      <ul className="facts">
        {factKeys.map((key) => {
          const { label, value } = facts[key];
          return (
            <li key={key}>
              <h4>{label}</h4>
              {Array.isArray(value) ? (
                <ul>
                  {value.map((item: string, i) => (
                    // Index keys: a static list, and a text key would repeat the text in the RSC payload.
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : (
                value
              )}
            </li>
          );
        })}
      </ul>
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
  /** The work-limit fact's "as of · source" link, after the limit. */
  source?: ReactNode;
};

/** The Work Rights card's body: work during studies, then the post-study route. */
export function WorkRights({ labels, duringStudies, afterGraduation, source }: WorkRightsProps) {
  return (
    <dl>
      <dt>{labels.duringStudies}</dt>
      <dd>
        {duringStudies}
        {source && <> {source}</>}
      </dd>
      <dt>{labels.afterGraduation}</dt>
      <dd>{afterGraduation}</dd>
    </dl>
  );
}
