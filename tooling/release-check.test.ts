import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allTestimonials } from 'content-collections';
import fixture from '@/config/operator.fixture.json';
import { standInLinks, withOperator } from '@/tooling/with-operator';
import { schemaProblems, type Operator } from '@/content/operator-schema';
import {
  isPlaceholderAccessKey,
  isPlaceholderPhone,
  HOST_BUILD_VARIABLES,
  isReleaseBuild,
  operatorPlaceholders,
  previewWarning,
  refusalReport,
  sampleFindings,
} from '@/tooling/release-check';
import { findSamples } from '@/content/samples';
import { factFiles } from '@/content/fact-registry';
import { factFindings } from '@/tooling/fact-check';
import { checkedLine, datedFiles, problemLine } from '@/tooling/as-of-check';
import { universitiesIn } from '@/content/universities';

// Every test here works on its own settings, never on content/operator.json: staff change the live
// facts (a phone number, an office) without touching a test.

/** A complete, real-looking set (the release test builds from it too). */
const complete = fixture as Operator;

/** The complete set with the kind of stand-ins a fresh copy of the project ships. */
const standIns: Operator = {
  ...complete,
  siteUrl: 'https://www.example.com',
  offices: complete.offices.map((o, i) => ({ ...o, phone: `+91 00000 0000${i + 1}`, email: `${o.id}@example.com` })),
  whatsapp: { ...complete.whatsapp, phone: '+91 00000 00001' },
  social: standInLinks.social!,
  crmUrl: 'https://crm.example.com/',
  bookingUrl: 'https://booking.example.com/',
  formAccessKey: 'YOUR-ACCESS-KEY-HERE',
  privacy: { ...complete.privacy, email: 'privacy@example.com' },
  hideSampleContent: false,
};

describe('the operator facts schema', () => {
  it('accepts the complete fixture and the stand-ins', () => {
    expect(schemaProblems(complete)).toEqual([]);
    expect(schemaProblems(standIns)).toEqual([]);
  });

  it('names each field that does not fit', () => {
    const broken = {
      ...complete,
      offices: [{ ...complete.offices[0], email: 'not-an-email', kind: 'associate' }],
      whatsapp: { ...complete.whatsapp, phone: '98480 12345' },
      surprise: true,
    };
    const problems = schemaProblems(broken).join('\n');
    expect(problems).toMatch(/^offices\.0\.email: /m);
    expect(problems).toMatch(/^offices: exactly one office of kind "head"/m);
    expect(problems).toMatch(/^whatsapp\.phone: international format/m);
    expect(problems).toMatch(/surprise/);
  });

  it('refuses re-check months that are no whole number from 1 to 36, naming the field and saying what to write', () => {
    expect(schemaProblems({ ...complete, recheck: { months: 0, exchangeRates: 2.5, amounts: 6 } })).toEqual([
      'recheck.months: a whole number of months, 1 to 36',
      'recheck.exchangeRates: a whole number of months, 1 to 36',
    ]);
  });
});

