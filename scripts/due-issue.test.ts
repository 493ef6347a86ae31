/** @jest-environment node */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DUE_ISSUE_MARKER, DUE_ISSUE_TITLE, NOTHING_DUE_COMMENT, dueIssueBody } from '@/tooling/due-issue';
import type { DueList } from '@/tooling/due-list';

/**
 * scripts/due-issue.ts end to end, against a stand-in for the live site (/site/admin/due.json) and
 * for GitHub's REST API (/api/repos/owner/site/…) served here on a port of its own.
 */
const ROOT = join(__dirname, '..');
const TOKEN = 'ghs_standInToken1234567890';
const TODAY = '2026-12-05';

type Request = { method: string; path: string; auth?: string; body?: Record<string, unknown> };
type StoredIssue = { number: number; state: string; title: string; body: string | null; pull_request?: object };

let server: Server;
let base = '';
let requests: Request[] = [];
let issues: StoredIssue[] = [];
let dueJson: { status: number; text: string };
let gitHubDown = false;

const list: DueList = {
  built: '2026-11-28',
  items: [
    { kind: 'unconfirmed', what: 'content/facts/uk.yaml → postStudy', why: 'Confirm it on its official page', entry: '/admin/#/collections/facts/entries/uk' },
    { kind: 'recheck', what: 'content/facts/de.yaml → fee', why: 'Re-check it', entry: '/admin/#/collections/facts/entries/de' },
    { kind: 'recheck', what: 'content/facts/ie.yaml → fee', why: 'Re-check it', entry: '/admin/#/collections/facts/entries/ie', from: '2026-12-20' },
  ],
};
const nothingDue: DueList = { built: '2026-11-28', items: [list.items[2]] };
const serve = (l: DueList) => (dueJson = { status: 200, text: JSON.stringify(l) });

function reply(res: import('node:http').ServerResponse, status: number, data: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(data));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://stand-in');
      const body = text ? JSON.parse(text) : undefined;
      requests.push({ method: req.method!, path: url.pathname + url.search, auth: req.headers.authorization, body });
      if (url.pathname === '/site/admin/due.json') {
        res.writeHead(dueJson.status, { 'Content-Type': 'application/json' });
        return res.end(dueJson.text);
      }
      if (gitHubDown) return reply(res, 403, { message: 'Resource not accessible by integration' });
      const issuePath = url.pathname.match(/^\/api\/repos\/owner\/site\/issues(?:\/(\d+)(\/comments)?)?$/);
      if (!issuePath) return reply(res, 404, { message: 'Not Found' });
      const [, number, comments] = issuePath;
      if (req.method === 'GET' && !number) {
        const page = Number(url.searchParams.get('page') ?? 1);
        const state = url.searchParams.get('state');
        const all = issues.filter((i) => state === 'all' || i.state === state).sort((a, b) => b.number - a.number);
        return reply(res, 200, all.slice((page - 1) * 100, page * 100));
      }
      if (req.method === 'POST' && !number) {
        const made = { number: Math.max(0, ...issues.map((i) => i.number)) + 1, state: 'open', title: body.title, body: body.body };
        issues.push(made);
        return reply(res, 201, { ...made, html_url: `https://github.com/owner/site/issues/${made.number}` });
      }
      const issue = issues.find((i) => i.number === Number(number));
      if (!issue) return reply(res, 404, { message: 'Not Found' });
      if (req.method === 'POST' && comments) return reply(res, 201, { id: 1, body: body.body });
      if (req.method === 'PATCH') {
        Object.assign(issue, body);
        return reply(res, 200, issue);
      }
      reply(res, 405, { message: 'Not allowed here' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
  issues = [
    { number: 1, state: 'open', title: 'The contact form is broken', body: 'It says 500.' },
    { number: 2, state: 'open', title: 'Add the due list', body: `Pull request quoting ${DUE_ISSUE_MARKER}`, pull_request: {} },
  ];
  gitHubDown = false;
  serve(list);
});

/** Runs the script as the workflow does (never spawnSync: the stand-in answers from this process). */
async function run(env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/due-issue.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SITE_URL: `${base}/site/`,
        GITHUB_API_URL: `${base}/api`,
        GITHUB_TOKEN: TOKEN,
        GITHUB_REPOSITORY: 'owner/site',
        BUILD_DATE: TODAY,
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  expect(result.stdout + result.stderr).not.toContain(TOKEN);
  return result;
}

const writes = () => requests.filter((r) => r.method !== 'GET');
const ours = (number: number, state: string, body: string): StoredIssue => ({ number, state, title: DUE_ISSUE_TITLE, body });

