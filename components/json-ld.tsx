import { jsonLdString } from '@/lib/structured-data';

/** Renders structured data; a data block, not a script (CSP does not apply to it). */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />;
}
