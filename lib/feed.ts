/** The articles' RSS 2.0 feed, written at build by app/(en)/blog/feed.xml/route.ts. */

export const FEED_PATH = '/blog/feed.xml';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** What the feed says of an article (content/articles' Article has it). */
export type FeedItem = { title: string; path: string; description: string; date: string; updated?: string; tags: readonly string[] };

export type FeedChannel = { title: string; description: string; siteUrl: string; listingPath: string; language: string };

/** Newest first by publication date, as feed readers expect. */
export function rssFeed(channel: FeedChannel, articles: readonly FeedItem[]): string {
  const abs = (path: string) => `${channel.siteUrl}${path}`;
  const items = [...articles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((a) => {
      const url = abs(`${a.path}/`);
      return [
        '    <item>',
        `      <title>${escapeXml(a.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <description>${escapeXml(a.description)}</description>`,
        `      <pubDate>${new Date(`${a.date}T00:00:00Z`).toUTCString()}</pubDate>`,
        ...a.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
        '    </item>',
      ].join('\n');
    });
  const newest = articles.reduce((d, a) => ((a.updated ?? a.date) > d ? (a.updated ?? a.date) : d), '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(abs(`${channel.listingPath}/`))}</link>`,
    `    <atom:link href="${escapeXml(abs(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${channel.language}</language>`,
    newest && `    <lastBuildDate>${new Date(`${newest}T00:00:00Z`).toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
