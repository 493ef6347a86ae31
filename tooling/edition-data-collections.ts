/**
 * The editions' own files for content-collections.ts: each language's glossary
 * (content/glossary/<te|hi>.yaml) and sign-off (content/editions/<te|hi>.yaml), checked against their
 * schemas. A glossary is a rule across files: the build stops on any form it avoids in a data file of
 * its language (tooling/glossary-check.ts) and on any other spelling or word for one of its terms
 * (tooling/glossary-drift.ts), naming the file, the field and the term to write; and it writes, for
 * the native reviewer, each term with every form found and where (.content-collections/glossary-report/<te|hi>.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection } from '@content-collections/core';
import { z } from 'zod';
import { editionReviewsFile, type EditionReviewsDocument } from '@/content/editions/schema';
import { glossaryFile, type GlossaryDocument } from '@/content/glossary/schema';
import { EDITION_LOCALES, isEditionLocale, type EditionLocale } from '@/lib/locale';
import { DataFileError, dataFileIssues } from '@/tooling/data-collection';
import { avoidedForms, editionDataTexts, glossaryFindingLines } from '@/tooling/glossary-check';
import { driftLines, driftOf, driftReport, termUses } from '@/tooling/glossary-drift';

const anyFields = z.looseObject({});

/** The file's language from its name (te.yaml), and its fields checked against the schema: a problem names the file and the field. */
function checked<S extends z.ZodType>(directory: string, document: { _meta: { fileName: string; filePath: string } }, schema: S) {
  const { _meta, ...fields } = document;
  const where = `${directory}/${_meta.filePath}`;
  const locale = _meta.fileName.replace(/\.yaml$/, '');
  if (!isEditionLocale(locale))
    throw new DataFileError(`${where}: the file name is the edition's language: ${EDITION_LOCALES.map((l) => `${directory}/${l}.yaml`).join(', ')}`);
  const result = schema.safeParse(fields);
  if (!result.success) throw new DataFileError(dataFileIssues(where, result.error, schema));
  return { locale, source: where, data: result.data as z.output<S> };
}

/** One YAML file per edition language, <directory>/<te|hi>.yaml, checked against `schema`, then by `then`. */
const editionFiles = <N extends string, S extends z.ZodType, D extends { locale: EditionLocale; source: string }>(
  name: N,
  directory: string,
  schema: S,
  then: (file: ReturnType<typeof checked<S>>) => D,
) =>
  defineCollection({
    name,
    directory,
    parser: 'yaml',
    include: '*.yaml',
    schema: anyFields,
    transform: (document): D => then(checked(directory, document, schema)),
  });

export type { GlossaryDocument };

/** Where the build writes each edition's report for the native reviewer (not committed). */
export const GLOSSARY_REPORTS = '.content-collections/glossary-report';

/** The glossaries (content/glossary; a test points it, the content it reads and its report at its own folders). */
export const glossaryCollection = (directory = 'content/glossary', contentRoot = 'content', reports = GLOSSARY_REPORTS) =>
  editionFiles('glossaries', directory, glossaryFile, ({ locale, source, data }): GlossaryDocument => {
    const texts = editionDataTexts(locale, contentRoot);
    const uses = termUses(texts, data.terms);
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${locale}.md`), driftReport(uses, data.terms, `Glossary forms in the ${locale} edition (${source})`));
    const glossary = `the glossary (${source})`;
    const lines = [...glossaryFindingLines(avoidedForms(texts, data.terms), glossary), ...driftLines(driftOf(uses), glossary)];
    if (lines.length) throw new DataFileError(lines.join('\n'));
    return { locale, source, terms: data.terms };
  });

export type { EditionReviewsDocument };

/** The editions' sign-offs (content/editions; a test points it at its own folder). */
export const editionReviewsCollection = (directory = 'content/editions') =>
  editionFiles('editionReviews', directory, editionReviewsFile, ({ locale, source, data }): EditionReviewsDocument => {
    const pages = data.pages?.map((p) => p.page) ?? [];
    const twice = pages.findIndex((page, i) => pages.indexOf(page) !== i);
    if (twice >= 0) throw new DataFileError(`${source}: pages.${twice}.page: “${pages[twice]}” is signed off above already: one entry per page`);
    return { ...data, locale, source };
  });

export const editionDataCollections = [glossaryCollection(), editionReviewsCollection()] as const;
