import { intros } from '@/content/intros';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { getRoute, type RouteKey } from '@/lib/routes';

/** The opening section of a page from content/intros.ts (falls back to the registry's texts). */
export function RouteIntro({ routeKey }: { routeKey: RouteKey }) {
  const route = getRoute(routeKey);
  const intro = intros[routeKey] ?? { title: route.title, text: route.description };
  return (
    <PageHero
      eyebrow={intro.eyebrow}
      title={intro.title}
      text={<p>{intro.text}</p>}
      actions={
        intro.cta && (
          <Link to={intro.cta.to} hash={intro.cta.hash} className={buttonClasses('light', 'lg')}>
            {intro.cta.label}
          </Link>
        )
      }
    />
  );
}
