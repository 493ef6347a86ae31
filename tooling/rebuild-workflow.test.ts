/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * The workflow the operator guide has staff copy into .github/workflows/rebuild.yml ("Rebuilding
 * before the site goes stale") stays true: it runs daily and by hand, runs scripts that exist, asks
 * for no secret but the host's build hook, and lets the due-list job write issues.
 */
const ROOT = join(__dirname, '..');
const guide = readFileSync(join(ROOT, 'docs', 'operator-guide.md'), 'utf8');
const HEADING = '### Rebuilding before the site goes stale';

type Step = { id?: string; if?: string; run?: string; uses?: string; with?: Record<string, string>; env?: Record<string, string> };
type Job = { permissions?: Record<string, string>; steps: Step[] };
type Workflow = { on: { schedule?: { cron: string }[]; workflow_dispatch?: unknown }; permissions?: Record<string, string>; jobs: Record<string, Job> };

const section = guide.slice(guide.indexOf(HEADING), guide.indexOf('\n### ', guide.indexOf(HEADING) + HEADING.length));
const blocks = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);
const text = blocks[0] ?? '';
const workflow = parse(text) as Workflow;
const steps = Object.entries(workflow.jobs ?? {}).flatMap(([job, { steps }]) => steps.map((step) => ({ job, step })));
const running = (script: string) => steps.find(({ step }) => step.run?.includes(script));

describe("the guide's daily workflow", () => {
  it('is one YAML block in its section', () => {
    expect(section.startsWith(HEADING)).toBe(true);
    expect(blocks).toHaveLength(1);
  });

  it('runs every day, and can be run by hand', () => {
    const crons = workflow.on.schedule?.map((s) => s.cron) ?? [];
    expect(crons).toHaveLength(1);
    expect(crons[0]).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
    expect('workflow_dispatch' in workflow.on).toBe(true);
  });

  it('runs scripts of the repository that exist, and reads the Node version from a file that exists', () => {
    const named = steps.flatMap(({ step }) => [...(step.run ?? '').matchAll(/\bscripts\/[\w.-]+/g)].map((m) => m[0]));
    expect(named).toEqual(['scripts/rebuild-due.ts', 'scripts/due-issue.ts']);
    for (const file of named) expect(existsSync(join(ROOT, file))).toBe(true);
    const versionFiles = steps.flatMap(({ step }) => (step.with?.['node-version-file'] ? [step.with['node-version-file']] : []));
    expect(versionFiles.length).toBeGreaterThan(0);
    for (const file of versionFiles) expect(existsSync(join(ROOT, file))).toBe(true);
  });

  it('asks for no secret but the build hook, and no variable but the site’s address', () => {
    expect([...new Set([...text.matchAll(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g)].map((m) => m[1]))]).toEqual(['BUILD_HOOK_URL']);
    expect([...new Set([...text.matchAll(/\$\{\{\s*vars\.(\w+)\s*\}\}/g)].map((m) => m[1]))]).toEqual(['SITE_URL']);
  });

  it('calls the build hook only when the rebuild check says so', () => {
    const check = running('scripts/rebuild-due.ts')!;
    expect(check.step.env?.SITE_URL).toBe('${{ vars.SITE_URL }}');
    const hook = steps.find(({ step }) => step.run?.includes('$BUILD_HOOK_URL'))!;
    expect(hook.job).toBe(check.job);
    expect(hook.step.if).toBe(`steps.${check.step.id}.outputs.due == 'true'`);
  });

  it("writes the issue with the run's own token, in a job allowed to write issues and no more than read the rest", () => {
    const issue = running('scripts/due-issue.ts')!;
    expect(issue.step.env).toEqual({ SITE_URL: '${{ vars.SITE_URL }}', GITHUB_TOKEN: '${{ github.token }}' });
    const permissions = workflow.jobs[issue.job].permissions ?? workflow.permissions;
    expect(permissions).toEqual({ contents: 'read', issues: 'write' });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });
});
