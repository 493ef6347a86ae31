import { Associates } from '@/components/contact/associates';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { ContactHero } from '@/components/contact/contact-hero';
import { InfoCards } from '@/components/contact/info-cards';
import { MapSection } from '@/components/contact/map-section';
import type { ContactContent } from '@/content/contact';

/** The contact page's sections, in any language. */
export function ContactPage({ contact }: { contact: ContactContent }) {
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
