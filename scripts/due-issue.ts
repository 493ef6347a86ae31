/**
 * The daily workflow's second job (docs/operator-guide.md, "Rebuilding before the site goes stale"):
 * keep one issue of the site's repository saying what is due on the live site (tooling/due-issue.ts).
 * Reads SITE_URL/admin/due.json, works out what is due today (lib/clock.ts: BUILD_DATE or today),
 * and with GITHUB_TOKEN opens, edits, reopens or closes the issue in GITHUB_REPOSITORY (owner/name)
 * through GitHub's REST API (GITHUB_API_URL, which GitHub Actions sets; else https://api.github.com).
 * Prints one line saying what it did. When the list cannot be read it leaves the issue as it is and
 * fails, so the run shows red: a list it cannot read is not "nothing due".
 */
import { buildDay } from '@/lib/clock';
import { dueOn, type DueList } from '@/tooling/due-list';
import { DUE_ISSUE_MARKER, dueIssueBody, planDueIssue, readDueList, type Issue } from '@/tooling/due-issue';

/** At most this many pages of 100 issues are read for each state. */
const MAX_PAGES = 10;

class GitHubError extends Error {}

function fail(message: string): never {
  console.error(`due-issue: ${message}`);
  process.exit(1);
}

async function readList(site: string): Promise<DueList> {
  const url = `${site}/admin/due.json`;
  let data: unknown;
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (!res.ok) fail(`could not read ${url} (${res.status} ${res.statusText}); the issue is left as it is`);
    data = await res.json();
  } catch (e) {
    fail(`could not read ${url} (${e instanceof Error ? e.message : String(e)}); the issue is left as it is`);
  }
  const list = readDueList(data);
  if (typeof list === 'string') fail(`${url} is not the site's due list (${list}); the issue is left as it is`);
  return list;
}

function gitHub(api: string, repo: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${api}/repos/${repo}${path}`, {
      method,
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${token}`,
        'X-GitHub-Api-Version': '2022-11-28',
        'User-Agent': 'site-due-issue',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) {
      const said = await res
        .json()
        .then((j: { message?: string }) => j.message)
        .catch(() => undefined);
      throw new GitHubError(`GitHub answered ${method} /repos/${repo}${path.split('?')[0]} with ${res.status}${said ? ` (${said})` : ''}`);
    }
    return (await res.json()) as T;
  };
}

type ApiIssue = Issue & { pull_request?: unknown; html_url?: string };

async function main() {
  const site = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  const token = process.env.GITHUB_TOKEN?.trim();
  const repo = process.env.GITHUB_REPOSITORY?.trim();
  const api = (process.env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, '');
  const missing = [!site && 'SITE_URL (the live site’s address)', !token && 'GITHUB_TOKEN', !repo && 'GITHUB_REPOSITORY (owner/name)'].filter(Boolean);
  if (missing.length) fail(`set ${missing.join(', ')}`);
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo!)) fail(`GITHUB_REPOSITORY=${repo}: write it as owner/name`);

  const today = buildDay();
  const list = await readList(site!);
  const due = dueOn(list, today);
  const body = due.length ? dueIssueBody(list, today, site!) : null;
  const call = gitHub(api, repo!, token!);

  const issues = async (state: 'open' | 'closed') => {
    const found: ApiIssue[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const batch = await call<ApiIssue[]>('GET', `/issues?state=${state}&sort=updated&direction=desc&per_page=100&page=${page}`);
      found.push(...batch.filter((i) => !i.pull_request));
      if (batch.length < 100) break;
    }
    return found;
  };
  const open = await issues('open');
  // The closed ones only when something is due and no issue of ours is open: one of them is reopened.
  const ours = open.some((i) => i.body?.includes(DUE_ISSUE_MARKER));
  const existing = body && !ours ? [...open, ...(await issues('closed'))] : open;
  const plan = planDueIssue(existing, body);

  const what = `${due.length} due as of ${today} on the live site built on ${list.built}`;
  switch (plan.action) {
    case 'create': {
      const made = await call<ApiIssue>('POST', '/issues', { title: plan.title, body: plan.body });
      return console.log(`due-issue: ${what}: opened issue #${made.number}${made.html_url ? ` ${made.html_url}` : ''}`);
    }
    case 'update':
      await call('PATCH', `/issues/${plan.number}`, { body: plan.body });
      return console.log(`due-issue: ${what}: brought issue #${plan.number} up to date`);
    case 'reopen':
      await call('PATCH', `/issues/${plan.number}`, { state: 'open', body: plan.body });
      return console.log(`due-issue: ${what}: reopened issue #${plan.number}`);
    case 'close':
      await call('POST', `/issues/${plan.number}/comments`, { body: plan.comment });
      await call('PATCH', `/issues/${plan.number}`, { state: 'closed', state_reason: 'completed' });
      return console.log(`due-issue: ${what}: closed issue #${plan.number}`);
    case 'none':
      return console.log(`due-issue: ${what}: ${plan.why}`);
  }
}

main().catch((e) => fail(e instanceof GitHubError ? e.message : `stopped: ${e instanceof Error ? e.message : String(e)}`));
