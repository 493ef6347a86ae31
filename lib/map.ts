/**
 * The attribute a page's map (components/contact/map-embed.tsx) carries in the exported HTML: the
 * build allows the map site in frame-src only on such pages (tooling/security-headers.ts). Its own
 * module: the map is a client island, which must not import content/site (the operator's whole config).
 */
export const MAP_MARKER = 'data-map-embed';
