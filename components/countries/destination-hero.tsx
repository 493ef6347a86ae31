import { Compass } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { CountrySearch } from '@/components/countries/country-explorer';
import type { ExplorerCopy } from '@/content/countries';

export type DestinationHeroProps = {
  eyebrow: string;
  title: string;
  text: string;
  /** Id of the destinations section the Explore Countries button scrolls to. */
  targetId: string;
  copy: ExplorerCopy;
};

/** The page's h1 with the destination search and an Explore Countries button (a smooth-scrolling anchor: works without JS). */
export function DestinationHero({ eyebrow, title, text, targetId, copy }: DestinationHeroProps) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      text={<p>{text}</p>}
      actions={
        <Link href={`#${targetId}`} className={buttonClasses('light', 'lg')}>
          <Glyph icon={Compass} className="h-5 w-5" />
          {copy.exploreLabel}
        </Link>
      }
    >
      <CountrySearch label={copy.searchLabel} placeholder={copy.searchPlaceholder} />
    </PageHero>
  );
}
