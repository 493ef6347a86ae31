import { PageHero } from '@/components/ui/page-hero';
import type { ServicesOverview } from '@/content/services';

export type ServicesHeroProps = ServicesOverview['hero'] & { listId: string };

/** The services page opening: Get Started scrolls to the services grid (the old site's action was not shown). */
export function ServicesHero({ eyebrow, title, text, primaryLabel, secondaryLabel, listId }: ServicesHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      text={text}
      primary={{ label: primaryLabel, href: `#${listId}` }}
      secondary={{ label: secondaryLabel, to: 'contact' }}
    />
  );
}
