import type { ComponentProps, ReactNode } from 'react';
import { localizedHref, type RouteKey } from '@/content/routes';
import { renderLocale } from '@/lib/render-locale';

type Common = Omit<ComponentProps<'a'>, 'href'> & { children: ReactNode };

export type LinkProps = (Common & { to: RouteKey; hash?: string; href?: never }) | (Common & { href: string; to?: never; hash?: never });

/** An address on another site: http(s):// or protocol-relative (//host/…). */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

/**
 * The one link component: internal pages by registry key (so the HTML links canonical paths only;
 * on a page of a language edition, to the edition's version of the page when it has one), external
 * links in a new tab with rel="noopener noreferrer", tel:/mailto:/#hash links as plain anchors.
 * A Server Component: the page's language comes from the render (lib/render-locale), no client JS.
 * Internal links are plain anchors too: once the framework has started, one listener opens them
 * by client navigation (components/layout/client-navigation.tsx).
 */
export function Link({ to, hash, href, children, ...rest }: LinkProps) {
  const url = to === undefined ? href : localizedHref(to, renderLocale(), hash);
  const newTab = isExternal(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={url} {...newTab} {...rest}>
      {children}
    </a>
  );
}
