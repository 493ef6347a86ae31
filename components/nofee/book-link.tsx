import { Link } from '@/components/link';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { localizedHref } from '@/content/routes';
import { renderLocale } from '@/lib/render-locale';

export type BookLinkProps = { subject: string; label: string; formId: string; variant?: ButtonVariant };

/** The contact form (of the page's language) with the subject filled in: /contact/?subject=…#contact-form (a plain link, as it carries a query). */
export const bookingHref = (subject: string, formId: string) => `${localizedHref('contact', renderLocale())}?subject=${encodeURIComponent(subject)}#${formId}`;

/** A Book button of the free-consultation page: opens the contact form with the booking subject. */
export function BookLink({ subject, label, formId, variant = 'light' }: BookLinkProps) {
  return (
    <Link href={bookingHref(subject, formId)} className={buttonClasses(variant, 'lg')}>
      {label}
    </Link>
  );
}
