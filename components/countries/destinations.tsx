import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { CountryPanel, CountryTiles } from '@/components/countries/country-explorer';
import { flagSrc } from '@/components/countries/flag';
import type { Country, ExplorerCopy } from '@/content/countries';

export type DestinationsProps = {
  id: string;
  title: string;
  intro: string;
  copy: ExplorerCopy;
  /** The destinations, in the page's language. */
  countries: Country[];
  /** The panel of one country (a server component). */
  panel: (country: Country) => ReactNode;
};

/** The 20 country tiles and all 20 panels, rendered on the server; the island shows the selected one. */
export function Destinations({ id, title, intro, copy, countries, panel }: DestinationsProps) {
  const tiles = countries.map((c) => ({ id: c.id, name: c.name, flag: flagSrc(c.isoCode) }));
  return (
    <Section id={id} title={title} intro={intro} tone="tint">
      <CountryTiles tiles={tiles} label={copy.tilesLabel} noMatch={copy.noMatch} hint={copy.hint} />
      {countries.map((country) => (
        <CountryPanel key={country.id} id={country.id}>
          {panel(country)}
        </CountryPanel>
      ))}
    </Section>
  );
}
