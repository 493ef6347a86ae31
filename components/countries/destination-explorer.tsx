import type { ReactNode } from 'react';
import { CountryExplorer, type CountryExplorerProps } from '@/components/countries/country-explorer';
import { DestinationHero, type DestinationHeroProps } from '@/components/countries/destination-hero';
import { Destinations, type DestinationsProps } from '@/components/countries/destinations';
import { Island } from '@/components/ui/island';

export type DestinationExplorerProps = Pick<CountryExplorerProps, 'repeatClick' | 'panelIdPrefix'> & {
  hero: Omit<DestinationHeroProps, 'targetId' | 'copy'>;
  destinations: Pick<DestinationsProps, 'id' | 'title' | 'intro'>;
  copy: DestinationHeroProps['copy'];
  countries: DestinationsProps['countries'];
  panel: DestinationsProps['panel'];
  /** Sections between the hero and the destinations (the MBA page's specializations). */
  children?: ReactNode;
};

/**
 * The hero with its search and the destinations with their panels: one island (the picker) for
 * /countries and /MBA, the page's main job: its code is fetched at idle, so the first tile tapped
 * answers without a download, and a link to a country's panel (/countries/#study-germany) opens it then.
 */
export function DestinationExplorer({ repeatClick, panelIdPrefix, hero, destinations, copy, countries, panel, children }: DestinationExplorerProps) {
  return (
    <Island start="idle">
      <CountryExplorer repeatClick={repeatClick} panelIdPrefix={panelIdPrefix} targetId={destinations.id}>
        <DestinationHero {...hero} targetId={destinations.id} copy={copy} />
        {children}
        <Destinations id={destinations.id} title={destinations.title} intro={destinations.intro} copy={copy} countries={countries} panel={panel} />
      </CountryExplorer>
    </Island>
  );
}