describe('scripts/due-issue.ts', () => {
  it('opens the issue when something is due and none exists, asking GitHub with the token', async () => {
    const { code, stdout } = await run();
    expect(code).toBe(0);
    expect(stdout).toBe('due-issue: 2 due as of 2026-12-05 on the live site built on 2026-11-28: opened issue #3 https://github.com/owner/site/issues/3\n');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /site/admin/due.json',
      'GET /api/repos/owner/site/issues?state=open&sort=updated&direction=desc&per_page=100&page=1',
      'GET /api/repos/owner/site/issues?state=closed&sort=updated&direction=desc&per_page=100&page=1',
      'POST /api/repos/owner/site/issues',
    ]);
    expect(requests.filter((r) => r.path.startsWith('/api/')).every((r) => r.auth === `Bearer ${TOKEN}`)).toBe(true);
    const [created] = writes();
    expect(created.body).toEqual({ title: DUE_ISSUE_TITLE, body: dueIssueBody(list, TODAY, `${base}/site`) });
    expect(created.body!.body).toContain(`- [content/facts/uk.yaml → postStudy](${base}/site/admin/#/collections/facts/entries/uk)`);
  });

  it('brings the open issue up to date when the list changed, and leaves it be the next day when it has not', async () => {
    issues.push(ours(5, 'open', dueIssueBody(nothingDue, '2026-12-01', `${base}/site`)));
    const first = await run();
    expect(first.stdout).toBe('due-issue: 2 due as of 2026-12-05 on the live site built on 2026-11-28: brought issue #5 up to date\n');
    expect(writes()).toEqual([
      { method: 'PATCH', path: '/api/repos/owner/site/issues/5', auth: `Bearer ${TOKEN}`, body: { body: dueIssueBody(list, TODAY, `${base}/site`) } },
    ]);
    expect(requests.some((r) => r.path.includes('state=closed'))).toBe(false);

    requests = [];
    const next = await run({ BUILD_DATE: '2026-12-06' });
    expect(next.code).toBe(0);
    expect(next.stdout).toBe('due-issue: 2 due as of 2026-12-06 on the live site built on 2026-11-28: issue #5 already says this\n');
    expect(writes()).toEqual([]);
  });

  it('closes the open issue with a comment when nothing is due', async () => {
    issues.push(ours(5, 'open', dueIssueBody(list, '2026-12-01', `${base}/site`)));
    serve(nothingDue);
    const { code, stdout } = await run();
    expect(code).toBe(0);
    expect(stdout).toBe('due-issue: 0 due as of 2026-12-05 on the live site built on 2026-11-28: closed issue #5\n');
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/repos/owner/site/issues/5/comments', { body: NOTHING_DUE_COMMENT }],
      ['PATCH', '/api/repos/owner/site/issues/5', { state: 'closed', state_reason: 'completed' }],
    ]);
    expect(issues.find((i) => i.number === 5)!.state).toBe('closed');

    requests = [];
    expect((await run()).stdout).toBe('due-issue: 0 due as of 2026-12-05 on the live site built on 2026-11-28: nothing is due, and no issue is open\n');
    expect(writes()).toEqual([]);
  });

  it('reopens the closed issue when something falls due again', async () => {
    issues.push(ours(5, 'closed', 'Nothing due. ' + DUE_ISSUE_MARKER));
    const { stdout } = await run({ BUILD_DATE: '2026-12-20' });
    expect(stdout).toBe('due-issue: 3 due as of 2026-12-20 on the live site built on 2026-11-28: reopened issue #5\n');
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/repos/owner/site/issues/5',
        body: { state: 'open', body: dueIssueBody(list, '2026-12-20', `${base}/site`) },
      }),
    ]);
  });

  it('finds the open issue past the first page of issues', async () => {
    issues = Array.from({ length: 100 }, (_, n) => ({ number: 200 - n, state: 'open', title: `Issue ${n}`, body: null }));
    issues.push(ours(7, 'open', 'old text ' + DUE_ISSUE_MARKER));
    const { stdout } = await run();
    expect(stdout).toMatch(/brought issue #7 up to date\n$/);
    expect(requests.filter((r) => r.method === 'GET' && r.path.includes('/issues')).map((r) => r.path.slice(-6))).toEqual(['page=1', 'page=2']);
  });

  it('fails and leaves the issue be when the live site gives no due list', async () => {
    issues.push(ours(5, 'open', 'text ' + DUE_ISSUE_MARKER));
    dueJson = { status: 404, text: 'Not Found' };
    const missing = await run();
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`due-issue: could not read ${base}/site/admin/due.json (404 Not Found); the issue is left as it is\n`);
    dueJson = { status: 200, text: '{"built":"2026-11-28"}' };
    const wrong = await run();
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(`due-issue: ${base}/site/admin/due.json is not the site's due list (no items); the issue is left as it is\n`);
    expect(requests.filter((r) => r.path.startsWith('/api/'))).toEqual([]);
  });

  it("fails with GitHub's answer, not the token, when GitHub refuses", async () => {
    gitHubDown = true;
    const { code, stderr } = await run();
    expect(code).toBe(1);
    expect(stderr).toBe('due-issue: GitHub answered GET /repos/owner/site/issues with 403 (Resource not accessible by integration)\n');
  });

  it('says which settings are missing', async () => {
    const { code, stderr } = await run({ SITE_URL: '', GITHUB_TOKEN: '' });
    expect(code).toBe(1);
    expect(stderr).toBe('due-issue: set SITE_URL (the live site’s address), GITHUB_TOKEN\n');
    expect(requests).toEqual([]);
  });
});
