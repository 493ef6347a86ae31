/** The event that starts the framework at once (the page's loader listens, tooling/deferred-scripts.ts; the browser tests' `page.goto` sends it). */
export const START_EVENT = 'framework-start';

/**
 * The event React's first commit sends (components/layout/framework-ready.tsx): the document is
 * hydrated, every island's handlers are in place. Until then a click or a submit may reach an
 * element React holds but has not committed, and is lost (a submit then leaves the page natively):
 * the loader holds what the visitor did until this event, then gives it to the islands.
 */
export const READY_EVENT = 'framework-ready';
