/**
 * The content that staff edit as files, checked and compiled at build (`content-collections build`,
 * before `next build` and the type check): a file that breaks its schema stops the build, naming
 * the file, the field and what was expected.
 */
import { defineCollection, defineConfig } from '@content-collections/core';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { articleFrontmatter, SLUG } from './content/articles/schema';
import { FAQ_LANGUAGES, FAQ_NAME, faqFrontmatter } from './content/faq/schema';
import { codeReadProblems, filesReadByCode } from './content/facts/read-by-code';
import { FACTS_FILE, factsByKey, factsFileSchema } from './content/facts/schema';
import { figuresIn, unknownFigureMessage, unknownFigures } from './content/figure-names';
import { testimonialFrontmatter } from './content/testimonials/schema';
import { ArticleMarkdownError, compileAnswer, compileArticle } from './tooling/article-markdown';
import {
  chatbotTopicsData,
  countriesData,
  courseCategoriesData,
  coursesData,
  neetServicesData,
  pricesData,
  servicesData,
  universitiesData,
} from './content/data/collections';
import { chatTopicCheck, countryCheck, serviceCheck, universityCheck } from './tooling/content-rules';
import { countedFiles, figureProblems, stringsOf, textClaimProblems } from './tooling/claim-check';
import { dataCollection } from './tooling/data-collection';
import { operator, operatorSourceFile } from './content/operator-settings';
import { schemaProblems } from './content/operator-schema';
import { editionDataCollections } from './tooling/edition-data-collections';
import { imageSize } from './tooling/image-size';
import { pageCollection } from './tooling/page-collection';
import { assertContentParses } from './tooling/parse-check';
import { contentTexts, removedNameMentions, removedUniversities } from './tooling/removed-names';

/** The line of a Markdown file where its body (the text after the frontmatter) starts, so that a message names the file's line. */
function bodyFirstLine(file: string, body: string): number {
  // `file` is relative to the project (where the build runs); elsewhere lines count from the body.
  const raw = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const text = body.trim();
  const at = raw.lastIndexOf(text);
  if (!text || at < 0) return 1;
  const blankLinesBefore = body.slice(0, body.indexOf(text)).split('\n').length - 1;
  return raw.slice(0, at).split('\n').length - blankLinesBefore;
}

/** The articles of a folder (content/articles; a test points it at its own files). */
export const articleCollection = (directory: string) =>
  defineCollection({
    name: 'articles',
    directory,
    include: '*/*.md',
    schema: articleFrontmatter.extend({ content: z.string() }),
    transform: async (document) => {
      const { directory: language, fileName, filePath } = document._meta;
      const slug = fileName.replace(/\.md$/, '');
      const where = `${directory}/${filePath}`;
      if (!SLUG.test(slug))
        throw new ArticleMarkdownError(`${where}: the file name is the address: lower-case words joined by hyphens, e.g. september-intake.md`);
      const { content, cover, ...frontmatter } = document;
      const [unknown] = unknownFigures(content);
      if (unknown) throw new ArticleMarkdownError(`${where}: ${unknownFigureMessage(unknown)}`);
      const [claim] = textClaimProblems(where, [...stringsOf(frontmatter), ['body', content]], operator);
      if (claim) throw new ArticleMarkdownError(claim);
      try {
        const { body, ...compiled } = compileArticle(content, bodyFirstLine(where, content));
        // The tree travels as JSON text: content-collections' types accept only plain data.
        return {
          ...frontmatter,
          slug,
          language,
          source: where,
          cover: cover && { ...cover, ...(await imageSize(cover.src, `${where}: cover.src`, ArticleMarkdownError)) },
          ...compiled,
          body: JSON.stringify(body),
          // The {{figures}} it names, in order: the page fills them in and shows their facts' sources.
          figures: figuresIn(content),
        };
      } catch (e) {
        throw e instanceof ArticleMarkdownError ? new ArticleMarkdownError(`${where}: ${e.message}`) : e;
      }
    },
  });

/** A problem in a testimonial file beyond its frontmatter (its name, its quote): the build names the file. */
class TestimonialFileError extends Error {}

