import type { Metadata, Viewport } from 'next';
import { LANGUAGES } from '@/lib/locale';
import { getRoute, href, languageSet, localeOf, type RouteKey } from '@/content/routes';
import { site } from '@/content/site';

export const defaultSocialImage = { url: '/og-default.png', width: 1200, height: 630, alt: site.name };

/**
 * The site icon as PNGs drawn from public/favicon.svg by scripts/raster-images.ts: Chromium builds
 * a document for an SVG favicon on the page's main thread (20 ms, right after the first paint);
 * a PNG is only decoded. The large one is also the organisation's logo in structured data.
 */
export const siteIcons = {
  tab: { url: '/favicon-32.png', sizes: '32x32', type: 'image/png' },
  large: { url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
} as const;

/** What every root layout (English and the editions) sets: metadataBase and the title template. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { template: `%s | ${site.name}`, default: site.name },
  description: site.description,
  applicationName: site.name,
  icons: { icon: [siteIcons.tab, siteIcons.large], apple: siteIcons.large.url },
  formatDetection: { telephone: false },
};

export const rootViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

const isHome = (key: RouteKey) => getRoute(key).path === '/' || getRoute(key).page === 'home';

/**
 * The hreflang alternates of a page that has editions: every language of its set (en, te, hi)
 * and x-default (the English page); the same object on each page of the set, so they point both ways.
 */
export function languageAlternates(key: RouteKey): Record<string, string> | undefined {
  const set = languageSet(key);
  if (set.length === 0) return undefined;
  const languages: Record<string, string> = {};
  for (const { locale, route } of set) languages[LANGUAGES[locale].hreflang] = href(route.key as RouteKey);
  languages['x-default'] = href(set[0].route.key as RouteKey);
  return languages;
}

/** Page metadata from the route registry: title, description, keywords, canonical, alternates, Open Graph, Twitter. */
export function pageMetadata(
  key: RouteKey,
  extra: {
    images?: { url: string; width: number; height: number; alt: string }[];
    type?: 'website' | 'article';
    publishedTime?: string;
    modifiedTime?: string;
    /** Links the articles' feed from the page's head. */
    feed?: { url: string; title: string };
  } = {},
): Metadata {
  const route = getRoute(key);
  const url = href(key);
  const images = extra.images ?? [defaultSocialImage];
  const title = isHome(key) ? { absolute: `${site.name} | ${route.title}` } : route.title;
  const fullTitle = isHome(key) ? `${site.name} | ${route.title}` : `${route.title} | ${site.name}`;
  const languages = languageAlternates(key);
  return {
    title,
    description: route.description,
    keywords: route.keywords,
    alternates: {
      canonical: url,
      ...(languages ? { languages } : {}),
      ...(extra.feed ? { types: { 'application/rss+xml': [extra.feed] } } : {}),
    },
    robots: route.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title: fullTitle,
      description: route.description,
      url,
      siteName: site.name,
      locale: LANGUAGES[localeOf(route)].ogLocale,
      type: extra.type ?? 'website',
      ...(extra.publishedTime ? { publishedTime: extra.publishedTime } : {}),
      ...(extra.modifiedTime ? { modifiedTime: extra.modifiedTime } : {}),
      images,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: route.description, images: images.map((i) => i.url) },
  };
}
