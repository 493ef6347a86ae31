import { CountryExplorer } from '@/components/countries/country-explorer';
import { DestinationHero } from '@/components/countries/destination-hero';
import { Destinations } from '@/components/countries/destinations';
import { Benefits } from '@/components/mba/benefits';
import { MbaCountryPanel } from '@/components/mba/mba-country-panel';
import { MbaFaqs } from '@/components/mba/mba-faqs';
import { Specializations } from '@/components/mba/specializations';
import { SuccessStories } from '@/components/mba/success-stories';
import { CtaBand } from '@/components/sections/cta-band';
import { explorerCopy } from '@/content/countries';
import { mbaPage } from '@/content/mba';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('mba');

export default function Page() {
  const { hero, destinations, closing } = mbaPage;
  return (
    <>
      {/* A click on the selected country clears it (on /MBA only; /countries keeps it). */}
      <CountryExplorer repeatClick="clear" panelIdPrefix="mba-" targetId={destinations.id}>
        <DestinationHero {...hero} targetId={destinations.id} copy={explorerCopy} />
        <Specializations />
        <Destinations
          id={destinations.id}
          title={destinations.title}
          intro={destinations.intro}
          copy={explorerCopy}
          panel={(country) => <MbaCountryPanel country={country} />}
        />
      </CountryExplorer>
      <Benefits />
      <SuccessStories />
      <MbaFaqs />
      <CtaBand look="bandBright" headingId="mba-closing" title={closing.title} text={closing.text} primary={closing.cta} />
    </>
  );
}
