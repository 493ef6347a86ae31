import { MapEmbed } from '@/components/contact/map-embed';
import { Section } from '@/components/ui/section';
import type { ContactContent } from '@/content/contact';
import { renderLocale } from '@/lib/render-locale';
import { officeIn, site } from '@/content/site';

/** The head office's address, and on a click an embedded map (loaded with no referrer). */
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
        showLabel={map.showLabel}
        notice={map.notice}
        placeName={words.name.text}
        address={words.address.text}
      />
    </Section>
  );
}
