import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { onDarkButtonClasses } from '@/components/ui/on-dark-button';
import type { RouteKey } from '@/content/routes';

/** A hero link: to a page of the registry (with an optional #hash), or to an anchor on this page. */
export type HeroLink = { label: ReactNode } & ({ to: RouteKey; hash?: string } | { href: string });

export type PageHeroProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  /** Lead text: a string is one paragraph. */
  text?: ReactNode;
  /** The main call to action: a white button. */
  primary?: HeroLink;
  /** A second call to action: an outlined white button. */
  secondary?: HeroLink;
  /** Other calls to action (buttons that open a form, other looks), after the links. */
  actions?: ReactNode;
  /** Extra content under the actions: badges, a search box. */
  children?: ReactNode;
  /** Optional art on the right on wide screens (an <img> with width/height). */
  media?: ReactNode;
};

function HeroAction({ link, className }: { link: HeroLink; className: string }) {
  return 'href' in link ? (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  ) : (
    <Link to={link.to} hash={link.hash} className={className}>
      {link.label}
    </Link>
  );
}

/** The opening section of every page: the page's one h1, its lead text and calls to action. */
export function PageHero({ title, eyebrow, text, primary, secondary, actions, children, media }: PageHeroProps) {
  const hasActions = primary || secondary || actions;
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 pt-28 pb-16 text-white sm:px-6 lg:pt-32 lg:pb-24">
      <div className={`mx-auto grid max-w-7xl items-center gap-10 ${media ? 'lg:grid-cols-2' : ''}`}>
        <div className={media ? '' : 'mx-auto max-w-3xl text-center'}>
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
          {text && <div className="mt-5 text-lg text-brand-50 sm:text-xl">{typeof text === 'string' ? <p>{text}</p> : text}</div>}
          {hasActions && (
            <div className={`mt-8 flex flex-wrap gap-4 ${media ? '' : 'justify-center'}`}>
              {primary && <HeroAction link={primary} className={buttonClasses('light', 'lg')} />}
              {secondary && <HeroAction link={secondary} className={onDarkButtonClasses()} />}
              {actions}
            </div>
          )}
          {children}
        </div>
        {media && <div className="hidden lg:block">{media}</div>}
      </div>
    </section>
  );
}
