/**
 * Scroll-triggered effects without layout reads. `whenScrolledTo` tells whether an element starts
 * below the fold and when it later comes into view, from one shared IntersectionObserver per
 * root margin: the browser reports positions with its next frame, so hydrating a page of cards
 * never forces a style recalculation and layout per card (as `getBoundingClientRect` in each
 * effect did).
 */
type Watch = { onBelowFold: () => void; onEnter: () => void; first: boolean };

const observers = new Map<string, { io: IntersectionObserver; watches: Map<Element, Watch>; kind: typeof IntersectionObserver }>();

function observerFor(rootMargin: string) {
  let entry = observers.get(rootMargin);
  if (!entry || entry.kind !== window.IntersectionObserver) {
    const watches = new Map<Element, Watch>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const w = watches.get(e.target);
          if (!w) continue;
          if (w.first) {
            w.first = false;
            // In view or above it at load: leave it as the HTML shows it. An element with no box
            // at all sits in a section the browser has not laid out yet (content-visibility:
            // auto, app/globals.css), which it does only for sections off screen: below the fold.
            const r = e.boundingClientRect;
            const unrendered = r.width === 0 && r.height === 0 && r.top === 0;
            if (e.isIntersecting || (!unrendered && r.top < window.innerHeight)) {
              watches.delete(e.target);
              io.unobserve(e.target);
              continue;
            }
            w.onBelowFold();
          } else if (e.isIntersecting) {
            watches.delete(e.target);
            io.unobserve(e.target);
            w.onEnter();
          }
        }
      },
      { rootMargin },
    );
    entry = { io, watches, kind: window.IntersectionObserver };
    observers.set(rootMargin, entry);
  }
  return entry;
}

/**
 * Calls `onBelowFold` if the element starts below the visible area, then `onEnter` once it
 * scrolls into view. Does nothing with reduced motion or without IntersectionObserver. Returns
 * the clean-up.
 */
export function whenScrolledTo(el: Element, onBelowFold: () => void, onEnter: () => void, rootMargin = '0px'): () => void {
  if (!('IntersectionObserver' in window)) return () => {};
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const { io, watches } = observerFor(rootMargin);
  watches.set(el, { onBelowFold, onEnter, first: true });
  io.observe(el);
  return () => {
    watches.delete(el);
    io.unobserve(el);
  };
}
