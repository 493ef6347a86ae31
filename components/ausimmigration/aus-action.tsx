import { Link } from '@/components/link';
import type { AusAction } from '@/content/ausimmigration';
import { href } from '@/lib/routes';

/**
 * A call to action of the Australia page: a registry page, or the contact form with its subject
 * filled in (the contact form reads ?subject=).
 */
export function AusActionLink({ action, className }: { action: AusAction; className: string }) {
  if (action.to) {
    return (
      <Link to={action.to} className={className}>
        {action.label}
      </Link>
    );
  }
  return (
    <a href={`${href('contact')}?subject=${encodeURIComponent(action.contactSubject ?? '')}`} className={className}>
      {action.label}
    </a>
  );
}
