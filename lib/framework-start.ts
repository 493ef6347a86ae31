/** The event that starts the framework at once (the page's loader listens, tooling/deferred-scripts.ts; the browser tests' `page.goto` sends it). */
export const START_EVENT = 'framework-start';
