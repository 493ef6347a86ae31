/**
 * The content editor at /admin/ (Sveltia CMS, tooling/cms-admin.ts), served with its own headers
 * from the export. This machine has no outside network: every request to another host is
 * intercepted. The ones Sveltia makes before sign-in get stand-in answers like the real ones (its
 * update check, GitHub's status feed, its interface strings for another language); its fonts are
 * refused, as an offline network would. The editor must start without a console error or a
 * policy violation and show its sign-in.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import type { ConsoleMessage, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { githubStandIn } from './github-stand-in';
import { htmlFiles, OUT } from './util';
import { ADMIN_PATH, CONFIG_FILE, SVELTIA_DIR, sveltiaVersion } from '@/tooling/cms-admin';
import { REPO_NOT_SET } from '@/tooling/cms-config';
import { schemaProblems } from '@/content/operator-schema';
import { testimonialFrontmatter } from '@/content/testimonials/schema';
import { FACT_SHAPES, factsByKey, factsFileSchema } from '@/content/facts/schema';
import sharp from 'sharp';
import { adminContentSecurityPolicy, commonHeaders } from '@/tooling/security-headers';
import { dueOn, type DueItem, type DueList } from '@/tooling/due-list';

const ROOT = join(__dirname, '..');
const VERSION = sveltiaVersion();
const POLICY = adminContentSecurityPolicy(VERSION);
const config = () =>
  JSON.parse(readFileSync(join(OUT, 'admin', CONFIG_FILE), 'utf8')) as {
    backend: { repo: string };
    app_title: string;
    collections: { name: string; files?: { label: string }[] }[];
  };

/** Hosts the policy names (connect-src, img-src, font-src), each with the paths it allows. */
const allowedOutside = POLICY.split('; ')
  .flatMap((d) => d.split(' ').slice(1))
  .filter((s) => s.startsWith('https://'));
const policyAllows = (url: string) =>
  allowedOutside.some((source) => (source.endsWith('/') ? url.startsWith(source) : url === source || url.startsWith(`${source}/`)));

/** Stand-ins for the outside hosts; fonts and anything else are refused. Returns what was asked. */
async function offline(page: Page, baseURL: string, answers: Record<string, (route: Route) => Promise<void>> = {}) {
  const asked: { url: string; type: string; answered: boolean }[] = [];
  await page.route(
    (url) => url.origin !== new URL(baseURL).origin,
    async (route) => {
      const url = route.request().url();
      const answer =
        Object.entries(answers).find(([prefix]) => url.startsWith(prefix))?.[1] ??
        (url === 'https://unpkg.com/@sveltia/cms/package.json'
          ? (r: Route) => r.fulfill({ json: { name: '@sveltia/cms', version: VERSION } })
          : url === 'https://www.githubstatus.com/api/v2/status.json'
            ? (r: Route) => r.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } })
            : url.startsWith(`https://unpkg.com/@sveltia/cms@${VERSION}/locales/`)
              ? (r: Route) => r.fulfill({ contentType: 'application/json', body: readFileSync(join(SVELTIA_DIR, 'locales', url.split('/').pop()!)) })
              : undefined);
      asked.push({ url, type: route.request().resourceType(), answered: Boolean(answer) });
      return answer ? answer(route) : route.abort('internetdisconnected');
    },
  );
  return asked;
}