/**
 * The testimonials of a folder (content/testimonials; a test points it at its own files): one
 * Markdown file each, the frontmatter checked by the schema, the body the quote as plain text; a
 * photo with its size read from the file, as an article's cover.
 */
export const testimonialCollection = (directory: string) =>
  defineCollection({
    name: 'testimonials',
    directory,
    include: '*.md',
    schema: testimonialFrontmatter.extend({ content: z.string() }),
    transform: async (document) => {
      const { _meta, content, photo, ...frontmatter } = document;
      const slug = _meta.fileName.replace(/\.md$/, '');
      const where = `${directory}/${_meta.filePath}`;
      if (!SLUG.test(slug)) throw new TestimonialFileError(`${where}: the file name is lower-case words and numbers joined by hyphens, e.g. 140-asha-k.md`);
      const quote = content.trim();
      if (!quote) throw new TestimonialFileError(`${where}: the quote (the text after the frontmatter) is missing`);
      if (/\n\s*\n/.test(quote)) throw new TestimonialFileError(`${where}: the quote is one paragraph (no blank line in it)`);
      // One paragraph: a line break inside it is a space, as in Markdown.
      return {
        ...frontmatter,
        content: quote.replace(/\s*\n\s*/g, ' '),
        photo: photo && { src: photo, ...(await imageSize(photo, `${where}: photo`, TestimonialFileError)) },
        slug,
        source: where,
      };
    },
  });

/** A problem in a FAQ entry beyond its frontmatter (its name, its answer, a figure it names): the build names the file. */
class FaqFileError extends Error {}

/**
 * The FAQ entries of a folder (content/faq; a test points it at its own files): one Markdown file
 * per question and language, <language>/<name>.md, the frontmatter checked by the schema, the body
 * the answer in Markdown, compiled here into the tree the page renders and the plain text its
 * structured data gives.
 */
export const faqCollection = (directory: string) =>
  defineCollection({
    name: 'faqEntries',
    directory,
    include: '*/*.md',
    schema: faqFrontmatter.extend({ content: z.string() }),
    transform: (document) => {
      const { _meta, content, ...frontmatter } = document;
      const name = _meta.fileName.replace(/\.md$/, '');
      const where = `${directory}/${_meta.filePath}`;
      if (!(FAQ_LANGUAGES as readonly string[]).includes(_meta.directory))
        throw new FaqFileError(`${where}: an entry is in the folder of its language: ${FAQ_LANGUAGES.map((l) => `${directory}/${l}/`).join(', ')}`);
      if (!FAQ_NAME.test(name))
        throw new FaqFileError(`${where}: the file name is the question's anchor: lower-case words joined by hyphens, e.g. faq-visa-rate.md`);
      if (frontmatter.section === 'study-abroad' && !frontmatter.icon)
        throw new FaqFileError(`${where}: icon: the study-abroad FAQ shows an icon beside each question`);
      const [unknown] = unknownFigures(`${frontmatter.question}\n${content}`);
      if (unknown) throw new FaqFileError(`${where}: ${unknownFigureMessage(unknown)}`);
      const [claim] = textClaimProblems(
        where,
        [
          ['question', frontmatter.question],
          ['answer', content],
        ],
        operator,
      );
      if (claim) throw new FaqFileError(claim);
      try {
        const { body, text } = compileAnswer(content, bodyFirstLine(where, content));
        return { ...frontmatter, name, language: _meta.directory, source: where, answer: text, body: JSON.stringify(body) };
      } catch (e) {
        throw e instanceof ArticleMarkdownError ? new FaqFileError(`${where}: ${e.message}`) : e;
      }
    },
  });

/** A facts file whose name the site cannot read: the build names the file. */
class FactsFileError extends Error {}

/**
 * The official figures (content/facts; a test points it at its own files): one YAML file per
 * country or authority, checked by content/facts/schema.ts; content/facts/load.ts reads them.
 */
