/**
 * The scheduled rebuild's question (docs/operator-guide.md, "Rebuilding before the site goes
 * stale"): must the live site at SITE_URL be built again now? Its true-until day is near, or it was
 * built from another commit than GITHUB_SHA (the repository's head, which GitHub Actions sets).
 * Prints the answer and why, and in a GitHub Actions step writes `due=true|false` to its outputs.
 * Never fails on an unreachable site: that answers "due".
 */
import { appendFileSync } from 'node:fs';
import { buildDay } from '@/lib/clock';
import { rebuildDue } from '@/tooling/rebuild-due';

async function main() {
  const site = process.env.SITE_URL?.replace(/\/+$/, '');
  if (!site) {
    console.error('rebuild-due: set SITE_URL to the live site’s address (e.g. https://www.your-consultancy.in)');
    process.exit(1);
  }
  const live = await fetch(`${site}/true-until.json`, { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  const { due, why } = rebuildDue(live, buildDay(), { head: process.env.GITHUB_SHA });
  console.log(`rebuild-due: ${why}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `due=${due}\n`);
}

void main();
