import { MapEmbed } from '@/components/contact/map-embed';
import { Section } from '@/components/ui/section';
import type { ContactContent } from '@/content/contact';
import { site } from '@/lib/site';

/** The head office on an embedded map that loads only when scrolled near. */
export function MapSection({ map }: { map: ContactContent['map'] }) {
  const office = site.headOffice;
  return (
    <Section id={map.id} title={map.title} intro={map.intro} tone="tint">
      <MapEmbed
        src={site.mapEmbedUrl(office.mapQuery)}
        title={map.frameTitle}
        mapLink={office.mapLink}
        openLabel={map.openLabel}
        placeName={office.name}
        address={office.address}
      />
    </Section>
  );
}
