import { Link } from '@/components/link';
import type { AusAction } from '@/content/ausimmigration';

/**
 * A call to action of the Australia page: a registry page, or the contact form with its subject
 * filled in (the contact form reads ?subject=) at `contactHref`, the contact page of the page's language.
 */
export function AusActionLink({ action, className, contactHref }: { action: AusAction; className: string; contactHref: string }) {
  if (action.to) {
    return (
      <Link to={action.to} className={className}>
        {action.label}
      </Link>
    );
  }
  return (
    <a href={`${contactHref}?subject=${encodeURIComponent(action.contactSubject ?? '')}`} className={className}>
      {action.label}
    </a>
  );
}
