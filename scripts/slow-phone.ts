/**
 * The slow-4G phone of the benchmarks (scripts/bench.ts, scripts/bench-search.ts): 150 ms RTT,
 * 1.6 Mbps down, 750 kbps up, CPU ×4, 390 px wide. One definition, so both measure the same phone.
 */
import type { Browser } from '@playwright/test';

export const PHONE = { latency: 150, download: 1.6e6 / 8, upload: 750e3 / 8, cpu: 4, viewport: { width: 390, height: 844 } };

/**
 * A fresh context (empty cache) and page throttled to the slow-4G phone. `caching`: what the page
 * fetches is kept for the next page (a visit that goes on); otherwise nothing is kept.
 */
export async function slowPhonePage(browser: Browser, { caching = false } = {}) {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !caching });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.download,
    uploadThroughput: PHONE.upload,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  return { context, page, cdp };
}
