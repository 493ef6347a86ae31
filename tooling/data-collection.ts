/**
 * A data collection for content-collections.ts: one YAML file per item, checked at build against
 * its schema (content/<collection>/schema.ts, built from content/data/schema.ts). With languages,
 * the files are <language>/<id>.yaml: the English file complete, a Telugu or Hindi file only the
 * fields it translates (never a shared figure), each beside an English file of the same name.
 * Without, they are <id>.yaml. A bad value stops the build naming the file and the field. The
 * width and height of each image field are read from the file, as the articles' covers are.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { stringsOf, textClaimProblems } from '@/tooling/claim-check';
import { operator } from '@/content/operator-settings';
import { defineCollection, type Collection, type Schema } from '@content-collections/core';
import { z } from 'zod';
import { DATA_ID, DATA_LANGUAGES, dataJsonPath, isImageField, sharedKeys, translationOf, type DataDocument, type DataLanguage } from '@/content/data/schema';
import { imageSize } from '@/tooling/image-size';
import { editorPlace } from '@/content/data/place';

/** A problem in a data file: the build names the file and the field. */
export class DataFileError extends Error {}

/** Writes a collection's checked files as JSON for its loader (content/data/schema.ts `dataJsonPath`). */
export const writeDataJson = (directory: string) => async (documents: DataDocument[]) => {
  const file = dataJsonPath(directory);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(documents, null, 1)}\n`);
};

/** The schema's complaints about a file, as "<file>: <field, as the editor shows it>: <what is expected>". */
export function dataFileIssues(where: string, error: z.ZodError, schema?: z.ZodType): string {
  return error.issues.map((issue) => `${where}: ${editorPlace(schema, issue.path)}: ${issue.message}`).join('\n');
}

/** A rule across files (tooling/content-rules.ts): a file's findings from its checked fields and, for a translation, its English file's. */
export type DataCheck = (file: { where: string; language: DataLanguage; data: Record<string, unknown>; english: Record<string, unknown> }) => string[];

type Options<N extends string> = { name: N; directory: string; schema: z.ZodObject; languages: boolean; check?: DataCheck };

/** Any YAML mapping: each file is checked against its language's schema in the transform. */
const anyFields = z.looseObject({});

/** Written out, so that the generated `all<Name>` types need no inference through the site's modules. */
export type DataCollection<N extends string> = Collection<N, typeof anyFields, 'yaml', Schema<'yaml', typeof anyFields>, Promise<DataDocument>, DataDocument>;

export const dataCollection = <N extends string>({ name, directory, schema, languages, check }: Options<N>): DataCollection<N> =>
  defineCollection({
    name,
    directory,
    parser: 'yaml',
    include: languages ? '*/*.yaml' : '*.yaml',
    schema: anyFields,
    onSuccess: writeDataJson(directory),
    transform: async (document, context): Promise<DataDocument> => {
      const { _meta, ...fields } = document;
      const where = `${directory}/${_meta.filePath}`;
      const id = _meta.fileName.replace(/\.yaml$/, '');
      if (!DATA_ID.test(id)) throw new DataFileError(`${where}: the file name is the item's id: lower-case words joined by hyphens, e.g. can-tho.yaml`);
      const language = (languages ? _meta.directory : 'en') as DataLanguage;
      if (!DATA_LANGUAGES.includes(language))
        throw new DataFileError(`${where}: a file is in the folder of its language: ${DATA_LANGUAGES.map((l) => `${directory}/${l}/`).join(', ')}`);
      if (language !== 'en') {
        const english = `en/${_meta.fileName}`;
        if (!(await context.collection.documents()).some((d) => d._meta.filePath === english))
          throw new DataFileError(`${where}: no English file ${directory}/${english}: a translation sits beside its English item`);
        const restated = sharedKeys(schema).find((key) => key in fields);
        if (restated)
          throw new DataFileError(
            `${where}: ${editorPlace(schema, [restated])}: the same in every language, it is set once in ${directory}/${english}; leave it out here`,
          );
      }
      const checked = (language === 'en' ? schema : translationOf(schema)).safeParse(fields);
      if (!checked.success) throw new DataFileError(dataFileIssues(where, checked.error, schema));
      const data = checked.data as Record<string, unknown>;
      const [claim] = textClaimProblems(where, stringsOf(data), operator);
      if (claim) throw new DataFileError(claim);
      if (check) {
        const english =
          language === 'en'
            ? data
            : (((await context.collection.documents()).find((d) => d._meta.filePath === `en/${_meta.fileName}`) ?? {}) as Record<string, unknown>);
        const findings = check({ where, language, data, english });
        if (findings.length) throw new DataFileError(findings.join('\n'));
      }
      const images: DataDocument['images'] = {};
      for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>))
        if (isImageField(field) && typeof data[key] === 'string') images[key] = await imageSize(data[key], `${where}: ${editorPlace(schema, [key])}`);
      return { id, language, source: where, data: JSON.stringify(data), images };
    },
  });
