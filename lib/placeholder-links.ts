/**
 * Links that are not the business's own yet: an address at a reserved example domain, or a
 * network's or a booking service's home page. The pages mark such a link as a sample (the footer's
 * social links, the FAQ's booking link); the release check (tooling/release-check.ts) refuses it.
 */
/** Reserved names (RFC 2606, RFC 6761) that no real site or mailbox uses. */
export const reservedHost = (host: string) => /(^|\.)example\.(com|net|org)$|\.(example|invalid|localhost)$|^localhost$/i.test(host);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

export function isPlaceholderUrl(url: string): boolean {
  const u = parse(url);
  return !u || reservedHost(u.hostname);
}

/** A link to a network's or a booking service's home page instead of the company's own page. */
export function isHomePageOnly(url: string): boolean {
  const u = parse(url);
  return !u || u.pathname.replace(/\/+$/, '') === '';
}
