/** @jest-environment node */
import { buildCommit, sameCommit } from '@/tooling/build-commit';

const A = '4f2c9e1a7b3d5f60718293a4b5c6d7e8f9012345';
const B = 'D00DFEED1234567890ABCDEF1234567890ABCDEF';
const noGit = () => undefined;

describe('the commit an export is built from', () => {
  it("reads the host's variable: Netlify, then Cloudflare Pages, then GitHub Actions", () => {
    expect(buildCommit({ COMMIT_REF: A, CF_PAGES_COMMIT_SHA: B, GITHUB_SHA: B }, noGit)).toBe(A);
    expect(buildCommit({ CF_PAGES_COMMIT_SHA: B, GITHUB_SHA: A }, noGit)).toBe(B.toLowerCase());
    expect(buildCommit({ GITHUB_SHA: ` ${A}\n` }, noGit)).toBe(A);
  });

  it('asks git where no host says, and passes over a variable that names no commit', () => {
    expect(buildCommit({}, () => `${A}\n`)).toBe(A);
    expect(buildCommit({ COMMIT_REF: 'main', GITHUB_SHA: '' }, () => B)).toBe(B.toLowerCase());
  });

  it('names none when neither the host nor git can say', () => {
    expect(buildCommit({}, noGit)).toBeUndefined();
    expect(buildCommit({ COMMIT_REF: 'HEAD' }, () => 'fatal: not a git repository')).toBeUndefined();
  });

  it('reads the clone this test runs in when nothing else is given', () => {
    expect(buildCommit({})).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('sameCommit', () => {
  it('matches a commit with itself in either case, and with its short form', () => {
    expect(sameCommit(A, A.toUpperCase())).toBe(true);
    expect(sameCommit(A.slice(0, 7), A)).toBe(true);
    expect(sameCommit(A, A.slice(0, 12))).toBe(true);
  });

  it('tells two commits apart', () => {
    expect(sameCommit(A, B)).toBe(false);
    expect(sameCommit(A.slice(0, 7), B)).toBe(false);
  });
});
