import { Link } from '@/components/link';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { href } from '@/lib/routes';

export type BookLinkProps = { subject: string; label: string; formId: string; variant?: ButtonVariant };

/** The contact form with the subject filled in: /contact/?subject=…#contact-form (a plain link, as it carries a query). */
export const bookingHref = (subject: string, formId: string) => `${href('contact')}?subject=${encodeURIComponent(subject)}#${formId}`;

/** A Book button of the free-consultation page: opens the contact form with the booking subject. */
export function BookLink({ subject, label, formId, variant = 'light' }: BookLinkProps) {
  return (
    <Link href={bookingHref(subject, formId)} className={buttonClasses(variant, 'lg')}>
      {label}
    </Link>
  );
}
