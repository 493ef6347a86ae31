import { clientNavigationTarget, type LinkClick } from '@/lib/client-navigation';

const here = { href: 'https://example.test/countries/?from=menu' };

/** A plain left click on the element matched by `selector` in `html`. */
function click(html: string, selector = 'a', extra: Partial<LinkClick> = {}): LinkClick {
  document.body.innerHTML = html;
  const target = document.querySelector(selector)!;
  return { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...extra };
}

describe('clientNavigationTarget', () => {
  it('opens a page of the site by client navigation, with its query and hash, also from a click on something inside the link', () => {
    expect(clientNavigationTarget(click('<a href="/about/">About</a>'), here)).toBe('/about/');
    expect(clientNavigationTarget(click('<a href="/contact/?subject=MBA#contact-form"><span>Contact</span></a>', 'span'), here)).toBe(
      '/contact/?subject=MBA#contact-form',
    );
    expect(clientNavigationTarget(click('<a href="https://example.test/program/">Programs</a>'), here)).toBe('/program/');
  });

  it('leaves modified, middle and already handled clicks to the browser (new tab, new window, a tab or menu that took it)', () => {
    const link = '<a href="/about/">About</a>';
    for (const extra of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(clientNavigationTarget(click(link, 'a', extra), here)).toBeNull();
    }
  });

  it('leaves links with a target or download, other origins and other schemes to the browser', () => {
    for (const html of [
      '<a href="/about/" target="_blank">About</a>',
      '<a href="/brochure/" download>Brochure</a>',
      '<a href="https://crm.example.org/">CRM</a>',
      '<a href="tel:+919999999999">Call</a>',
      '<a href="mailto:info@example.test">Mail</a>',
    ]) {
      expect(clientNavigationTarget(click(html), here)).toBeNull();
    }
    expect(clientNavigationTarget(click('<a href="/about/" target="_self">About</a>'), here)).toBe('/about/');
  });

  it('leaves a link to a part of the same page to the browser, but not the same part of another page', () => {
    expect(clientNavigationTarget(click('<a href="#usa">USA</a>'), here)).toBeNull();
    expect(clientNavigationTarget(click('<a href="/countries/?from=menu#usa">USA</a>'), here)).toBeNull();
    expect(clientNavigationTarget(click('<a href="/MBA/#usa">USA</a>'), here)).toBe('/MBA/#usa');
  });

  it('leaves paths that are not exported pages, and pages whose last segment has a dot, to the browser', () => {
    for (const href of ['/sitemap.xml', '/og-default.png', '/courses/undergraduate/b.tech/', '/about']) {
      expect(clientNavigationTarget(click(`<a href="${href}">x</a>`), here)).toBeNull();
    }
  });

  it('leaves a link into another language (another root layout: a full load either way) to the browser', () => {
    expect(clientNavigationTarget(click('<a href="/te/" hreflang="te">తెలుగు</a>'), here)).toBeNull();
    expect(clientNavigationTarget(click('<a href="/">English</a>'), { href: 'https://example.test/hi/contact/' })).toBeNull();
    expect(clientNavigationTarget(click('<a href="/hi/">हिन्दी</a>'), { href: 'https://example.test/te/' })).toBeNull();
    expect(clientNavigationTarget(click('<a href="/te/contact/">సంప్రదించండి</a>'), { href: 'https://example.test/te/' })).toBe('/te/contact/');
  });

  it('ignores clicks outside links and anchors without an address', () => {
    expect(clientNavigationTarget(click('<button>Menu</button>', 'button'), here)).toBeNull();
    expect(clientNavigationTarget(click('<a name="top">Top</a>'), here)).toBeNull();
  });

  it('leaves the search page to the browser in every language (only its own policy lets Pagefind run)', () => {
    for (const path of ['/search/', '/search/?q=loan', '/te/search/', '/hi/search/?q=NEET']) {
      expect(
        clientNavigationTarget(click(`<a href="${path}">Search</a>`), {
          href: `https://example.test${path.startsWith('/te') ? '/te/' : path.startsWith('/hi') ? '/hi/' : '/'}`,
        }),
      ).toBeNull();
    }
    expect(clientNavigationTarget(click('<a href="/research/">Research</a>'), here)).toBe('/research/');
  });
});
