/**
 * Runs before `next build` (npm run build). Checks the operator's facts against their schema, then
 * lists the placeholders and sample content still in place: a release build (SITE_URL set, or any
 * build on a host or CI: tooling/release-check.ts, isReleaseBuild) stops with exit code 1 and the
 * list; a preview (a build on one's own computer without SITE_URL, or PREVIEW=1: `npm run
 * build:preview`) prints one warning line. A figure changed without a new date (tooling/as-of-check.ts,
 * from git history) is refused by a release too, and listed by a preview.
 */
import './refusal-words';
import { operator, operatorSourceFile } from '@/content/operator-settings';
import { schemaProblems } from '@/content/operator-schema';
import {
  type BuildEnv,
  isReleaseBuild,
  releaseReason,
  previewWarning,
  refusalReport,
  translationLines,
  unreviewedEditionsWarning,
} from '@/tooling/release-check';
import { articles } from '@/content/articles';
import { standIns } from '@/tooling/stand-ins';
import { editionReviews, editionStatuses } from '@/content/editions';
import { publishedEditions } from '@/content/routes';
import { factFiles } from '@/content/fact-registry';
import { factFindings, factWarning } from '@/tooling/fact-check';
import { recheckMonths } from '@/content/facts/recheck';
import { buildDate } from '@/lib/clock';
import { dataCollectionFiles, dataWarning } from '@/tooling/data-check';
import { checkAsOf, checkedLine, datedFiles, notCheckedLine, refusalLines, warningLines } from '@/tooling/as-of-check';

async function main() {
  const problems = schemaProblems(operator);
  if (problems.length) {
    console.error(
      `The operator's facts in ${operatorSourceFile} do not fit their schema (docs/operator-guide.md):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  // app/(en)/blog/[slug] publishes the articles without a fixed path (not /blog1 … /blog10); a static
  // export refuses a dynamic route with no page, so say so in words before Next.js does.
  if (!articles.some((a) => a.key === `blog/${a.slug}`)) {
    console.error(
      'No article is published at /blog/<slug>: keep at least one file in content/articles/en/ without a `path` (the ten with path: /blog1 … /blog10 have their own routes).',
    );
    process.exit(1);
  }
  const siteUrl = process.env.SITE_URL;
  if (siteUrl && !/^https:\/\/[^/\s]+\/?$/.test(siteUrl)) {
    console.error(`SITE_URL must be the site's origin, like https://www.your-domain.in (got "${siteUrl}").`);
    process.exit(1);
  }

  const root = process.cwd();
  const env = process.env as BuildEnv;
  const findings = await standIns(root, env);

  // A figure changed without a new date (git history): a release refuses it, a preview warns.
  const dates = checkAsOf(datedFiles(operatorSourceFile, root), root);

  if (isReleaseBuild(env)) {
    if (findings.length || dates.problems.length) {
      // What a save caused first (a figure changed without its date), then the stand-ins still in place.
      if (dates.problems.length) console.error(refusalLines(dates.problems).join('\n'));
      if (findings.length) console.error(refusalReport(findings));
      if (!dates.checked) console.error(notCheckedLine(dates.why));
      console.error(
        `This build is a release (set: ${releaseReason(env)}). To look at the site with its stand-ins instead, build a preview: npm run build:preview (PREVIEW=1).`,
      );
      process.exit(1);
    }
    console.log(
      `Release check (a release, set: ${releaseReason(env)}; PREVIEW=1 builds a preview): the operator's facts (${operatorSourceFile}) are complete and no sample content is left.`,
    );
    console.log(dates.checked ? checkedLine(dates.files) : notCheckedLine(dates.why));
    const editions = unreviewedEditionsWarning(publishedEditions, editionReviews);
    if (editions) console.log(editions);
    for (const locale of publishedEditions) for (const line of translationLines(locale, editionStatuses[locale])) console.log(line);
    const facts = factWarning(factFiles, buildDate(), recheckMonths(operator.recheck));
    if (facts) console.log(facts);
    const data = dataWarning(dataCollectionFiles(), buildDate());
    if (data) console.log(data);
  } else {
    if (findings.length) console.warn(previewWarning(findings, env));
    if (dates.problems.length) console.warn(warningLines(dates.problems).join('\n'));
    if (!dates.checked) console.warn(notCheckedLine(dates.why));
    const facts = factFindings(factFiles, buildDate(), recheckMonths(operator.recheck)).length;
    if (facts)
      console.warn(
        `Preview build: ${facts} facts to re-check on their official pages; a release build lists them (docs/operator-guide.md, "Facts and their sources").`,
      );
  }
}

main().catch((e) => {
  // A refusal naming a content file is said in its own words, without the program's stack.
  console.error(e instanceof Error && /^content\//.test(e.message) ? e.message : e);
  process.exit(1);
});
