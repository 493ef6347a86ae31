import type { ComponentProps, ReactNode } from 'react';
import { contentFor } from '@/content/i18n';
import { getRoute, localeOf, localizedHref, localizedKey, type RouteKey } from '@/content/routes';
import type { Locale } from '@/lib/locale';
import { renderLocale } from '@/lib/render-locale';

type Common = Omit<ComponentProps<'a'>, 'href'> & { children: ReactNode };

export type LinkProps = (Common & { to: RouteKey; hash?: string; href?: never }) | (Common & { href: string; to?: never; hash?: never });

/** An address on another site: http(s):// or protocol-relative (//host/…). */
const isExternal = (href: string) => /^(https?:)?\/\//i.test(href);

/**
 * The one link component: internal pages by registry key (so the HTML links canonical paths only;
 * on a page of a language edition, to the edition's version of the page when it has one), external
 * links in a new tab with rel="noopener noreferrer", tel:/mailto:/#hash links as plain anchors.
 * On an edition's page, a link to a page only in English says so: hreflang="en" and the shell's
 * marker after its words ("(ఇంగ్లీష్‌లో)", "(अंग्रेज़ी में)").
 * A Server Component: the page's language comes from the render (lib/render-locale), no client JS.
 * Internal links are plain anchors too: once the framework has started, one listener opens them
 * by client navigation (components/layout/client-navigation.tsx).
 */
/** Whether a link from a page in `locale` to `to` leads to a page only in English (an edition's page linking a page its edition lacks). */
export const leadsToEnglish = (to: RouteKey, locale: Locale): boolean => locale !== 'en' && localeOf(getRoute(localizedKey(to, locale))) === 'en';

export function Link({ to, hash, href, children, ...rest }: LinkProps) {
  const locale = renderLocale();
  const url = to === undefined ? href : localizedHref(to, locale, hash);
  const newTab = isExternal(url) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const english = to !== undefined && leadsToEnglish(to, locale);
  return (
    <a href={url} {...newTab} {...(english && { hrefLang: 'en' })} {...rest}>
      {children}
      {english && ` ${contentFor(locale).shell.a11y.english}`}
    </a>
  );
}
