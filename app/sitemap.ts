import type { MetadataRoute } from 'next';
import { routes, withSlash } from '@/lib/routes';
import { site } from '@/lib/site';

export const dynamic = 'force-static';

/** Every canonical, indexable route of the registry. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((r) => !r.noindex)
    .map((r) => ({ url: `${site.url}${withSlash(r.path).replace(/'/g, '%27')}`, changeFrequency: 'monthly', priority: r.priority ?? (r.parent ? 0.6 : 0.8) }));
}
