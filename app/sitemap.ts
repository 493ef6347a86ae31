import type { MetadataRoute } from 'next';
import { languageAlternates } from '@/content/metadata';
import { routes, withSlash, type RouteKey } from '@/content/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

const absolute = (path: string) => `${site.url}${withSlash(path).replace(/'/g, '%27')}`;

/**
 * Every canonical, indexable route of the registry; a page with language editions lists its set's
 * alternates (en, te, hi, x-default), the same on each page of the set.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((r) => !r.noindex)
    .map((r) => {
      const languages = languageAlternates(r.key as RouteKey);
      return {
        url: absolute(r.path),
        changeFrequency: 'monthly',
        priority: r.priority ?? (r.parent ? 0.6 : 0.8),
        ...(languages ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([l, p]) => [l, absolute(p)])) } } : {}),
      };
    });
}
