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

/**
 * For controls that need the framework (a search box, a tab bar): shown from the first paint
 * whenever scripts are on, i.e. while the framework is on its way or running (the loader's
 * `<html data-framework>`, build/deferred-scripts.ts), so nothing above the fold changes when it
 * starts; not with scripts off, nor once the framework has failed. Whole class names, so Tailwind
 * finds them here.
 */
export const withFramework = {
  visible: '[html[data-framework]:not([data-framework=failed])_&]:visible',
  flex: '[html[data-framework]:not([data-framework=failed])_&]:flex',
} as const;
