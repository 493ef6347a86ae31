import { MapEmbed } from '@/components/contact/map-embed';
import { Section } from '@/components/ui/section';
import type { ContactContent } from '@/content/contact';
import { site } from '@/lib/site';

/** The head office's address, and on a click an embedded map (loaded with no referrer). */
export function MapSection({ map }: { map: ContactContent['map'] }) {
  const office = site.headOffice;
  return (
    <Section id={map.id} title={map.title} intro={map.intro} tone="tint">
      <MapEmbed
        src={site.mapEmbedUrl(office.mapQuery)}
        title={map.frameTitle}
        mapLink={office.mapLink}
        openLabel={map.openLabel}
        showLabel={map.showLabel}
        notice={map.notice}
        placeName={office.name}
        address={office.address}
      />
    </Section>
  );
}
