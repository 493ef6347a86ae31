/**
 * For unit tests: modules loaded afresh under operator settings of the test's own, laid over the
 * fixture's (unit tests read config/operator.fixture.json, never content/operator.json:
 * jest.config.mjs). A test of the "Hide sample content" switch or of the shipped stand-ins sets them
 * here, so it holds whatever staff set in the live file. `load` requires the modules the test uses;
 * they share the test's React, so Testing Library renders the components they export.
 */
import type { Operator } from '@/content/operator-schema';

/** Modules loaded once for the whole test file: a second copy of React cannot render with the first. */
const shared = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom'].map((name) => [name, jest.requireActual(name)] as const);

export function withOperator<T>(settings: Partial<Operator>, load: () => T): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    const actual = jest.requireActual<typeof import('@/content/operator-settings')>('@/content/operator-settings');
    for (const [name, module] of shared) jest.doMock(name, () => module);
    jest.doMock('@/content/operator-settings', () => ({ ...actual, operator: { ...actual.operator, ...settings } }));
    loaded = load();
  });
  return loaded as T;
}

/**
 * What `load` gives with the "Hide sample content" switch off and on: compare the two (with samples
 * hidden, an item is the same as shown, or left out when it is a sample).
 */
export function samplesShownAndHidden<T>(load: () => T): { shown: T; hidden: T } {
  return { shown: withOperator({ hideSampleContent: false }, load), hidden: withOperator({ hideSampleContent: true }, load) };
}

/** The stand-ins content/operator.json ships with: networks' home pages, a booking address to replace. */
export const standInLinks: Partial<Operator> = {
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
  bookingUrl: 'https://booking.example.com/',
};
