import type { Metadata } from 'next';
import { getRoute, href, type RouteKey } from '@/lib/routes';
import { site } from '@/lib/site';

export const defaultSocialImage = { url: '/og-default.png', width: 1200, height: 630, alt: site.name };

/** Page metadata from the route registry: title, description, keywords, canonical, Open Graph, Twitter. */
export function pageMetadata(key: RouteKey, extra: { images?: { url: string; width: number; height: number; alt: string }[]; type?: 'website' | 'article'; publishedTime?: string } = {}): Metadata {
  const route = getRoute(key);
  const url = href(key);
  const images = extra.images ?? [defaultSocialImage];
  const title = key === 'home' ? { absolute: `${site.name} | ${route.title}` } : route.title;
  const fullTitle = key === 'home' ? `${site.name} | ${route.title}` : `${route.title} | ${site.name}`;
  return {
    title,
    description: route.description,
    keywords: route.keywords,
    alternates: { canonical: url },
    robots: route.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: fullTitle,
      description: route.description,
      url,
      siteName: site.name,
      locale: site.locale,
      type: extra.type ?? 'website',
      ...(extra.publishedTime ? { publishedTime: extra.publishedTime } : {}),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: route.description, images: images.map((i) => i.url) },
  };
}
