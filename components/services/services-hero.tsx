import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import type { ServicesOverview } from '@/content/services';

export type ServicesHeroProps = ServicesOverview['hero'] & { listId: string };

/** The services page opening: Get Started scrolls to the services grid (the old site's action was not shown). */
export function ServicesHero({ eyebrow, title, text, primaryLabel, secondaryLabel, listId }: ServicesHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      text={<p>{text}</p>}
      actions={
        <>
          <Link href={`#${listId}`} className={buttonClasses('light', 'lg')}>
            {primaryLabel}
          </Link>
          <Link to="contact" className={buttonClasses('onDark', 'lg')}>
            {secondaryLabel}
          </Link>
        </>
      }
    />
  );
}
