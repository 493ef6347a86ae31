import type { ReactNode } from 'react';

export type CtaBandProps = { title: string; text: string; actions: ReactNode };

/** The closing call to action of a programme page. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section className="px-4 py-14 sm:px-6 lg:py-20" aria-labelledby="closing-cta-heading">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-800 to-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="closing-cta-heading" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">{actions}</div>
      </div>
    </section>
  );
}
