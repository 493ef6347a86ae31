import { DestinationExplorer } from '@/components/countries/destination-explorer';
import { Benefits } from '@/components/mba/benefits';
import { MbaCountryPanel } from '@/components/mba/mba-country-panel';
import { MbaFaqs } from '@/components/mba/mba-faqs';
import { Specializations } from '@/components/mba/specializations';
import { SuccessStories } from '@/components/mba/success-stories';
import { CtaBand } from '@/components/sections/cta-band';
import type { Country, ExplorerCopy, MbaCountryDetails } from '@/content/countries';
import type { MbaBenefit, MbaSpecialization, mbaFactLabels as englishFactLabels, mbaPage as englishMbaPage } from '@/content/mba';
import type { TestimonialFile } from '@/content/testimonials';
import type { FaqItem } from '@/content/types';

export type MbaPageProps = {
  mbaPage: typeof englishMbaPage;
  explorerCopy: ExplorerCopy;
  countries: Country[];
  mbaByCountry: Record<string, MbaCountryDetails>;
  mbaFactLabels: typeof englishFactLabels;
  mbaSpecializations: MbaSpecialization[];
  mbaBenefits: MbaBenefit[];
  mbaTestimonials: TestimonialFile[];
  mbaFaqs: FaqItem[];
};

/** The MBA abroad page, in any language: specializations, destinations, benefits, stories and questions in the language's words. */
export function MbaPage({
  mbaPage,
  explorerCopy,
  countries,
  mbaByCountry,
  mbaFactLabels,
  mbaSpecializations,
  mbaBenefits,
  mbaTestimonials,
  mbaFaqs,
}: MbaPageProps) {
  const { hero, destinations, closing } = mbaPage;
  return (
    <>
      {/* A click on the selected country clears it (on /MBA only; /countries keeps it). */}
      <DestinationExplorer
        repeatClick="clear"
        panelIdPrefix="mba-"
        hero={hero}
        destinations={destinations}
        copy={explorerCopy}
        countries={countries}
        panel={(country) => (
          <MbaCountryPanel
            country={country}
            mba={mbaByCountry[country.id]}
            panelTitle={destinations.panelTitle}
            labels={mbaFactLabels}
            tuition={destinations.tuition}
            explorerCopy={explorerCopy}
          />
        )}
      >
        <Specializations specializations={mbaPage.specializations} mbaSpecializations={mbaSpecializations} />
      </DestinationExplorer>
      <Benefits benefits={mbaPage.benefits} mbaBenefits={mbaBenefits} />
      <SuccessStories stories={mbaPage.stories} mbaTestimonials={mbaTestimonials} />
      <MbaFaqs faqs={mbaPage.faqs} mbaFaqs={mbaFaqs} />
      <CtaBand look="bandBright" headingId="mba-closing" title={closing.title} text={closing.text} primary={closing.cta} />
    </>
  );
}
