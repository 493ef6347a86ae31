/**
 * The glossary's rule across files: no Telugu or Hindi data file (content/<folder>/<te|hi>/*.yaml|md:
 * page words, collections' items, FAQ answers, articles) uses a form its language's glossary
 * (content/glossary/<te|hi>.yaml) lists to avoid. The content build stops on one, naming the file,
 * the field and the term to write (tooling/edition-data-collections.ts); content/i18n/glossary.test.ts
 * applies the same check to the editions' TypeScript modules too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { GlossaryEntry } from '@/content/glossary/schema';

/** A string of a file: the file, its field (a dotted path; "body" for a Markdown file's text) and the line the text starts on, where known. */
export type FieldText = { file: string; field: string; text: string; line?: number };

/** Every string of a value with its dotted path. */
function* stringsAt(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) yield* stringsAt(v, path ? `${path}.${key}` : key);
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A data file's strings: a YAML file's values, a Markdown file's frontmatter values and its body. */
export function fileTexts(file: string, source: string): FieldText[] {
  const fields = (data: unknown) => [...stringsAt(data)].map(([field, text]) => ({ file, field, text }));
  if (!file.endsWith('.md')) return fields(parse(source));
  const frontmatter = FRONTMATTER.exec(source);
  const body = frontmatter ? source.slice(frontmatter[0].length) : source;
  const line = frontmatter ? frontmatter[0].split('\n').length : 1;
  return [...(frontmatter ? fields(parse(frontmatter[1])) : []), { file, field: 'body', text: body, line }];
}

/** The strings of every data file of a language: content/<folder>/<locale>/*.yaml|yml|md. */
export function editionDataTexts(locale: string, root = 'content'): FieldText[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, locale)))
    .flatMap((d) =>
      readdirSync(join(root, d.name, locale))
        .filter((f) => /\.(md|ya?ml)$/.test(f))
        .sort()
        .flatMap((f) => {
          const file = join(root, d.name, locale, f);
          return fileTexts(file, readFileSync(file, 'utf8'));
        }),
    );
}

/** A form to avoid found in a file. */
export type GlossaryFinding = { file: string; field: string; found: string; entry: GlossaryEntry };

/** Each use of a form the glossary avoids, with its file and field ("body, line 12" in a Markdown text). */
export function avoidedForms(texts: readonly FieldText[], entries: readonly GlossaryEntry[]): GlossaryFinding[] {
  const patterns = entries.flatMap((entry) => (entry.avoid ?? []).map((source) => ({ entry, pattern: new RegExp(source, 'gu') })));
  return texts.flatMap(({ file, field, text, line }) =>
    patterns.flatMap(({ entry, pattern }) =>
      [...text.matchAll(pattern)].map((m) => ({
        file,
        field: line === undefined ? field : `${field}, line ${line + text.slice(0, m.index).split('\n').length - 1}`,
        found: m[0],
        entry,
      })),
    ),
  );
}

/** One line per finding: <file>: <field>: “<found>” is a form <glossary> avoids: write <term> (<English>). */
export const glossaryFindingLines = (findings: readonly GlossaryFinding[], glossary: string) =>
  findings.map(
    ({ file, field, found, entry }) => `${file}: ${field ? `${field}: ` : ''}“${found}” is a form ${glossary} avoids: write ${entry.term} (${entry.en})`,
  );
