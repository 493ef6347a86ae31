import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { mbaPage } from '@/content/mba';

/** Closing call to action: Schedule Free Counseling (to /contact). */
export function MbaClosingCta() {
  const { title, text, cta } = mbaPage.closing;
  return (
    <section aria-labelledby="mba-closing-heading" className="bg-linear-to-br from-brand-900 to-brand-700 px-4 py-16 text-center text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h2 id="mba-closing-heading" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{text}</p>
        <Link to="contact" className={buttonClasses('light', 'lg', 'mt-8')}>
          {cta}
        </Link>
      </div>
    </section>
  );
}
