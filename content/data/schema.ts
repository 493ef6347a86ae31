/**
 * The building blocks of a data collection's schema (content/<collection>/schema.ts): one YAML file
 * per item and language, content/<collection>/<language>/<id>.yaml. The English file is complete; a
 * Telugu or Hindi file gives only the fields it translates, and a field it leaves out is shown in
 * English, marked as such (content/data/localize.ts). Figures the three languages share (a price, a
 * count, an address, an image) are marked `shared()`: they live once, in the English file, and the
 * editor (tooling/cms-data-collections.ts) shows them in English only.
 */
import { icons } from 'lucide';
import { z } from 'zod';
import { IMAGE_EXTENSIONS, IMAGE_PATH, SLUG } from '@/content/articles/schema';
import { LOCALES, type Locale } from '@/lib/locale';

export const DATA_LANGUAGES = LOCALES;
export type DataLanguage = Locale;

/** A data file as the build leaves it (tooling/data-collection.ts). */
export type DataDocument = {
  id: string;
  language: DataLanguage;
  /** The file, for messages: content/<collection>/<language>/<id>.yaml. */
  source: string;
  /** The checked fields, as JSON text (content-collections' types accept only plain data). */
  data: string;
  /** Each image field's size in pixels, by field name. */
  images: Record<string, { width: number; height: number }>;
};

/**
 * Where the build also writes a collection's files as JSON (tooling/data-collection.ts), for the
 * loaders (content/<name>/index.ts) to import: a JSON import is typed from its content, so they need
 * not go through the generated `content-collections` types, which the type checker reaches through
 * the site's own modules (a cycle).
 */
export const dataJsonPath = (directory: string) => `.content-collections/data/${directory.replace(/\//g, '-')}.json`;

/** An item's file name, its id: lower-case words joined by hyphens. */
export const DATA_ID = SLUG;

/** Fields set once for every language, in the English file. */
const sharedFields = z.registry<{ shared: true }>();
/** Fields holding an image path: the build reads the image's width and height. */
const imageFields = z.registry<{ image: true }>();

/** Marks a top-level field as the same in every language: only the English file holds it (outermost: `.optional()` or `.meta()` after it make a new schema). */
export const shared = <S extends z.ZodType>(schema: S): S => {
  sharedFields.add(schema, { shared: true });
  return schema;
};

export const isShared = (schema: z.ZodType) => sharedFields.has(schema);
export const isImageField = (schema: z.ZodType) => imageFields.has(schema);

/** An image the site publishes (an upload under /media/ or a drawing under /images/); shared by the languages. */
export const imagePath = (title: string, description?: string) =>
  shared(
    z
      .string()
      .regex(IMAGE_PATH, { error: `an uploaded image under /media/ (or /images/), a ${IMAGE_EXTENSIONS.join(', ')} file` })
      .meta({ title, ...(description && { description }) })
      .register(imageFields, { image: true }),
  );

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** A lucide icon by its name (https://lucide.dev/icons: "dollar-sign", "graduation-cap"); a page draws it. */
export const iconName = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'an icon name from lucide.dev/icons, e.g. graduation-cap' })
  .refine((name) => pascal(name) in icons, { error: 'no such icon: pick a name from lucide.dev/icons, e.g. graduation-cap' });

/** The drawing of a named icon (server side: the lookup holds every icon). */
export const iconNode = (name: string) => {
  const node = icons[pascal(name) as keyof typeof icons];
  if (!node) throw new Error(`no lucide icon named "${name}"`);
  return node;
};

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodObject) => schema.shape as Shape;

/** The fields a Telugu or Hindi file may give. */
export const translatableKeys = (schema: z.ZodObject) =>
  Object.entries(shapeOf(schema))
    .filter(([, field]) => !isShared(field))
    .map(([key]) => key);

/** The fields only the English file holds. */
export const sharedKeys = (schema: z.ZodObject) =>
  Object.entries(shapeOf(schema))
    .filter(([, field]) => isShared(field))
    .map(([key]) => key);

/** The schema of a Telugu or Hindi file: the translatable fields, each optional. */
export const translationOf = (schema: z.ZodObject) =>
  z.strictObject(Object.fromEntries(translatableKeys(schema).map((key) => [key, shapeOf(schema)[key].optional()])));
