/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** scripts/serve.mjs (`npm start`, the browser tests) on a scratch export of its own. */
const PORT = 4331;
const base = `http://127.0.0.1:${PORT}`;
let dir: string;
let server: ChildProcess;
let errors = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'about', 'index.html'), '<h1>About</h1>');
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'locked.html'), 'secret');
  chmodSync(join(dir, 'locked.html'), 0o000);
  mkdirSync(join(dir, 'odd.html')); // a directory where a file is expected
  // No 404.html: the first tests run without one.
  server = spawn(process.execPath, [join(__dirname, 'serve.mjs'), dir, String(PORT), '--headers'], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr!.on('data', (d) => (errors += d));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.once('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}: ${errors}`)));
  });
});

afterAll(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(base + path, { redirect: 'manual' });

async function stillServing() {
  const res = await get('/about/');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('<h1>About</h1>');
  expect(server.exitCode).toBeNull();
}

describe('scripts/serve.mjs', () => {
  it('answers a miss with 404 when the export has no 404.html, and keeps serving', async () => {
    const res = await get('/nothing-here/');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found');
    await stillServing();
  });

  it('answers 404 when 404.html is a directory, and keeps serving', async () => {
    mkdirSync(join(dir, '404.html'));
    const res = await get('/nothing-here/');
    expect(res.status).toBe(404);
    rmSync(join(dir, '404.html'), { recursive: true });
    await stillServing();
  });

  it('answers a directory named like a file, without an index, with 404', async () => {
    expect((await get('/odd.html/')).status).toBe(404);
    await stillServing();
  });

  it('answers an unreadable file with an error status, and keeps serving', async () => {
    // Root reads any file, so this only bites for a normal user.
    const res = await get('/locked.html');
    expect(res.status).toBe(process.getuid?.() === 0 ? 200 : 500);
    await stillServing();
  });

  it('never redirects off-site', async () => {
    writeFileSync(join(dir, '404.html'), '<h1>Oops! Page Not Found</h1>');
    for (const path of [
      '/.//evil.com/..%2Fabout',
      '//evil.com/..%2Fabout',
      '/%2Fevil.com/..%2Fabout',
      '/%2F%2Fevil.com/%2E%2E/about',
      '/%5Cevil.com/..%2Fabout',
      '/about/..%2F..%2Fabout',
    ]) {
      const res = await get(path);
      const location = res.headers.get('location');
      if (location === null) {
        expect(res.status).toBe(404);
        expect(await res.text()).toContain('Oops! Page Not Found');
      } else {
        // A redirect stays on this origin: one leading slash, never // or /\.
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, base).origin).toBe(base);
      }
    }
    // The case reported: a miss, not a redirect to //evil.com/.
    expect((await get('/.//evil.com/..%2Fabout')).status).toBe(404);
    await stillServing();
  });

  it('still sends a directory to its trailing-slash URL, keeping the query', async () => {
    const res = await get('/about?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about/?x=1');
    expect((await get('/')).status).toBe(200);
  });
});
