#!/usr/bin/env node
/**
 * The npm registry reachable here serves only the Linux builds of native packages, so npm writes a
 * lock file without the other platforms' optional packages (@next/swc-darwin-*, @tailwindcss/
 * oxide-win32-*, …) and `npm ci` then refuses it as out of sync. This adds the entries a full
 * registry would have written: version, optional, and the os/cpu read from the package name, so
 * that npm ci skips them on this platform as it would anyway. Run after changing dependencies:
 *   npm install && node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;

const osOf = (name) =>
  ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux', 'sunos', 'aix', 'netbsd', 'openbsd'].find((os) => name.includes(`-${os}-`));
const cpuOf = (name) => ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32'].find((cpu) => new RegExp(`-${cpu}(-|$)`).test(name));
const libcOf = (name) => (/-musl/.test(name) ? 'musl' : /-gnu/.test(name) ? 'glibc' : undefined);

let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (pkgs[key] || pkgs[`${path}/node_modules/${dep}`]) continue;
    const entry = { version, optional: true };
    const os = osOf(dep);
    const cpu = cpuOf(dep);
    const libc = libcOf(dep);
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    if (os) entry.os = [os];
    if (!os && !cpu) {
      console.warn(`left out ${dep}: no platform in its name`);
      continue;
    }
    pkgs[key] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional platform entries`);
