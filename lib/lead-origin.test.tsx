import { render } from '@testing-library/react';
import { useEffect, useLayoutEffect } from 'react';
import { READY_EVENT } from '@/lib/framework-start';
import { leadOrigin } from '@/lib/lead';
import { landingVisitStart, LANDING_KEY, rememberVisitStart, VISIT_KEY } from '@/lib/lead-origin';

/** What the page's loader (tooling/deferred-scripts.ts) notes on the tab's first page: its address and referrer. */
const landedOn = (href: string, referrer = '') => sessionStorage.setItem(LANDING_KEY, JSON.stringify([`${location.origin}${href}`, referrer]));

const fromBlog = { landing_page: '/blog1/', referrer: 'https://search.example', utm_source: 'newsletter', utm_campaign: 'autumn' };

beforeEach(() => {
  sessionStorage.clear();
  // The visit began on an article (no island started there), the lead is sent from the contact page.
  landedOn('/blog1/?utm_source=newsletter&utm_campaign=autumn&gclid=X', 'https://search.example/q?mbbs');
  window.history.replaceState(null, '', '/contact/');
});

describe('a lead sent before the visit start is remembered', () => {
  it("carries the loader's landing page, referrer and campaign, not the page it is sent from", () => {
    expect(sessionStorage.getItem(VISIT_KEY)).toBeNull();
    expect(leadOrigin()).toEqual({ page: '/contact/', ...fromBlog });
    // …and the visit start it read is the one kept for the tab: the island's later call changes nothing.
    rememberVisitStart();
    window.history.replaceState(null, '', '/about/?utm_source=other');
    expect(leadOrigin()).toEqual({ page: '/about/', ...fromBlog });
  });

  it("at React's first commit (a Send held during start-up, replayed on READY_EVENT from a layout effect), ahead of the island's passive effect", () => {
    const origins: Record<string, string>[] = [];
    const replay = () => origins.push(leadOrigin());
    document.addEventListener(READY_EVENT, replay);
    // The order of components/layout: framework-ready.tsx says READY_EVENT in a layout effect,
    // client-navigation.tsx remembers the visit start in a passive effect.
    function FrameworkReady() {
      useLayoutEffect(() => void document.dispatchEvent(new Event(READY_EVENT)), []);
      return null;
    }
    function ClientNavigation() {
      useEffect(() => rememberVisitStart(), []);
      return null;
    }
    render(
      <>
        <FrameworkReady />
        <ClientNavigation />
      </>,
    );
    document.removeEventListener(READY_EVENT, replay);
    expect(origins).toEqual([{ page: '/contact/', ...fromBlog }]);
    expect(JSON.parse(sessionStorage.getItem(VISIT_KEY)!)).toEqual(fromBlog);
  });

  it("reads this page when the loader's note is missing or not the shape it writes, without an error", () => {
    window.history.replaceState(null, '', '/contact/?utm_medium=email');
    for (const note of [null, '{', '"x"', '[1,2]', '["not an address",""]', '{"href":"/blog/"}']) {
      sessionStorage.clear();
      if (note !== null) sessionStorage.setItem(LANDING_KEY, note);
      expect(landingVisitStart()).toEqual({ landing_page: '/contact/', utm_medium: 'email' });
      expect(leadOrigin()).toEqual({ page: '/contact/', landing_page: '/contact/', utm_medium: 'email' });
    }
  });
});
