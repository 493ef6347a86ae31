import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import type { ClosingCopy } from '@/content/services';
import type { RouteKey } from '@/lib/routes';

export type ClosingCtaProps = ClosingCopy & {
  /** A second, quieter link (e.g. back to all services). */
  secondary?: { label: string; to: RouteKey };
};

/** The closing call to action of the services pages: always to the contact page. */
export function ClosingCta({ title, text, ctaLabel, secondary }: ClosingCtaProps) {
  return (
    <section id="cta" aria-labelledby="cta-heading" className="bg-gradient-to-br from-brand-800 to-brand-950 px-4 py-16 text-center text-white sm:px-6 lg:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to="contact" className={buttonClasses('light', 'lg')}>
            {ctaLabel}
          </Link>
          {secondary && (
            <Link to={secondary.to} className={buttonClasses('onDark', 'lg')}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
