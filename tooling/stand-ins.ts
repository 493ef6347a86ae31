/**
 * The stand-ins still in place (placeholders and sample content): the operator's placeholders, the
 * invented testimonials, the universities' guessed addresses and every item marked `sample: true` in
 * the content modules. A release build refuses any (scripts/release-check.ts); a preview's due list
 * shows them (tooling/due-items.ts).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { operator, operatorSourceFile } from '@/content/operator-settings';
import { findSamples, type SampleFinding } from '@/content/samples';
import { type BuildEnv, type Finding, operatorPlaceholders, sampleFindings } from '@/tooling/release-check';
import { articleFiles } from '@/content/articles';
import { testimonialFiles } from '@/content/testimonials';
import { unconfirmedWebsites } from '@/content/universities';
import { university } from '@/content/universities/schema';
import { editorPlace } from '@/content/data/place';

const isIndex = (file: string) => /[\\/]index\.tsx?$/.test(file);

function contentFiles(dir: string): string[] {
  return (
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? contentFiles(join(dir, e.name)) : [join(dir, e.name)]))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      // The editions' modules last: a translation that still re-exports an English object (a sample
      // included) is then reported at the English module that holds it. Likewise an index module
      // (content/service-pages/index.ts) after the modules it assembles.
      .sort((a, b) => Number(a.includes('/i18n/')) - Number(b.includes('/i18n/')) || Number(isIndex(a)) - Number(isIndex(b)) || a.localeCompare(b))
  );
}

/** Every stand-in in place, in the order a release's refusal lists them: the operator's, then the samples by file. */
export async function standIns(root: string, env: BuildEnv): Promise<Finding[]> {
  const samples: SampleFinding[] = [];
  const seen = new Set<unknown>();
  // Articles are Markdown files: an invented testimonial (:::testimonial{… sample}) is reported at its file.
  for (const article of articleFiles) {
    const testimonials = article.body.children.flatMap((n) => (n.type === 'element' && n.tagName === 'testimonial' ? [n.properties] : []));
    samples.push(...findSamples(article.source, { ':::testimonial': testimonials }, seen));
  }
  // So are testimonials (content/testimonials/<name>.md): one marked `sample: true` is reported at
  // its file, before the pages' modules that show it.
  for (const testimonial of testimonialFiles) samples.push(...findSamples(testimonial.source, { sample: testimonial }, seen));
  // A university's website not yet confirmed: at its file, by the editor's name of the field (the /MBBS page's modules show the same link).
  const unconfirmed = editorPlace(university, ['websiteUnchecked']);
  for (const { source, link } of unconfirmedWebsites())
    samples.push(
      ...findSamples(source, { [unconfirmed]: link }, seen).map((s) => ({
        ...s,
        why: `a guessed address: open it, and when it is the university’s own site, untick ${unconfirmed}`,
      })),
    );
  for (const file of contentFiles(join(root, 'content'))) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    samples.push(...findSamples(relative(root, file), mod, seen));
  }
  return [...operatorPlaceholders(operator, env, operatorSourceFile), ...sampleFindings(samples)];
}
