/**
 * Every fact the site states, by data file (content/facts/<name>.yaml): the release build walks this
 * list and warns about each fact past its re-check (content/facts/recheck.ts) or not confirmed on its official
 * page (scripts/release-check.ts). A new facts file is listed by being there.
 */
import { factFiles as files } from '@/content/facts/load';
import type { Fact } from '@/lib/fact';

/** A data file's facts by their names, with the file for messages. */
export type FactFile = { file: string; facts: Record<string, Fact<unknown>> };

export const factFiles: FactFile[] = files.map(({ source, facts }) => ({ file: source, facts }));
