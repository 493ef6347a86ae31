/**
 * Content that does not come from the business (invented testimonials, employer names, guessed
 * links) is marked where it is written: `samples([...])` or `sampleLink(url)` in content/. Each
 * marked item carries `sample: true`, which the pages show as a "Sample" label and a release build
 * refuses (scripts/release-check.ts). With `hideSampleContent: true` in the operator's facts the
 * marked items are left out instead, and sections that only held samples disappear.
 */
import { operator } from '@/content/operator-settings';

export type SampleMark = { sample: true };
export type MaybeSample = { sample?: true };

/** Marks each item as a sample; [] when the operator hides sample content. */
export function samples<T extends object>(items: readonly T[]): (T & SampleMark)[] {
  return operator.hideSampleContent ? [] : items.map((item) => ({ ...item, sample: true as const }));
}

export type SampleableLink = { href: string } & MaybeSample;

/** A guessed external link: marked as a sample, or left out when the operator hides samples. */
export function sampleLink(href: string): SampleableLink | undefined {
  return operator.hideSampleContent ? undefined : { href, sample: true };
}

export type SampleFinding = { file: string; field: string; what: string; /** What to do, where it is not an invented item to replace. */ why?: string };

/**
 * Every item marked `sample: true` in a module's exports, with its path ("mbaTestimonials[0]") and a
 * short description (its name, title or first words). Pass one `seen` set across modules so an item
 * re-exported by a second module is listed once.
 */
export function findSamples(file: string, exports: Record<string, unknown>, seen = new Set<unknown>()): SampleFinding[] {
  const found: SampleFinding[] = [];
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`));
      return;
    }
    const record = value as Record<string, unknown>;
    if (record.sample === true) {
      const label = record.name ?? record.title ?? record.href ?? record.quote ?? record.content;
      found.push({ file, field: path, what: typeof label === 'string' ? label.slice(0, 60) : 'sample item' });
      return;
    }
    for (const [key, v] of Object.entries(record)) walk(v, path ? `${path}.${key}` : key);
  };
  for (const [name, value] of Object.entries(exports)) walk(value, name);
  return found;
}
