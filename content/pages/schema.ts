/**
 * The words of a page (content/pages/<en|te|hi>/<page>.yaml): one file per page and language,
 * checked at build against the page's schema (content/pages/<page>.schema.ts, listed in
 * ./registry.ts) and edited in /admin/ as a form (tooling/cms-pages-collection.ts). Every page file
 * starts with `meta`, the words search engines and menus show; a page adds its own sections.
 *
 * The English file is complete. A Telugu or Hindi file gives the words it translates, at any depth:
 * what it leaves out is the English words, listed for the reviewer (./index.ts `fallback`). A list
 * follows the English one item by item. Fields marked `shared()` (an icon, a link target, a number)
 * are set once, in the English file; a translation's copy of one is ignored.
 */
import { z } from 'zod';
import { text } from '@/content/articles/schema';
import { isShared } from '@/content/data/schema';

export { text } from '@/content/articles/schema';
export { iconName, shared } from '@/content/data/schema';

/** A page's menu label, title, description and keywords (the route registry, content/routes.ts, keeps its path). */
export const pageMeta = z
  .strictObject({
    label: text('the page’s short name in menus and breadcrumbs').meta({ title: 'Menu label' }),
    title: text('the page’s title').meta({
      title: 'Title',
      description: 'Shown in the browser tab and by search engines; the company name is added after it.',
    }),
    description: text('one or two sentences about the page').meta({
      title: 'Description',
      description: 'The summary search engines show under the title: one or two sentences, about 150 characters.',
    }),
    keywords: z
      .array(text('a keyword'))
      .min(1, { error: 'at least one keyword' })
      .meta({ title: 'Keywords', description: 'Words and phrases a family might search for.' }),
  })
  .meta({ title: 'Page title and description' });

/** A page's schema: its `meta`, then its own sections. */
export const pageSchema = <S extends z.ZodRawShape>(title: string, shape: S) => z.strictObject({ meta: pageMeta, ...shape }).meta({ title });

/** A page with no words but its title, description and keywords (its words are elsewhere: data collections, articles). */
export const metaOnlyPage = (title: string) => pageSchema(title, {});

type AnySchema = z.ZodType;

/** The schema under `.optional()`, `.default()` and the like. */
function unwrapped(schema: AnySchema): AnySchema {
  let s = schema as z.ZodType & { def: { type: string; innerType?: AnySchema } };
  while (s.def.innerType && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional'].includes(s.def.type)) s = s.def.innerType as typeof s;
  return s;
}

/** Is the schema (or what it wraps) marked `shared()`? */
const sharedDeep = (schema: AnySchema): boolean => isShared(schema) || (unwrapped(schema) !== schema && sharedDeep(unwrapped(schema)));

/**
 * The schema of a Telugu or Hindi file: every word optional at every depth, lists no longer than
 * their English ones are checked by the loader; a shared field accepted (the editor may copy it) and
 * ignored.
 */
export const translationOfPage = (schema: AnySchema): AnySchema => translated(schema).optional();

function translated(schema: AnySchema): AnySchema {
  if (sharedDeep(schema)) return z.unknown();
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject)
    return z.strictObject(Object.fromEntries(Object.entries(inner.shape as Record<string, AnySchema>).map(([key, field]) => [key, translationOfPage(field)])));
  if (inner instanceof z.ZodArray) return z.array(translated(inner.element as AnySchema));
  return inner;
}

/** The dotted paths of the shared fields ("cards.icon"), for the editor: shown and saved in English only. */
export function sharedPaths(schema: AnySchema, prefix = ''): string[] {
  if (sharedDeep(schema)) return [prefix];
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, AnySchema>).flatMap(([key, field]) => sharedPaths(field, prefix ? `${prefix}.${key}` : key));
  if (inner instanceof z.ZodArray) return sharedPaths(inner.element as AnySchema, prefix);
  return [];
}

/**
 * A value with its shared fields (set once in English: a figure, an icon, a link) left out, at every
 * depth: the words a translation translates. A sign-off is made against these (content/editions/sources.ts),
 * so a change that shows the same in every language asks for no new translation.
 */
export function wordsOnly(schema: AnySchema, value: unknown): unknown {
  if (sharedDeep(schema)) return undefined;
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject && value && typeof value === 'object' && !Array.isArray(value)) {
    const shape = inner.shape as Record<string, AnySchema>;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
        if (!shape[key]) return [[key, v]];
        const words = wordsOnly(shape[key], v);
        return words === undefined ? [] : [[key, words]];
      }),
    );
  }
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((v) => wordsOnly(inner.element as AnySchema, v));
  return value;
}
