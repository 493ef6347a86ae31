/**
 * How long the content editor (/admin/) takes to become usable on the slow-4G phone
 * (scripts/slow-phone.ts): only /admin/ is written (tooling/cms-admin.ts, as the build writes it,
 * with a repository set), served as a static host serves it (scripts/serve.mjs, compressed), and
 * timed from navigation to the sign-in button, the first thing staff can use; with the sizes of
 * what it loads (raw and as sent).
 *   npx tsx scripts/bench-admin.ts [runs=3]   (BENCH_ADMIN_MINIMAL=1: only the first collection)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { PHONE, slowPhonePage } from './slow-phone';
import { CONFIG_FILE, SVELTIA_DIR, writeAdmin } from '@/tooling/cms-admin';
import { cmsConfig, cmsSettingsFromEnv } from '@/tooling/cms-config';

const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4290);
const chromePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const out = mkdtempSync(join(tmpdir(), 'admin-bench-'));
const settings = cmsSettingsFromEnv({ CMS_REPO: 'your-company/website' }, 'Content editor');
const config = cmsConfig(settings);
// BENCH_ADMIN_MINIMAL=1: the same editor with only its first collection, to tell the configuration's share from the app's.
if (process.env.BENCH_ADMIN_MINIMAL) config.collections = config.collections.slice(0, 1);
const files = writeAdmin(out, config, settings, join(SVELTIA_DIR, 'dist'));
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
for (const file of files) {
  const raw = readFileSync(join(out, file));
  console.log(`${file}: ${kb(raw.length)} raw, ${kb(brotliCompressSync(raw).length)} brotli`);
}

function serve(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', out, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => child.stdout!.once('data', () => resolve(child)));
}

async function main() {
  const server = await serve();
  const browser = await chromium.launch(chromePath ? { executablePath: chromePath } : {});
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await slowPhonePage(browser);
      const config: { at?: number } = {};
      page.on('requestfinished', (r) => {
        if (new URL(r.url()).pathname.endsWith(`/${CONFIG_FILE}`)) config.at = Date.now();
      });
      const start = Date.now();
      await page.goto(`http://localhost:${port}/admin/`);
      await page
        .getByRole('button', { name: /sign in/i })
        .first()
        .waitFor({ timeout: 120_000 });
      const usable = Date.now() - start;
      times.push(usable);
      console.log(
        `run ${i + 1}: sign-in usable after ${(usable / 1000).toFixed(1)} s (${CONFIG_FILE} loaded at ${((config.at! - start) / 1000).toFixed(1)} s)`,
      );
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(
      `slow-4G phone (${PHONE.latency} ms RTT, ${(PHONE.download * 8) / 1e6} Mbps, CPU ×${PHONE.cpu}): median ${(times[Math.floor(times.length / 2)] / 1000).toFixed(1)} s over ${runs} runs`,
    );
  } finally {
    await browser.close();
    server.kill();
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
