/** The attribute that `js:` styles look for (app/globals.css). */
export const ENHANCED_ATTR = 'data-enhanced';

/**
 * A ref callback (`<div ref={enhance}>`) that marks the element as taken over by its own script,
 * so that its `js:` styles (hide inactive panels, show controls that need script) apply from now
 * on and never before. React calls it when it commits this component's hydration: by then its
 * handlers are live.
 */
export function enhance(el: HTMLElement | null) {
  el?.setAttribute(ENHANCED_ATTR, '');
}
