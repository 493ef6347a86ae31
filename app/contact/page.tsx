import { Associates } from '@/components/contact/associates';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { ContactHero } from '@/components/contact/contact-hero';
import { InfoCards } from '@/components/contact/info-cards';
import { MapSection } from '@/components/contact/map-section';
import { contact } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('contact');

export default function Page() {
  return (
    <>
      <ContactHero hero={contact.hero} formId={contact.form.id} />
      <InfoCards labels={contact.infoCards} />
      <ContactFormSection form={contact.form} side={contact.sidePanel} />
      <Associates associates={contact.associates} />
      <MapSection map={contact.map} />
    </>
  );
}
