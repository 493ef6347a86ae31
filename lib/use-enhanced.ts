import { useEffect, type RefObject } from 'react';

/** The attribute that `js:` styles look for (app/globals.css). */
export const ENHANCED_ATTR = 'data-enhanced';

/**
 * Marks the element as taken over by its own script, so that its `js:` styles (hide inactive
 * panels, show controls that need script) apply from now on and never before. Set in an effect:
 * it happens only once this component has hydrated and its handlers are live.
 */
export function useEnhanced(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.setAttribute(ENHANCED_ATTR, '');
  }, [ref]);
}
