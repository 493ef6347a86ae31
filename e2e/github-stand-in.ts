/**
 * A stand-in for the GitHub API, in the browser test's request interception: one repository held
 * in memory (files from this checkout), answering the REST and GraphQL calls Sveltia CMS makes to
 * sign in, load the repository and commit, and recording each commit's files. No network.
 */
import { createHash } from 'node:crypto';
import type { Route } from '@playwright/test';

export type Commit = { message: string; additions: { path: string; text: string }[]; deletions: string[] };

const gitBlobSha = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
};

export function githubStandIn(initial: Record<string, string>, user = { id: 1, login: 'staff-member', name: 'Staff Member' }) {
  const files = new Map(Object.entries(initial));
  const commits: Commit[] = [];
  let head = createHash('sha1').update('initial').digest('hex');
  const calls: string[] = [];

  const graphql = (query: string, variables: Record<string, unknown>) => {
    if (query.includes('createCommitOnBranch')) {
      const input = variables.input as {
        message: { headline: string };
        fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
      };
      const additions = (input.fileChanges.additions ?? []).map(({ path, contents }) => ({ path, text: Buffer.from(contents, 'base64').toString('utf8') }));
      const deletions = (input.fileChanges.deletions ?? []).map(({ path }) => path);
      for (const { path, text } of additions) files.set(path, text);
      for (const path of deletions) files.delete(path);
      commits.push({ message: input.message.headline, additions, deletions });
      head = createHash('sha1').update(`${head}${commits.length}`).digest('hex');
      const fileOids = Object.fromEntries(
        [...query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)].map(([, alias, path]) => [
          alias,
          { oid: gitBlobSha(files.get(JSON.parse(path)) ?? '') },
        ]),
      );
      return { createCommitOnBranch: { commit: { oid: head, committedDate: new Date().toISOString(), ...fileOids } } };
    }
    if (query.includes('defaultBranchRef')) return { repository: { defaultBranchRef: { name: 'main' } } };
    const repository: Record<string, unknown> = {};
    // Batched blob reads: alias_N: object(oid: "…") { … on Blob { text isTruncated } }
    const bySha = new Map([...files.values()].map((text) => [gitBlobSha(text), text]));
    for (const [, alias, oid] of query.matchAll(/(\w+):\s+object\(oid: "([0-9a-f]+)"\)/g))
      repository[alias] = { text: bySha.get(oid) ?? '', isTruncated: false };
    // Per-file last commits (for "last updated by"): the signed-in user's.
    const author = { name: user.name, email: `${user.login}@users.noreply.github.com`, user: { id: user.id, login: user.login } };
    for (const [, alias] of query.matchAll(/(\w+):\s+ref\(qualifiedName: \$branch\)/g))
      repository[alias] = { target: { history: { nodes: [{ author, committedDate: '2026-11-20T10:00:00Z' }] } } };
    if (/^\s*query[^{]*\{\s*repository\([^)]*\)\s*\{\s*ref\(qualifiedName: \$branch\)/.test(query))
      repository.ref = { target: { history: { nodes: [{ oid: head, message: commits.at(-1)?.message ?? 'Initial commit' }] } } };
    return { repository };
  };

  const handle = async (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    calls.push(`${request.method()} ${pathname}`);
    if (pathname === '/user')
      return route.fulfill({
        json: { ...user, avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`, html_url: `https://github.com/${user.login}` },
      });
    if (/^\/repos\/[^/]+\/[^/]+\/collaborators\//.test(pathname)) return route.fulfill({ status: 204, body: '' });
    if (/^\/repos\/[^/]+\/[^/]+\/git\/trees\//.test(pathname))
      return route.fulfill({
        json: {
          sha: head,
          truncated: false,
          tree: [...files].map(([path, text]) => ({ path, mode: '100644', type: 'blob', sha: gitBlobSha(text), size: Buffer.byteLength(text) })),
        },
      });
    if (pathname === '/graphql') {
      const { query, variables } = request.postDataJSON() as { query: string; variables: Record<string, unknown> };
      return route.fulfill({ json: { data: graphql(query, variables ?? {}) } });
    }
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  };

  return { handle, commits, calls, files };
}