describe('placeholder detection', () => {
  it('tells placeholders from real values', () => {
    expect(isPlaceholderAccessKey('YOUR-ACCESS-KEY-HERE')).toBe(true);
    expect(isPlaceholderAccessKey('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isPlaceholderAccessKey(complete.formAccessKey)).toBe(false);
    expect(isPlaceholderPhone('+91 00000 00001')).toBe(true);
    expect(isPlaceholderPhone('+91 99999 99999')).toBe(true);
    expect(isPlaceholderPhone('+91 40 2340 0002')).toBe(false);
  });

  it('the stand-in phone numbers cannot ring anyone: +91 followed by 0 is no Indian number', () => {
    for (const o of standIns.offices) expect(isPlaceholderPhone(o.phone)).toBe(true);
    expect(isPlaceholderPhone(standIns.whatsapp.phone)).toBe(true);
  });

  it('lists the access key first, then the site address and the contact data, then links', () => {
    const found = operatorPlaceholders(standIns, {}, 'content/operator.json');
    expect(found[0]).toMatchObject({ kind: 'access key', value: 'YOUR-ACCESS-KEY-HERE' });
    expect(found[0].where).toContain('formAccessKey');
    expect(found[1]).toMatchObject({ kind: 'site address', value: 'https://www.example.com' });
    const kinds = found.map((f) => f.kind);
    expect(kinds.lastIndexOf('contact')).toBeLessThan(kinds.indexOf('link'));
    const where = found.map((f) => f.where);
    for (const field of [
      'offices[0].phone',
      'offices[0].email',
      'offices[1].phone',
      'whatsapp.phone',
      'privacy.email',
      'social.facebook',
      'crmUrl',
      'bookingUrl',
    ])
      expect(where).toContain(`content/operator.json → ${field}`);
  });

  it('env overrides count: a real SITE_URL and key leave only the contact data and links', () => {
    const found = operatorPlaceholders(
      standIns,
      { SITE_URL: 'https://www.real.in', NEXT_PUBLIC_FORM_ACCESS_KEY: complete.formAccessKey },
      'content/operator.json',
    );
    expect(found.map((f) => f.kind)).not.toContain('access key');
    expect(found.map((f) => f.kind)).not.toContain('site address');
    expect(found[0].kind).toBe('contact');
  });

  it('finds nothing in the complete fixture', () => {
    expect(operatorPlaceholders(complete, { SITE_URL: complete.siteUrl }, 'config/operator.fixture.json')).toEqual([]);
  });

  it('a release is a build with SITE_URL, or on any host or CI service, even without SITE_URL', () => {
    expect(isReleaseBuild({})).toBe(false);
    expect(isReleaseBuild({ SITE_URL: 'https://www.real.in' })).toBe(true);
    // As each service sets them: GitHub Actions (CI=true, GITHUB_ACTIONS=true), Cloudflare Pages, Netlify, Vercel.
    expect(isReleaseBuild({ CI: 'true', GITHUB_ACTIONS: 'true' })).toBe(true);
    expect(isReleaseBuild({ CF_PAGES: '1' })).toBe(true);
    expect(isReleaseBuild({ NETLIFY: 'true' })).toBe(true);
    expect(isReleaseBuild({ VERCEL: '1' })).toBe(true);
    for (const name of HOST_BUILD_VARIABLES) expect(isReleaseBuild({ [name]: 'true' })).toBe(true);
    // CI=false (set to quiet a tool's CI mode) is not a CI build by itself.
    expect(isReleaseBuild({ CI: 'false' })).toBe(false);
  });

  it('PREVIEW=1 asks for a preview, on a host or CI and with SITE_URL too', () => {
    expect(isReleaseBuild({ PREVIEW: '1' })).toBe(false);
    expect(isReleaseBuild({ PREVIEW: '1', CI: 'true', GITHUB_ACTIONS: 'true' })).toBe(false);
    expect(isReleaseBuild({ PREVIEW: '1', SITE_URL: 'https://www.real.in', NETLIFY: 'true' })).toBe(false);
    expect(isReleaseBuild({ PREVIEW: '0', CI: 'true' })).toBe(true);
  });

  it('`npm run build:preview` is the build with PREVIEW=1', () => {
    const { scripts } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['build:preview']).toMatch(/^PREVIEW=1 npm run build$/);
  });

  it('the refusal numbers every finding with its file and field; a preview gets one line', () => {
    const found = [
      ...operatorPlaceholders(standIns, {}, 'content/operator.json'),
      ...sampleFindings([{ file: 'content/mba.ts', field: 'mbaTestimonials[0]', what: 'Priya S.' }]),
    ];
    const report = refusalReport(found).split('\n');
    expect(report[0]).toMatch(/^Release build refused: \d+ placeholders/);
    expect(report[1]).toMatch(/^ {2}1\. \[access key\] .*formAccessKey: "YOUR-ACCESS-KEY-HERE"/);
    expect(report[2]).toMatch(/^ {2}2\. \[site address\]/);
    expect(report[3]).toMatch(/^ {2}3\. \[contact\] content\/operator\.json → offices\[0\]\.phone: "\+91 00000 00001"/);
    expect(report).toContainEqual(expect.stringMatching(/\[sample\] content\/mba\.ts → mbaTestimonials\[0\]: "Priya S\."/));
    expect(previewWarning(found).split('\n')).toHaveLength(1);
  });
});

describe('sample marking', () => {
  it('marks items and finds them with their path, once across modules', () => {
    // With samples shown (unit tests run on the fixture's settings, which hide them).
    const shown = withOperator({ hideSampleContent: false }, () => jest.requireActual<typeof import('@/content/samples')>('@/content/samples'));
    const items = shown.samples([{ name: 'A' }, { name: 'B' }]);
    expect(items).toEqual([
      { name: 'A', sample: true },
      { name: 'B', sample: true },
    ]);
    const seen = new Set<unknown>();
    const page = { section: { items } };
    expect(findSamples('content/a.ts', { page }, seen)).toEqual([
      { file: 'content/a.ts', field: 'page.section.items[0]', what: 'A' },
      { file: 'content/a.ts', field: 'page.section.items[1]', what: 'B' },
    ]);
    expect(findSamples('content/index.ts', { again: page }, seen)).toEqual([]);
  });
});

describe('scripts/release-check.ts, as `npm run build` runs it', () => {
  // The stand-ins go in through OPERATOR_FILE, as a complete JSON file of their own.
  let dir: string;
  let standInsFile: string;
  /** The history every run reads: the dated files as they are now, saved once. */
  let saved: Record<string, string>;
  const fixtureFile = 'config/operator.fixture.json';
  const gitEnv = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'Fixture editor',
    GIT_AUTHOR_EMAIL: 'editor@fixture.test',
    GIT_COMMITTER_NAME: 'Fixture editor',
    GIT_COMMITTER_EMAIL: 'editor@fixture.test',
  };

  /**
   * A git history of the project's dated files of the test's own (the as-of check reads the build's
   * history, tooling/as-of-check.ts): `earlier` saves (path → text, over the files as they are now),
   * then the files as they are now. The script reads it through GIT_DIR and GIT_WORK_TREE, never the
   * live history: a figure staff save without its date is the build's to refuse, not this test's.
   */
  function history(name: string, earlier: Record<string, string>[] = []): Record<string, string> {
    const work = join(dir, name);
    execFileSync('git', ['init', '-q', work], { env: gitEnv });
    const gitDir = join(work, '.git');
    const git = (args: string[], input?: string) =>
      execFileSync('git', ['--git-dir', gitDir, ...args], { cwd: work, input, env: gitEnv })
        .toString('utf8')
        .trim();
    const now = Object.fromEntries(datedFiles(fixtureFile).map((f) => [f.path, readFileSync(f.path, 'utf8')]));
    let commit: string | undefined;
    for (const files of [...earlier.map((e) => ({ ...now, ...e })), now]) {
      for (const [path, text] of Object.entries(files))
        git(['update-index', '--add', '--cacheinfo', `100644,${git(['hash-object', '-w', '--stdin'], text)},${path}`]);
      commit = git(['commit-tree', git(['write-tree']), ...(commit ? ['-p', commit] : []), '-m', 'save']);
    }
    git(['update-ref', 'HEAD', commit!]);
    return { GIT_DIR: gitDir, GIT_WORK_TREE: process.cwd() };
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'release-check-'));
    standInsFile = join(dir, 'operator.json');
    writeFileSync(standInsFile, JSON.stringify(standIns));
    saved = history('saved');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (env: Record<string, string>) => {
    const base = { ...process.env };
    // Run by CI too: the host and CI variables of this machine are not the build's under test.
    for (const k of ['SITE_URL', 'PREVIEW', ...HOST_BUILD_VARIABLES, 'NEXT_PUBLIC_FORM_ACCESS_KEY', 'OPERATOR_FILE', 'OPERATOR_JSON']) delete base[k];
    return spawnSync('node_modules/.bin/tsx', ['--import', './scripts/operator-env.mjs', 'scripts/release-check.ts'], {
      env: { ...base, ...saved, ...env },
      encoding: 'utf8',
    });
  };

  it('refuses a release with the placeholders, naming the access key first, the contact data with its file, and the samples', () => {
    const r = run({ SITE_URL: 'https://www.real-consultancy.in', OPERATOR_FILE: standInsFile });
    expect(r.status).toBe(1);
    const lines = r.stderr.split('\n').filter((l) => /^ {2}\d+\. /.test(l));
    expect(lines[0]).toContain('[access key]');
    expect(lines[0]).toContain('formAccessKey');
    expect(lines[1]).toContain(`[contact] ${standInsFile} → offices[0].phone: "+91 00000 00001"`);
    // An invented testimonial is reported at its file (content/testimonials/<name>.md), not at the pages that show it.
    for (const t of allTestimonials.filter((t) => t.sample)) expect(r.stderr).toContain(`[sample] ${t.source} → sample: "${t.name}"`);
    expect(r.stderr).not.toMatch(/\[sample\] content\/(service-pages\/|mba\.ts).*testimonials/i);
    // Each university's unconfirmed website, once, at its file and by the editor's name of the field; a confirmed one not at all.
    const websites = [...r.stderr.matchAll(/^ +\d+\. \[sample\] (\S+) → Website not yet confirmed: "(.+)" \(a guessed address: open it/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(websites.sort()).toEqual(
      universitiesIn('en')
        .filter((u) => u.websiteUnchecked)
        .map((u) => `${u.source} ${u.website}`)
        .sort(),
    );
    expect(r.stderr).not.toMatch(/\.website: /);
  }, 60_000);

  it('refuses on a host build system or in CI even without SITE_URL, saying why and how to build a preview', () => {
    expect(run({ NETLIFY: 'true', OPERATOR_FILE: standInsFile }).status).toBe(1);
    const actions = run({ CI: 'true', GITHUB_ACTIONS: 'true', OPERATOR_FILE: standInsFile });
    expect(actions.status).toBe(1);
    expect(actions.stderr).toMatch(/^Release build refused/m);
    expect(actions.stderr).toMatch(/a release \(set: CI, GITHUB_ACTIONS\)\..*npm run build:preview \(PREVIEW=1\)/);
  }, 60_000);

  it('builds a preview in CI when PREVIEW=1 asks for one', () => {
    const r = run({ CI: 'true', GITHUB_ACTIONS: 'true', PREVIEW: '1', OPERATOR_FILE: standInsFile });
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^Preview build \(PREVIEW=1\): \d+ placeholders/);
  }, 60_000);

  it('stops on facts that do not fit the schema, naming the file and the field', () => {
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ ...complete, offices: [{ ...complete.offices[0], email: 'not-an-email' }] }));
    const r = run({ OPERATOR_FILE: join(dir, 'broken.json') });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`in ${join(dir, 'broken.json')} do not fit their schema`);
    expect(r.stderr).toMatch(/^ {2}- offices\.0\.email: /m);
  }, 60_000);

  it('passes a release with the complete fixture, and lets a preview through with its warning lines', () => {
    const release = run({ SITE_URL: complete.siteUrl, OPERATOR_FILE: fixtureFile });
    expect(release.stderr).toBe('');
    expect(release.status).toBe(0);
    expect(release.stdout).toContain(checkedLine(datedFiles(fixtureFile).length));
    const preview = run({ OPERATOR_FILE: standInsFile });
    expect(preview.status).toBe(0);
    const count = operatorPlaceholders(standIns, {}, standInsFile).length;
    // …and, while any fact awaits a check on its official page, one line counting them.
    const facts = factFindings(factFiles, new Date()).length;
    expect(preview.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Preview build \\(no SITE_URL\\): ${count} placeholders and \\d+ sample items`)),
      ...(facts ? [expect.stringMatching(new RegExp(`^Preview build: ${facts} facts to re-check on their official pages`))] : []),
    ]);
  }, 60_000);

  it('refuses a release with a figure its history shows changed without a new date, naming the file, the field and the fix', () => {
    const { asOf, studentsHelped: students } = complete.figures;
    if (typeof students !== 'number') throw new Error(`${fixtureFile}: figures.studentsHelped: the fixture counts its students`);
    const earlier = JSON.stringify({ ...complete, figures: { ...complete.figures, studentsHelped: students + 1 } });
    const r = run({ SITE_URL: complete.siteUrl, OPERATOR_FILE: fixtureFile, ...history('changed', [{ [fixtureFile]: earlier }]) });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Release build refused: 1 figure changed without a new date/m);
    expect(r.stderr).toContain(
      problemLine({ file: fixtureFile, kind: 'operator', field: 'figures.studentsHelped', from: students + 1, to: students, date: asOf, was: asOf }),
    );
  }, 60_000);
});
