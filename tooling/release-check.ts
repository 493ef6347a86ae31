/**
 * What stops a release: the operator's facts checked against their schema, every placeholder still
 * in place (the form access key first, then the site address and contact data, then links) and every
 * item of content marked as a sample. Pure functions; scripts/release-check.ts runs them before
 * `next build`.
 */
import type { Operator } from '@/content/operator-schema';
import type { SampleFinding } from '@/content/samples';
import { isHomePageOnly, isPlaceholderUrl, reservedHost } from '@/lib/placeholder-links';

/**
 * The variables a host's or a CI service's build machine sets by itself (each service documents its
 * own): CI (GitHub Actions, GitLab CI, CircleCI, Travis, Buildkite, Netlify, Vercel, Cloudflare
 * Pages' v2 image…), GITHUB_ACTIONS, GITLAB_CI, CF_PAGES (Cloudflare Pages), NETLIFY, VERCEL, RENDER,
 * AWS Amplify's AWS_BRANCH and Azure Pipelines' TF_BUILD. A build on any of them is a release.
 */
export const HOST_BUILD_VARIABLES = ['CI', 'GITHUB_ACTIONS', 'GITLAB_CI', 'CF_PAGES', 'NETLIFY', 'VERCEL', 'RENDER', 'AWS_BRANCH', 'TF_BUILD'] as const;

export type BuildEnv = Partial<Record<(typeof HOST_BUILD_VARIABLES)[number], string>> & {
  SITE_URL?: string;
  NEXT_PUBLIC_FORM_ACCESS_KEY?: string;
  /** 1 (or true, yes): a preview, whatever else is set (`npm run build:preview`). */
  PREVIEW?: string;
};

