import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { onDarkButtonClasses } from '@/components/ui/on-dark-button';
import type { RouteKey } from '@/content/routes';

export type CtaLink = { label: string; to: RouteKey };

/**
 * How the band sits on the page: a rounded card on the page background, or a full-width band;
 * the gradient ends deep (brand-950) or bright (brand-700). The pages chose differently before
 * they shared this band; settling on one look is a design change, made here for every page.
 */
const looks = {
  card: {
    section: 'px-4 py-14 sm:px-6 lg:py-20',
    inner: 'mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-xl sm:px-12',
    text: 'mx-auto mt-4 max-w-2xl text-lg text-brand-100',
  },
  cardBright: {
    section: 'px-4 py-14 sm:px-6 lg:py-20',
    inner: 'mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12',
    text: 'mx-auto mt-4 max-w-2xl text-lg text-brand-50',
  },
  band: {
    section: 'bg-gradient-to-br from-brand-800 to-brand-950 px-4 py-16 text-center text-white sm:px-6 lg:py-20',
    inner: 'mx-auto max-w-3xl',
    text: 'mt-4 text-lg text-brand-50',
  },
  bandBright: {
    section: 'bg-linear-to-br from-brand-900 to-brand-700 px-4 py-16 text-center text-white sm:px-6',
    inner: 'mx-auto max-w-3xl',
    text: 'mt-4 text-lg text-brand-50',
  },
} as const;

export type CtaBandLook = keyof typeof looks;

export type CtaBandProps = {
  title: string;
  text: string;
  /** The main call to action, a white button; the contact page unless `to` says otherwise. */
  primary?: string | CtaLink;
  /** A second, outlined link (e.g. back to all services). */
  secondary?: CtaLink;
  /** Actions that are not plain links (a button that opens a form, a phone link), after the links. */
  actions?: ReactNode;
  /** The heading's id is `${headingId}-heading`; the section is labelled by it. */
  headingId?: string;
  /** An id on the section itself, for links to it (the heading's id follows it). */
  id?: string;
  look?: CtaBandLook;
};

/** The closing call to action at the foot of a page: heading, one line of text, its actions. */
export function CtaBand({ title, text, primary, secondary, actions, id, headingId = id ?? 'closing-cta', look = 'card' }: CtaBandProps) {
  const styles = looks[look];
  const main = typeof primary === 'string' ? { label: primary, to: 'contact' as RouteKey } : primary;
  return (
    // The same call to action closes many pages: left out of the search index (tooling/search-index.ts).
    <section id={id} aria-labelledby={`${headingId}-heading`} data-pagefind-ignore="" className={styles.section}>
      <div className={styles.inner}>
        <h2 id={`${headingId}-heading`} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {main && (
            <Link to={main.to} className={buttonClasses('light', 'lg')}>
              {main.label}
            </Link>
          )}
          {secondary && (
            <Link to={secondary.to} className={onDarkButtonClasses()}>
              {secondary.label}
            </Link>
          )}
          {actions}
        </div>
      </div>
    </section>
  );
}