export const factsCollection = (directory: string) =>
  defineCollection({
    name: 'factFiles',
    directory,
    include: '*.yaml',
    parser: 'yaml',
    schema: factsFileSchema,
    transform: ({ _meta, title, facts }) => {
      const name = _meta.fileName.replace(/\.yaml$/, '');
      const where = `${directory}/${_meta.filePath}`;
      if (!FACTS_FILE.test(name)) throw new FactsFileError(`${where}: the file name is lower-case words joined by hyphens, e.g. new-zealand.yaml`);
      // A fact the site's code reads cannot be removed (a country file's are checked with the countries).
      const read = codeReadProblems(
        where,
        name,
        facts.map((f) => f.key),
      );
      if (read.length) throw new FactsFileError(read.join('\n'));
      // The file lists its facts (the editor adds and removes them); the site reads them by key.
      // The evidence is for the editor and a re-check, not the pages: left out of what they (and the chatbot's chunk) load.
      const shown = Object.fromEntries(
        Object.entries(factsByKey(facts)).map(([key, fact]) => [
          key,
          Object.fromEntries(Object.entries(fact).filter(([field]) => field !== 'evidence')) as Omit<typeof fact, 'evidence'>,
        ]),
      );
      return { title, facts: shown, name, source: where };
    },
  });

/** The operator's settings that stop the build: a value that breaks the schema, or a figure at odds with the files (tooling/claim-check.ts). */
class OperatorSettingsError extends Error {}

/**
 * The operator's settings (content/operator.json, or the file named by OPERATOR_FILE, in effect):
 * checked against their schema and the files (a part larger than its whole), naming the file and the field.
 */
const operatorCollection = defineCollection({
  name: 'operatorSettings',
  directory: 'content',
  include: 'operator.json',
  parser: 'json',
  schema: z.looseObject({}),
  transform: () => {
    const { destinations, courses } = countedFiles();
    const problems = [
      ...schemaProblems(operator).map((p) => `${operatorSourceFile}: ${p}`),
      ...figureProblems(operator, operatorSourceFile, destinations, courses, new Date()),
    ];
    if (problems.length) throw new OperatorSettingsError(problems.join('\n'));
    return { source: operatorSourceFile };
  },
});

/** A university removed that a page, an article or an answer still names: the build names the file and the line. */
class RemovedNameError extends Error {}

/**
 * The checks across every content file, run once per build (over content/operator.json, as the
 * settings' are): a university removed lives on in no page, article or answer (its names, found in
 * git: tooling/removed-names.ts).
 */
const acrossFilesCollection = defineCollection({
  name: 'acrossFiles',
  directory: 'content',
  include: 'operator.json',
  parser: 'json',
  schema: z.looseObject({}),
  transform: () => {
    const mentions = removedNameMentions(removedUniversities(), contentTexts());
    if (mentions.length) throw new RemovedNameError(mentions.join('\n'));
    return { checked: true };
  },
});

/** The data collections (content/data/collections.ts). */
const dataCollections = [
  dataCollection({ ...universitiesData, check: universityCheck }),
  dataCollection(pricesData),
  dataCollection(coursesData),
  dataCollection(courseCategoriesData),
  dataCollection(neetServicesData),
  dataCollection({ ...countriesData, check: countryCheck }),
  dataCollection({ ...servicesData, check: serviceCheck }),
  dataCollection({ ...chatbotTopicsData, check: chatTopicCheck }),
] as const;

// content-collections skips a file its parser refuses and still succeeds: every data file under
// content/ must parse first, or the build stops naming the file, line and column.
assertContentParses('content');

// A facts file the code reads cannot be deleted (the collection sees only the files that are there).
for (const file of filesReadByCode())
  if (!existsSync(`content/facts/${file}.yaml`)) throw new FactsFileError(codeReadProblems(`content/facts/${file}.yaml`, file, undefined).join('\n'));

export default defineConfig({
  content: [
    articleCollection('content/articles'),
    testimonialCollection('content/testimonials'),
    faqCollection('content/faq'),
    factsCollection('content/facts'),
    operatorCollection,
    acrossFilesCollection,
    ...dataCollections,
    pageCollection(),
    ...editionDataCollections,
  ],
});
