import type { ReactNode } from 'react';

export type ClosingCtaProps = { title: string; text: string; actions: ReactNode; id?: string };

/** The closing call to action band at the foot of a page. */
export function ClosingCta({ title, text, actions, id = 'get-started' }: ClosingCtaProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id={`${id}-heading`} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{actions}</div>
      </div>
    </section>
  );
}
