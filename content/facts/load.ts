/**
 * Reads a fact from its data file (content/facts/<file>.yaml, checked by content/facts/schema.ts)
 * as the shape the site computes with: a number, a word, or named numbers. A file whose value has
 * another shape stops the build here, naming the file and the field. No zod here: the chatbot's
 * client chunk imports the facts through content/facts.ts.
 */
import allFactFiles from '@/.content-collections/generated/allFactFiles.js';
import type { FactData, FactsFile } from '@/content/facts/schema';
import type { Fact } from '@/lib/fact';

/**
 * A facts file as the build gives it (content-collections.ts): its name, its path, and its facts
 * without their evidence. Typed from the schema (content/facts/generated.d.ts), not through the
 * 'content-collections' module: its types are the content configuration's, which reach the route
 * registry (content/faq/schema.ts) and from there every page's content, this module's readers
 * included, so the type check would go round in circles; and the chatbot's chunk, which imports
 * the facts, gets this one file, not every collection.
 */
export type FactFile = Omit<FactsFile, 'facts'> & { name: string; source: string; facts: Record<string, Omit<FactData, 'evidence'>> };

/** Every facts file, in file-name order (typed from the schema that checked it: see FactFile). */
export const factFiles: readonly FactFile[] = [...allFactFiles].sort((a, b) => a.name.localeCompare(b.name));

/** A data file the site cannot read as it expects: the build names the file and the field. */
export class FactDataError extends Error {}

const byName = new Map(factFiles.map((f) => [f.name, f]));

function read(file: string, key: string) {
  const data = byName.get(file);
  if (!data) throw new FactDataError(`content/facts/${file}.yaml: missing (the site reads its fact ${key})`);
  const fact = data.facts[key];
  if (!fact) throw new FactDataError(`${data.source}: facts.${key}: missing (the site reads it)`);
  return { fact, where: `${data.source}: facts.${key}.value` };
}

/** The shape the site reads a value as: a number, a word, or these named numbers. */
export type FactShape = 'number' | 'word' | readonly string[];

export function factOf(file: string, key: string, shape: 'number'): Fact<number>;
export function factOf(file: string, key: string, shape: 'word'): Fact<string>;
export function factOf<const K extends string>(file: string, key: string, shape: readonly K[]): Fact<Record<K, number>>;
/** The fact `key` of content/facts/<file>.yaml, its value checked to have `shape`. */
export function factOf(file: string, key: string, shape: FactShape): Fact<unknown> {
  const { fact, where } = read(file, key);
  const { value } = fact;
  if (shape === 'number' && typeof value !== 'number') throw new FactDataError(`${where}: a number`);
  if (shape === 'word' && typeof value !== 'string') throw new FactDataError(`${where}: a word or phrase, e.g. “no limit”`);
  if (Array.isArray(shape)) {
    const parts = value && typeof value === 'object' ? Object.keys(value) : [];
    if (parts.length !== shape.length || !shape.every((p) => parts.includes(p)))
      throw new FactDataError(`${where}: the numbers ${shape.join(', ')} (e.g. ${shape.map((p) => `${p}: 12`).join(', ')})`);
  }
  return fact;
}
