import NextLink from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { localizedHref, type RouteKey } from '@/lib/routes';
import { renderLocale } from '@/lib/render-locale';

type Common = Omit<ComponentProps<'a'>, 'href'> & { children: ReactNode };

export type LinkProps = (Common & { to: RouteKey; hash?: string; href?: never }) | (Common & { href: string; to?: never; hash?: never });

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The one link component: internal pages by registry key (so the HTML links canonical paths only;
 * on a page of a language edition, to the edition's version of the page when it has one), external
 * links in a new tab with rel="noopener noreferrer", tel:/mailto:/#hash links as plain anchors.
 * A Server Component: the page's language comes from the render (lib/render-locale), no client JS.
 */
export function Link(props: LinkProps) {
  if (props.to !== undefined) {
    const { to, hash, children, ...rest } = props;
    const url = localizedHref(to, renderLocale(), hash);
    // next/link strips the trailing slash from a path whose last segment looks like a file name
    // (/courses/undergraduate/b.tech/ → …/b.tech), which a static host redirects or 404s.
    if (/\.[^/]+\/(?:[?#].*)?$/.test(url)) {
      return (
        <a href={url} {...rest}>
          {children}
        </a>
      );
    }
    return (
      // Prefetching every in-view link costs a slow phone dozens of requests; pages are small HTML.
      <NextLink href={url} prefetch={false} {...rest}>
        {children}
      </NextLink>
    );
  }
  const { href, children, ...rest } = props;
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