/** Set, and not one of the values that mean "off" (some set CI=false to silence a tool's CI mode). */
const isOn = (value: string | undefined) => value !== undefined && !['', '0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());

/** The build asks for a preview: PREVIEW=1 (`npm run build:preview`). */
export const isPreviewAsked = (env: BuildEnv) => isOn(env.PREVIEW);

/**
 * A release unless a preview is asked for (PREVIEW=1): a build with SITE_URL set, or on any host's
 * or CI service's build machine (HOST_BUILD_VARIABLES), so a deploy never publishes stand-ins
 * because SITE_URL was forgotten. Only a build on a computer of one's own, without SITE_URL, is a
 * preview by itself.
 */
export const isReleaseBuild = (env: BuildEnv) =>
  !isPreviewAsked(env) && (Boolean(env.SITE_URL?.trim()) || HOST_BUILD_VARIABLES.some((name) => isOn(env[name])));

/** Why a build is a release, for its log line: "SITE_URL", "GITHUB_ACTIONS"… */
export const releaseReason = (env: BuildEnv) => (env.SITE_URL?.trim() ? 'SITE_URL' : HOST_BUILD_VARIABLES.filter((name) => isOn(env[name])).join(', '));

export type Finding = {
  kind: 'access key' | 'site address' | 'contact' | 'link' | 'sample';
  /** Where to change it: the file (or env variable) and the field. */
  where: string;
  value: string;
  why: string;
};

/** Web3Forms access keys are UUIDs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPlaceholderAccessKey(key: string): boolean {
  return !UUID.test(key.trim()) || /^[0-]+$/.test(key.trim());
}

/** A number whose national part starts with 0 or repeats one digit cannot be a real subscriber's. */
export function isPlaceholderPhone(phone: string): boolean {
  const national = phone.trim().split(/\s+/).slice(1).join('');
  return national === '' || /^0/.test(national) || /^(\d)\1+$/.test(national);
}

export function isPlaceholderEmail(email: string): boolean {
  return reservedHost(email.split('@')[1] ?? '');
}

/**
 * Every placeholder among the operator's facts as the build would use them (env overrides
 * applied), in the order an operator should fix them: access key, site address, contact data, links.
 */
export function operatorPlaceholders(op: Operator, env: BuildEnv, source: string): Finding[] {
  const found: Finding[] = [];
  const at = (field: string) => `${source} → ${field}`;

  const key = env.NEXT_PUBLIC_FORM_ACCESS_KEY || op.formAccessKey;
  if (isPlaceholderAccessKey(key))
    found.push({
      kind: 'access key',
      where: env.NEXT_PUBLIC_FORM_ACCESS_KEY ? 'env NEXT_PUBLIC_FORM_ACCESS_KEY' : `env NEXT_PUBLIC_FORM_ACCESS_KEY or ${at('formAccessKey')}`,
      value: key,
      why: 'not a Web3Forms access key: every lead form would fail',
    });

  const url = env.SITE_URL || op.siteUrl;
  if (isPlaceholderUrl(url))
    found.push({
      kind: 'site address',
      where: env.SITE_URL ? 'env SITE_URL' : `env SITE_URL or ${at('siteUrl')}`,
      value: url,
      why: 'a reserved example address, not the site’s',
    });

  op.offices.forEach((o, i) => {
    if (isPlaceholderPhone(o.phone)) found.push({ kind: 'contact', where: at(`offices[${i}].phone`), value: o.phone, why: 'placeholder number' });
    if (isPlaceholderEmail(o.email)) found.push({ kind: 'contact', where: at(`offices[${i}].email`), value: o.email, why: 'placeholder e-mail' });
  });
  if (isPlaceholderPhone(op.whatsapp.phone))
    found.push({ kind: 'contact', where: at('whatsapp.phone'), value: op.whatsapp.phone, why: 'placeholder WhatsApp number' });
  if (isPlaceholderEmail(op.privacy.email))
    found.push({ kind: 'contact', where: at('privacy.email'), value: op.privacy.email, why: 'placeholder e-mail for privacy requests' });

  for (const [name, link] of Object.entries(op.social)) {
    if (isPlaceholderUrl(link) || isHomePageOnly(link))
      found.push({ kind: 'link', where: at(`social.${name}`), value: link, why: 'the network’s home page, not the company’s profile' });
  }
  if (isPlaceholderUrl(op.crmUrl)) found.push({ kind: 'link', where: at('crmUrl'), value: op.crmUrl, why: 'placeholder address' });
  // A booking service's home page (https://calendly.com/) books nothing: it needs the company's page.
  if (isPlaceholderUrl(op.bookingUrl) || isHomePageOnly(op.bookingUrl))
    found.push({ kind: 'link', where: at('bookingUrl'), value: op.bookingUrl, why: 'placeholder address' });
  return found;
}

export const sampleFindings = (samples: SampleFinding[]): Finding[] =>
  samples.map((s) => ({ kind: 'sample', where: `${s.file} → ${s.field}`, value: s.what, why: s.why ?? 'invented sample' }));

/** The refusal message of a release build: one numbered line per finding. */
export function refusalReport(findings: Finding[]): string {
  const lines = findings.map((f, i) => `  ${i + 1}. [${f.kind}] ${f.where}: "${f.value}" (${f.why})`);
  return [
    `Release build refused: ${findings.length} placeholder${findings.length === 1 ? '' : 's'} still in place. Change each of these (docs/operator-guide.md), then build again:`,
    ...lines,
    ...(findings.some((f) => f.kind === 'sample')
      ? [
          'Samples: replace each with the business’s own (without sample()/sampleLink(), or without `sample` on an article’s :::testimonial or in a testimonial file), delete it, or set hideSampleContent: true in the operator’s facts to leave them all out.',
        ]
      : []),
  ].join('\n');
}

/** The one line a preview build prints. */
export function previewWarning(findings: Finding[], env: BuildEnv = {}): string {
  const samples = findings.filter((f) => f.kind === 'sample').length;
  const why = isPreviewAsked(env) ? 'PREVIEW=1' : 'no SITE_URL';
  return `Preview build (${why}): ${findings.length - samples} placeholders and ${samples} sample items are shown as they are; a release build (SITE_URL set, or any build on a host or CI) refuses them — see docs/operator-guide.md.`;
}

/** A page's status as the build prints it and the editor lists it: which page, what changed, what shows in English. */
export type TranslationStatus = {
  page: string;
  label: string;
  state: string;
  changed: string[];
  untranslated: { file: string; field?: string }[];
};

/**
 * What each edition needs translated or signed off again, one line per page, file and field: pages
 * signed off whose English changed since (the files), and the English a page shows with no translation
 * (a file with none, a field its translation leaves out). Pages never signed off are counted, not listed.
 */
export function translationLines(locale: string, statuses: readonly TranslationStatus[]): string[] {
  const lines: string[] = [];
  for (const s of statuses) {
    const where = `/${locale}/ ${s.label} (${s.page})`;
    for (const file of s.changed) lines.push(`  - ${where}: ${file}: the English changed since its sign-off: translate it, then sign the page off again`);
    for (const u of s.untranslated)
      lines.push(`  - ${where}: ${u.file}${u.field ? ` → ${u.field}: shown in English` : ': no translation: the page shows it in English'}`);
  }
  // Every page not signed off against its English as it is now shows the review note: count them all, then say why.
  const count = (state: string) => statuses.filter((s) => s.state === state).length;
  const why = [
    [count('not signed off'), 'not signed off'],
    [count('English changed'), 'signed off before their English changed'],
    [count('untranslated'), 'signed off, with a file left untranslated'],
  ]
    .filter(([n]) => n)
    .map(([n, what]) => `${n} ${what}`);
  const noted = statuses.filter((s) => s.state !== 'reviewed').length;
  return [
    ...(noted ? [`/${locale}/: ${noted} of ${statuses.length} pages say the translation awaits review: ${why.join(', ')}.`] : []),
    ...(lines.length ? [`/${locale}/: to translate, then sign off again in /admin/, Edition sign-off:`, ...lines] : []),
  ];
}

/**
 * The warning a release build prints (it does not refuse) for each published language edition that
 * no native speaker has reviewed yet (content/editions/<locale>.yaml); null when there is none.
 */
export function unreviewedEditionsWarning(published: string[], reviews: Record<string, { reviewed: boolean }>): string | null {
  const unreviewed = published.filter((l) => !reviews[l]?.reviewed);
  if (unreviewed.length === 0) return null;
  return [
    `Warning: ${unreviewed.length} language edition${unreviewed.length === 1 ? '' : 's'} not yet reviewed by a native speaker (${unreviewed.map((l) => `/${l}/`).join(', ')}).`,
    'Their pages say so and link the English page. Have each reviewed and sign it off in /admin/, Edition sign-off (content/editions/<language>.yaml), or leave it out with `editions` in content/operator.json (docs/operator-guide.md, "Telugu and Hindi editions").',
  ].join('\n');
}
