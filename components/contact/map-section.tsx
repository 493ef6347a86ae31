import { MapEmbed } from '@/components/contact/map-embed';
import { Section } from '@/components/ui/section';
import type { ContactContent } from '@/content/contact';
import { renderLocale } from '@/lib/render-locale';
import { officeIn, site } from '@/lib/site';

/** The head office on an embedded map that loads only when scrolled near. */
export function MapSection({ map }: { map: ContactContent['map'] }) {
  const office = site.headOffice;
  const words = officeIn(office, renderLocale());
  return (
    <Section id={map.id} title={map.title} intro={map.intro} tone="tint">
      <MapEmbed
        src={site.mapEmbedUrl(office.mapQuery)}
        title={map.frameTitle}
        mapLink={office.mapLink}
        openLabel={map.openLabel}
        placeName={words.name.text}
        address={words.address.text}
      />
    </Section>
  );
}
