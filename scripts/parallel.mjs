/**
 * Runs a few commands at once and fails if any fails: `node scripts/parallel.mjs 'cmd a' 'cmd b' …`.
 * For checks of `npm test` that read the sources and write nothing they share (tsc, eslint,
 * prettier): each mostly keeps one core busy, so side by side they take about the longest one's
 * time on two cores. Each command's output is printed whole once it ends, not interleaved, with
 * its seconds.
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (!commands.length) {
  console.error("usage: node scripts/parallel.mjs 'command' ['command' …]");
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
          process.stdout.write(`\n> ${command}: ${status} in ${seconds} s\n${output.trimEnd()}\n`);
          resolve(code === 0);
        });
      }),
  ),
);

process.exit(results.every(Boolean) ? 0 : 1);
