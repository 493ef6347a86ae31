import type { ReactNode } from 'react';

export type PageHeroProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  text?: ReactNode;
  /** Calls to action (links or buttons). */
  actions?: ReactNode;
  /** Extra content under the actions: badges, a search box. */
  children?: ReactNode;
  /** Optional art on the right on wide screens (an <img> with width/height). */
  media?: ReactNode;
};

/** The opening section of every page: the page's one h1, its lead text and calls to action. */
export function PageHero({ title, eyebrow, text, actions, children, media }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 pt-28 pb-16 text-white sm:px-6 lg:pt-32 lg:pb-24">
      <div className={`mx-auto grid max-w-7xl items-center gap-10 ${media ? 'lg:grid-cols-2' : ''}`}>
        <div className={media ? '' : 'mx-auto max-w-3xl text-center'}>
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
          {text && <div className="mt-5 text-lg text-brand-50 sm:text-xl">{text}</div>}
          {actions && <div className={`mt-8 flex flex-wrap gap-4 ${media ? '' : 'justify-center'}`}>{actions}</div>}
          {children}
        </div>
        {media && <div className="hidden lg:block">{media}</div>}
      </div>
    </section>
  );
}
