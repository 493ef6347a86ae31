/**
 * Which commit of the repository the export was built from (issue 55): scripts/postbuild.ts writes
 * it into out/true-until.json as `commit`, so the scheduled workflow can tell a live site built from
 * an older commit (a push whose deploy failed, or was never started) and build it again
 * (tooling/rebuild-due.ts). The host's build says it: Netlify `COMMIT_REF`, Cloudflare Pages
 * `CF_PAGES_COMMIT_SHA`, GitHub Actions `GITHUB_SHA`; elsewhere `git rev-parse HEAD`, when the
 * build runs in a clone; else nothing, and the export names no commit.
 */
import { execFileSync } from 'node:child_process';

/** The hosts' variables, in the order they are read. */
export const COMMIT_VARIABLES = ['COMMIT_REF', 'CF_PAGES_COMMIT_SHA', 'GITHUB_SHA'] as const;

const SHA = /^[0-9a-f]{7,40}$/i;

/** The clone's head commit, or undefined where there is no git or no clone. */
function gitHead(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The commit the build is of, lower case, or undefined when neither the host nor git says. */
export function buildCommit(env: Record<string, string | undefined> = process.env, git: () => string | undefined = gitHead): string | undefined {
  const named = COMMIT_VARIABLES.map((name) => env[name]?.trim()).find((value) => value && SHA.test(value));
  const commit = named ?? git()?.trim();
  return commit && SHA.test(commit) ? commit.toLowerCase() : undefined;
}

/** Whether two commit names are the same commit (one may be the other's short form, seven characters or more). */
export function sameCommit(a: string, b: string): boolean {
  const [x, y] = [a.trim().toLowerCase(), b.trim().toLowerCase()];
  if (!SHA.test(x) || !SHA.test(y)) return x === y;
  return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}
