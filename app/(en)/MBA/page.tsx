import { MbaPage } from '@/components/pages/mba-page';
import { countries, explorerCopy } from '@/content/countries';
import { mbaBenefits, mbaByCountry, mbaFactLabels, mbaFaqs, mbaPage, mbaSpecializations, mbaTestimonials } from '@/content/mba';
import { pageMetadata } from '@/content/metadata';

export const metadata = pageMetadata('mba');

export default function Page() {
  return (
    <MbaPage
      mbaPage={mbaPage}
      explorerCopy={explorerCopy}
      countries={countries}
      mbaByCountry={mbaByCountry}
      mbaFactLabels={mbaFactLabels}
      mbaSpecializations={mbaSpecializations}
      mbaBenefits={mbaBenefits}
      mbaTestimonials={mbaTestimonials}
      mbaFaqs={mbaFaqs}
    />
  );
}
