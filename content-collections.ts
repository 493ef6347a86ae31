/**
 * The content that staff edit as files, checked and compiled at build (`content-collections build`,
 * before `next build` and the type check): a file that breaks its schema stops the build, naming
 * the file, the field and what was expected.
 */
import { defineCollection, defineConfig } from '@content-collections/core';
import sharp from 'sharp';
import { z } from 'zod';
import { articleFrontmatter, SLUG } from './content/articles/schema';
import { testimonialFrontmatter } from './content/testimonials/schema';
import { ArticleMarkdownError, compileArticle } from './tooling/article-markdown';

/**
 * An image's size in pixels, read from the file under public/: pages set width and height from it.
 * A phone photo's EXIF orientation is applied (its resized copies are turned upright too).
 */
async function imageSize(src: string, where: string) {
  const { width, height } = await sharp(`public${src}`)
    .metadata()
    .then((meta) => meta.autoOrient ?? meta)
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw new ArticleMarkdownError(`${where}: cover.src: no image at public${src}`);
  return { width, height };
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
      try {
        const { body, ...compiled } = compileArticle(content);
        // The tree travels as JSON text: content-collections' types accept only plain data.
        return {
          ...frontmatter,
          slug,
          language,
          source: where,
          cover: cover && { ...cover, ...(await imageSize(cover.src, where)) },
          ...compiled,
          body: JSON.stringify(body),
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
 * Markdown file each, the frontmatter checked by the schema, the body the quote as plain text.
 */
export const testimonialCollection = (directory: string) =>
  defineCollection({
    name: 'testimonials',
    directory,
    include: '*.md',
    schema: testimonialFrontmatter.extend({ content: z.string() }),
    transform: (document) => {
      const { _meta, content, ...frontmatter } = document;
      const slug = _meta.fileName.replace(/\.md$/, '');
      const where = `${directory}/${_meta.filePath}`;
      if (!SLUG.test(slug)) throw new TestimonialFileError(`${where}: the file name is lower-case words and numbers joined by hyphens, e.g. 140-asha-k.md`);
      const quote = content.trim();
      if (!quote) throw new TestimonialFileError(`${where}: the quote (the text after the frontmatter) is missing`);
      if (/\n\s*\n/.test(quote)) throw new TestimonialFileError(`${where}: the quote is one paragraph (no blank line in it)`);
      // One paragraph: a line break inside it is a space, as in Markdown.
      return { ...frontmatter, content: quote.replace(/\s*\n\s*/g, ' '), slug, source: where };
    },
  });

export default defineConfig({ content: [articleCollection('content/articles'), testimonialCollection('content/testimonials')] });