/** Console errors and policy violations, less the offline network's refusals of the requests refused above. */
async function watch(page: Page, refused: () => string[]) {
  const errors: string[] = [];
  const violations: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.text().startsWith('CSP:')) violations.push(m.text());
    else if (m.type() === 'error' && !(m.text().startsWith('Failed to load resource: net::') && refused().includes(m.location().url))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`CSP: ${e.effectiveDirective} refused ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    ),
  );
  return { errors, violations };
}

/** Signs in as staff do without the OAuth worker: a personal access token (a made-up one; the API is a stand-in). */
async function signInWithToken(page: Page) {
  await page.getByRole('button', { name: 'Sign In Using Access Token' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('alertdialog', { name: 'Sign In Using Access Token' });
  await dialog.getByRole('textbox', { name: 'Personal Access Token' }).fill('github_pat_not_a_real_token');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the settings form from the editor's collection list. */
async function openSettings(page: Page) {
  await page.getByRole('treeitem', { name: /Settings/ }).click({ timeout: 60_000 });
  await page
    .getByRole('main', { name: /Settings/ })
    .getByRole('gridcell', { name: config().collections.find((c) => c.name === 'settings')!.files![0].label })
    .click();
}

/** The editor draws the fields further down as they are scrolled to: the wheel turns until `field` is drawn. */
async function scrollUntilDrawn(page: Page, field: Locator, step = 600) {
  await expect(async () => {
    await page.mouse.wheel(0, step);
    await expect(field).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the content editor at /admin/', () => {
  test.use({ bypassCSP: false });
  test.describe.configure({ timeout: 90_000 });

  test('starts with no console error or policy violation, asks only hosts its policy names, and shows its sign-in', async ({ page, baseURL }) => {
    const asked = await offline(page, baseURL!);
    const { errors, violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    const response = await page.goto(ADMIN_PATH);
    expect(response!.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toBe(POLICY);
    expect(headers['x-robots-tag']).toBe('noindex');
    for (const [name, value] of commonHeaders) expect(headers[name.toLowerCase()]).toBe(value);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex');

    await expect(page.getByRole('heading', { name: config().app_title })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    const connected = config().backend.repo !== REPO_NOT_SET;
    await expect(page.locator('#cms-not-configured')).toHaveCount(connected ? 0 : 1);
    if (!connected) await expect(page.getByRole('alert').filter({ hasText: 'CMS_REPO=owner/name' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    // Code only from our own origin; every other request is one the policy allows (data and fonts).
    expect(asked.filter((a) => a.type === 'script')).toEqual([]);
    expect(asked.map((a) => a.url).filter((url) => !policyAllows(url))).toEqual([]);
    expect(asked.map((a) => a.url)).toContain('https://unpkg.com/@sveltia/cms/package.json');
  });

  test('in a browser set to British English, it takes its interface strings from its own package of this version (the policy allows that path), and starts', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB', baseURL });
    const page = await context.newPage();
    const asked = await offline(page, baseURL!);
    const { errors, violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible({ timeout: 60_000 });
    expect(asked.map((a) => a.url)).toContain(`https://unpkg.com/@sveltia/cms@${VERSION}/locales/en-GB.json`);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('signing in with a token asks the GitHub API only, within the policy', async ({ page, baseURL }) => {
    const github: string[] = [];
    const asked = await offline(page, baseURL!, {
      'https://api.github.com/': async (route) => {
        github.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
        if (route.request().url() === 'https://api.github.com/user')
          return route.fulfill({ json: { id: 1, login: 'staff-member', name: 'Staff Member', avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4' } });
        return route.fulfill({ status: 404, json: { message: 'Not Found' } });
      },
    });
    const { violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    await page.goto(ADMIN_PATH);
    await signInWithToken(page);
    // The stand-in API knows the user but not the repository: the editor says so.
    await expect(page.getByText(/You don’t have access to the “.+” repository/)).toBeVisible({ timeout: 30_000 });
    expect(github).toContain('GET /user');
    expect(github.some((g) => g.includes(`/repos/${config().backend.repo}`) || g === 'POST /graphql')).toBe(true);
    expect(violations).toEqual([]);
    expect(asked.map((a) => a.url).filter((url) => !policyAllows(url))).toEqual([]);
  });

  test('a new article and a change of the settings, saved in the editor, are commits the build accepts', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    // The repository as this checkout has it: the articles and the operator's facts.
    const files: Record<string, string> = { 'content/operator.json': readFileSync(join(ROOT, 'content/operator.json'), 'utf8') };
    for (const language of readdirSync(join(ROOT, 'content/articles'), { withFileTypes: true }).filter((e) => e.isDirectory()))
      for (const name of readdirSync(join(ROOT, 'content/articles', language.name)))
        files[`content/articles/${language.name}/${name}`] = readFileSync(join(ROOT, 'content/articles', language.name, name), 'utf8');
    const github = githubStandIn(files);
    const asked = await offline(page, baseURL!, { 'https://api.github.com/': github.handle });
    const { violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));

    await page.goto(ADMIN_PATH);
    await signInWithToken(page);
    const englishArticles = Object.keys(files).filter((f) => f.startsWith('content/articles/en/')).length;
    await expect(page.getByRole('treeitem', { name: /Articles/ })).toContainText(String(englishArticles), { timeout: 60_000 });

    // A new article, only its required fields filled (the date by the picker's Today).
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    const fillArticle = async () => {
      await page.getByRole('textbox', { name: 'Title' }).fill('Planning for the September intake');
      await page.getByRole('textbox', { name: 'Description' }).fill('A month-by-month plan for students aiming at September.');
      await page
        .getByRole('group', { name: /Publication date.* Field/ })
        .getByRole('button', { name: 'Today' })
        .click();
      // The editor draws the fields further down as they are scrolled to.
      await page.getByRole('textbox', { name: 'Fixed address' }).hover();
      const body = page.getByRole('group', { name: /“.Article.” Field/ });
      await scrollUntilDrawn(page, body);
      await body
        .getByRole('textbox', { name: 'Article' })
        .fill('An opening paragraph.\n\n## Start early\n\n:::callout{tone="tip" title="Apply by March"}\nUniversities fill their places early.\n:::\n\nText.');
    };
    await fillArticle();
    await page.getByRole('button', { name: 'Save' }).click();
    // On a loaded machine the editor may draw a field again after it was filled, and refuse the
    // entry as it would refuse staff ("This field is required"): filled again and saved once more, as they would.
    try {
      await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(1);
    } catch (e) {
      if (!(await page.getByText('This field is required').count())) throw e;
      await fillArticle();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(1);
    }

    // The settings: the company's tagline. (Saving closed the article's editor.)
    await expect(page.getByRole('treeitem', { name: /Articles/ })).toContainText(String(englishArticles + 1));
    await page.getByRole('treeitem', { name: /Settings/ }).click();
    await page
      .getByText(config().collections.find((c) => c.name === 'settings')!.files![0].label)
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Tagline' }).fill('Overseas education consultancy in Hyderabad and Vijayawada');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(2);
    expect(violations).toEqual([]);

    const [article, settings] = github.commits;
    expect(article.additions.map((a) => a.path)).toEqual(['content/articles/en/planning-for-the-september-intake.md']);
    expect(settings.additions.map((a) => a.path)).toEqual(['content/operator.json']);
    // The operator's facts: the schema the build checks accepts them, changed only where edited.
    const facts = JSON.parse(settings.additions[0].text);
    expect(schemaProblems(facts)).toEqual([]);
    expect(facts).toEqual({ ...JSON.parse(files['content/operator.json']), company: { ...facts.company } });
    expect(facts.company.tagline).toBe('Overseas education consultancy in Hyderabad and Vijayawada');
    // The article: content-collections builds it, as the site's build would.
    const dir = mkdtempSync(join(ROOT, '.content-collections', 'admin-e2e-'));
    try {
      const file = join(dir, 'articles', article.additions[0].path.replace('content/articles/', ''));
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, article.additions[0].text);
      writeFileSync(
        join(dir, 'content-collections.ts'),
        `import { defineConfig } from '@content-collections/core';\nimport { articleCollection } from '${join(ROOT, 'content-collections')}';\nexport default defineConfig({ content: [articleCollection('articles')] });\n`,
      );
      const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'content-collections'), ['build', '--config', join(dir, 'content-collections.ts')], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(`${run.stdout}${run.stderr}`.replace(/\x1b\[[0-9;]*m/g, '').replace(/\s+/g, ' ')).toMatch(/1 collection and 1 document\b/);
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the offices and the settings, saved one after the other, each keep the other's change", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const files: Record<string, string> = { 'content/operator.json': readFileSync(join(ROOT, 'content/operator.json'), 'utf8') };
    const github = githubStandIn(files);
    const asked = await offline(page, baseURL!, { 'https://api.github.com/': github.handle });
    const { violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    await page.goto(ADMIN_PATH);
    await signInWithToken(page);
    const original = JSON.parse(files['content/operator.json']);
    const tagline = 'Overseas education consultancy in Hyderabad and Vijayawada';
    const phone = '+91 866 765 4321';
    expect(original.company.tagline).not.toBe(tagline);
    expect(original.offices[0].phone).not.toBe(phone);

    // First the settings (the tagline) …
    await openSettings(page);
    await page.getByRole('textbox', { name: 'Tagline' }).fill(tagline);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(1);

    // … then, in the same session, the head office's phone under Offices.
    await page.getByRole('treeitem', { name: /Offices/ }).click();
    await page
      .getByRole('main', { name: /Offices/ })
      .getByRole('gridcell', { name: 'Offices' })
      .click();
    const offices = page.getByRole('group', { name: /“.Offices.” Field/ });
    await offices.getByRole('button', { name: 'Expand', exact: true }).first().click();
    await offices.getByRole('textbox', { name: 'Phone' }).first().fill(phone);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(2);

    // … and the settings again (the head office's hours), after the offices.
    const hours = 'Mon–Sat, 9:30 am – 6:30 pm';
    await openSettings(page);
    await page.getByRole('textbox', { name: 'Head office hours', exact: true }).fill(hours);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(3);

    // Each commit is the whole file, accepted by the schema the build checks; the second keeps the first's change.
    // The editor writes a number left empty as null, which the schema reads as not given: compared without them.
    const withoutNulls = (text: string) => JSON.parse(text, (_key, value: unknown) => (value === null ? undefined : value));
    const [settings, officesCommit, settingsAgain] = github.commits.map((c) => {
      expect(c.additions.map((a) => a.path)).toEqual(['content/operator.json']);
      return withoutNulls(c.additions[0].text);
    });
    expect(schemaProblems(settings)).toEqual([]);
    expect(schemaProblems(officesCommit)).toEqual([]);
    expect(settings).toEqual({ ...original, company: { ...original.company, tagline } });
    expect(officesCommit).toEqual({
      ...original,
      company: { ...original.company, tagline },
      offices: [{ ...original.offices[0], phone }, ...original.offices.slice(1)],
    });
    expect(schemaProblems(settingsAgain)).toEqual([]);
    expect(settingsAgain).toEqual({ ...officesCommit, hours });
    expect(violations).toEqual([]);
  });

  test("the article text's Insert menu offers the site's four blocks, and a block already in an article opens as its form", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // An article with a :::callout, as the repository holds it.
    const dir = join(ROOT, 'content/articles/en');
    const name = readdirSync(dir).find((f) => /^:::callout\{/m.test(readFileSync(join(dir, f), 'utf8')))!;
    const text = readFileSync(join(dir, name), 'utf8');
    const title = /^title: '?(.+?)'?$/m.exec(text)![1];
    const headings = [...text.matchAll(/^:::callout\{[^}]*title="([^"]+)"/gm)].map((m) => m[1]);
    const github = githubStandIn({
      'content/operator.json': readFileSync(join(ROOT, 'content/operator.json'), 'utf8'),
      [`content/articles/en/${name}`]: text,
    });
    const asked = await offline(page, baseURL!, { 'https://api.github.com/': github.handle });
    const { errors, violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    await page.goto(ADMIN_PATH);
    await signInWithToken(page);
    await page.getByText(title).first().click({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Fixed address' }).hover();
    const body = page.getByRole('group', { name: /“.Article.” Field/ });
    await scrollUntilDrawn(page, body);
    // From Markdown to the rich-text mode: each callout is a form holding its heading.
    await body.getByRole('button', { name: 'Edit in Markdown' }).click();
    const shown = () => body.getByRole('textbox', { name: 'Heading' }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await expect.poll(async () => (await shown()).length).toBeGreaterThan(0);
    for (const value of await shown()) expect(headings).toContain(value);
    await body.getByRole('button', { name: /Insert/ }).click();
    // (The menu items' icons are a font this offline run refuses: their names show as text.)
    for (const label of ['Highlighted box', 'Table with a caption', 'Testimonial', 'Office cards'])
      await expect(page.getByRole('menuitem', { name: new RegExp(`${label}$`) })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Image|Code Block/i })).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a fact added to a facts file, one removed, and a new country’s facts file, saved in the editor, are files the build’s schema accepts', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // A fixture facts file (not the live files): two facts, one to remove.
    const source = { name: 'Fixture authority', url: 'https://example.gov/rule' };
    const fixture = {
      title: 'Fixtureland',
      facts: [
        {
          key: 'workLimit',
          shape: 'number',
          value: 15,
          unit: 'hours/week',
          appliesTo: 'Fixture visa: work in term',
          source,
          checked: '2026-01-02',
          confirmed: true,
        },
        {
          key: 'oldRule',
          shape: 'word',
          value: 'no limit',
          unit: 'hours/week',
          appliesTo: 'Fixture visa: an old rule',
          source,
          checked: '2026-01-03',
          confirmed: false,
        },
      ],
    };
    const github = githubStandIn({
      'content/operator.json': readFileSync(join(ROOT, 'content/operator.json'), 'utf8'),
      'content/facts/fixtureland.yaml': stringify(fixture),
    });
    const asked = await offline(page, baseURL!, { 'https://api.github.com/': github.handle });
    const { errors, violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    await page.goto(ADMIN_PATH);
    await signInWithToken(page);
    await page.getByRole('treeitem', { name: /Facts/ }).click({ timeout: 60_000 });
    await page.getByText('Fixtureland').first().click();
    const facts = () => page.getByRole('group', { name: /“.Facts.” Field/ });
    /**
     * Fills a field and waits until the editor holds the value: on a loaded machine the editor may
     * draw a field again just after it was filled, and the value typed into the old one is gone
     * (the save then refuses the entry, and no commit comes).
     */
    const fillKept = (field: Locator, value: string) =>
      expect(async () => {
        if ((await field.inputValue()) !== value) await field.fill(value);
        await expect(field).toHaveValue(value, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
    /** Fills the last fact of the list, as staff fill a new one (its value by `fillValue`). */
    const fillFact = async (key: string, unit: string, appliesTo: string, fillValue: () => Promise<void>) => {
      await fillKept(facts().getByRole('textbox', { name: 'Name (key)' }).last(), key);
      await fillValue();
      await fillKept(facts().getByRole('textbox', { name: 'Unit' }).last(), unit);
      await fillKept(facts().getByRole('textbox', { name: 'Applies to' }).last(), appliesTo);
      await fillKept(facts().getByRole('textbox', { name: 'Publisher' }).last(), source.name);
      await facts()
        .getByRole('group', { name: /“.Checked on.” Field/ })
        .last()
        .getByRole('button', { name: 'Today' })
        .click();
      // The editor draws the fields further down as they are scrolled to.
      const officialPage = facts().getByRole('textbox', { name: 'Official page' }).last();
      await scrollUntilDrawn(page, officialPage, 400);
      await fillKept(officialPage, source.url);
      // What was filled first is still there once the last is.
      for (const [name, value] of [
        ['Name (key)', key],
        ['Unit', unit],
        ['Applies to', appliesTo],
        ['Publisher', source.name],
      ])
        await fillKept(facts().getByRole('textbox', { name }).last(), value);
    };
    /**
     * Saves, and waits for the `n`th commit. On a loaded machine the editor may draw a field again
     * after it was filled and checked, and then refuses the entry ("This field is required"), as it
     * would refuse staff: they fill the field it marks and save again, and so does this (`refill`),
     * once. If still no commit comes, the failure says what the editor shows (its alerts, its
     * fields marked invalid).
     */
    const save = async (n: number, refill?: () => Promise<void>) => {
      const shownNow = () =>
        page
          .locator('[role=alert], [role=status], [aria-invalid=true]')
          .evaluateAll((els) =>
            els.map((el) => `${el.getAttribute('role') ?? el.getAttribute('aria-label') ?? el.tagName}: ${(el.textContent ?? '').trim().slice(0, 200)}`),
          );
      for (let attempt = 0; ; attempt++) {
        await page.getByRole('button', { name: 'Save' }).click();
        try {
          await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(n);
          return;
        } catch (e) {
          const shown = await shownNow();
          if (attempt === 0 && refill && github.commits.length === n - 1 && shown.some((line) => line.includes('required'))) {
            await refill();
            continue;
          }
          throw new Error(`No commit ${n} within 30 s of Save. The editor shows: ${JSON.stringify(shown)}\n${String(e)}`);
        }
      }
    };
    /** The saved file, checked by the schema the build uses. */
    const saved = (n: number, path: string) => {
      expect(github.commits[n].additions.map((a) => a.path)).toEqual([path]);
      const file = factsFileSchema.safeParse(parse(github.commits[n].additions[0].text));
      expect(file.error?.issues ?? []).toEqual([]);
      return file.data!;
    };

    // Remove the old rule; add a rule of named numbers.
    await expect(facts()).toBeVisible();
    await facts().getByRole('button', { name: 'Remove' }).nth(1).click();
    await facts().getByRole('button', { name: /Add/ }).last().click();
    await page.getByRole('menuitem', { name: new RegExp(FACT_SHAPES.numbers.slice(0, 13)) }).click();
    // Filled again as it stands (a part already added is not added twice) should the save refuse it.
    const postStudy = () =>
      fillFact('postStudy', 'months', 'Fixture graduate visa: stay after a degree, and after a PhD', async () => {
        const value = facts()
          .getByRole('group', { name: /“.Value.” Field/ })
          .last();
        for (const [i, [part, n]] of [
          ['degree', '12'],
          ['phd', '30'],
        ].entries()) {
          if ((await value.getByRole('textbox', { name: 'Name' }).count()) <= i) await value.getByRole('button', { name: /Add/ }).last().click();
          await fillKept(value.getByRole('textbox', { name: 'Name' }).nth(i), part);
          await fillKept(value.getByRole('spinbutton', { name: 'Number' }).nth(i), n);
        }
      });
    await postStudy();
    await save(1, postStudy);
    const edited = saved(0, 'content/facts/fixtureland.yaml');
    expect(edited.facts[0]).toEqual(fixture.facts[0]);
    expect(edited.facts.map((f) => f.key)).toEqual(['workLimit', 'postStudy']);
    expect(factsByKey(edited.facts).postStudy).toMatchObject({ value: { degree: 12, phd: 30 }, unit: 'months', source });

    // A new country's facts file, its name made from its title, with one fact.
    await page.getByRole('treeitem', { name: /Facts/ }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await facts().getByRole('button', { name: /Add/ }).last().click();
    await page.getByRole('menuitem', { name: FACT_SHAPES.number }).click();
    const newEntry = async () => {
      await fillFact('fundsYear', 'EUR/year', 'Newland student visa: funds for a year', () =>
        fillKept(facts().getByRole('spinbutton', { name: 'Value' }).last(), '11208'),
      );
      // The title last: the new form takes it once drawn (the file name is made from it).
      await fillKept(page.getByRole('textbox', { name: 'Title' }), 'Newland');
    };
    await newEntry();
    await save(2, newEntry);
    const created = saved(1, 'content/facts/newland.yaml');
    expect(created.title).toBe('Newland');
    expect(factsByKey(created.facts).fundsYear).toMatchObject({ value: 11208, unit: 'EUR/year', source, confirmed: false });
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  // The due list beside the editor (tooling/due-list.ts): a staff member follows an item's link from the page and lands on its entry.
  const dueList = () => JSON.parse(readFileSync(join(OUT, 'admin', 'due.json'), 'utf8')) as DueList;
  const firstDue = (where: (i: DueItem) => boolean) => {
    const list = dueList();
    return dueOn(list, list.built).find(where);
  };
  for (const [kind, where, file, shows] of [
    [
      'a fact to confirm or re-check',
      (i: DueItem) => i.entry.includes('/collections/facts/entries/'),
      (i: DueItem) => `content/facts/${i.entry.split('/').pop()}.yaml`,
      async (page: Page, text: string) => expect(page.getByRole('textbox', { name: 'Title' }).first()).toHaveValue(parse(text).title, { timeout: 60_000 }),
    ],
    [
      'an edition page to sign off',
      (i: DueItem) => i.kind === 'translation',
      (i: DueItem) => `content/editions/${i.entry.split('/').pop()}.yaml`,
      async (page: Page) => {
        await expect(page.getByRole('status').filter({ hasText: 'You’re now editing' })).toContainText('in the “\u2068Edition sign-off\u2069” collection', {
          timeout: 60_000,
        });
        await expect(page.getByRole('group', { name: /“.Pages signed off.” Field/ })).toBeVisible();
      },
    ],
    [
      'a university without its programme’s facts',
      (i: DueItem) => i.kind === 'university',
      (i: DueItem) => `content/universities/en/${i.entry.split('/').pop()}.yaml`,
      async (page: Page, text: string) => {
        await expect(page.getByRole('status').filter({ hasText: 'You’re now editing' })).toContainText(parse(text).name, { timeout: 60_000 });
        await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(parse(text).name);
      },
    ],
  ] as const)
    test(`the due list's link to ${kind} opens its entry in the editor, after sign-in`, async ({ page, baseURL }) => {
      const item = firstDue(where);
      test.skip(!item, `nothing of this kind is due in this export (${kind})`);
      const path = file(item!);
      const text = readFileSync(join(ROOT, path), 'utf8');
      const github = githubStandIn({ 'content/operator.json': readFileSync(join(ROOT, 'content/operator.json'), 'utf8'), [path]: text });
      const asked = await offline(page, baseURL!, { 'https://api.github.com/': github.handle });
      const { violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
      await page.goto(`${ADMIN_PATH}due.html`);
      const list = dueList();
      await expect(page.getByRole('heading', { level: 2, name: `Due now (${dueOn(list, list.built).length})` })).toBeVisible();
      await page.getByRole('link', { name: item!.what, exact: true }).first().click();
      await expect(page).toHaveURL(`${baseURL}${item!.entry}`);
      await signInWithToken(page);
      await shows(page, text);
      expect(violations).toEqual([]);
    });

  test("a phone photo uploaded as a testimonial's photo is saved under a safe name, which the build's schema accepts", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const dir = join(ROOT, 'content/testimonials');
    const name = readdirSync(dir).find((f) => f.endsWith('.md'))!;
    const github = githubStandIn({
      'content/operator.json': readFileSync(join(ROOT, 'content/operator.json'), 'utf8'),
      [`content/testimonials/${name}`]: readFileSync(join(dir, name), 'utf8'),
    });
    const asked = await offline(page, baseURL!, { 'https://api.github.com/': github.handle });
    const { violations } = await watch(page, () => asked.filter((a) => !a.answered).map((a) => a.url));
    await page.goto(ADMIN_PATH);
    await signInWithToken(page);
    await page.getByRole('treeitem', { name: /Testimonials/ }).click({ timeout: 60_000 });
    const student = parse(readFileSync(join(dir, name), 'utf8').split(/^---$/m)[1]).name as string;
    await page.getByText(student).first().click({ timeout: 30_000 });
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    await page
      .getByRole('group', { name: /Photo/ })
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'IMG 2024 (1).JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => github.commits.length, { timeout: 30_000 }).toBe(1);
    const [upload, file] = github.commits[0].additions;
    expect(upload.path).toMatch(/^public\/media\/[a-z0-9-]+\.jpe?g$/i);
    const frontmatter = parse(file.text.split(/^---$/m)[1]);
    expect(frontmatter.photo).toBe(upload.path.replace(/^public/, ''));
    expect(testimonialFrontmatter.safeParse(frontmatter).error?.issues ?? []).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('serves its files with the same headers, and /admin reaches /admin/', async ({ request }) => {
    for (const file of [CONFIG_FILE, 'sveltia-cms.js', 'editor-components.js', 'chunks/react-dom.js']) {
      const res = await request.get(`${ADMIN_PATH}${file}`);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-security-policy'], file).toBe(POLICY);
      expect(res.headers()['x-robots-tag'], file).toBe('noindex');
    }
    expect((await request.get(`${ADMIN_PATH}sveltia-cms.js.map`)).status()).toBe(404);
    const bare = await request.get('/admin', { maxRedirects: 0 });
    expect([301, 308]).toContain(bare.status());
    expect(bare.headers()['location']).toMatch(/\/admin\/$/);
  });

  test('costs the public pages nothing: no exported page, script, stylesheet or feed names it, and the sitemap leaves it out', async ({ request }) => {
    // The host rules (_headers) name it for its own headers; nothing a visitor downloads does.
    const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' }).filter(
      (file) => !file.startsWith('admin/') && file !== '_headers' && /\.(?:html|js|css|txt|xml|json|webmanifest)$/.test(file),
    );
    expect(files.filter((f) => f.endsWith('.html')).length).toBe(htmlFiles().filter((f) => !f.startsWith('admin/')).length);
    expect(files.filter((file) => readFileSync(join(OUT, file), 'utf8').includes(ADMIN_PATH))).toEqual([]);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(ADMIN_PATH);
  });
});
