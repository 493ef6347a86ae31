/**
 * The editor's fields made from the zod schemas the build checks with: the one translation from a
 * schema (its fields, labels, hints, limits and messages) to Sveltia CMS field options, used by
 * tooling/cms-config.ts and its collection files (cms-*-collection(s).ts).
 */
import { z } from 'zod';
import { SLUG } from '@/content/articles/schema';

/** The rich-text toolbar's buttons this generator writes (Sveltia's names). */
export type RichTextButton = 'bold' | 'italic' | 'code' | 'link' | 'heading-two' | 'heading-three' | 'quote' | 'bulleted-list' | 'numbered-list';

/** A field of the editor (the subset of Sveltia's field options this generator writes). */
export type CmsField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'datetime' | 'select' | 'list' | 'object' | 'image' | 'markdown' | 'hidden' | 'relation';
  required?: false;
  hint?: string;
  i18n?: boolean | 'duplicate';
  default?: unknown;
  // string
  type?: 'email' | 'url' | 'date';
  pattern?: [string, string];
  maxlength?: number;
  // datetime
  format?: string;
  // number
  value_type?: 'int';
  min?: number;
  max?: number;
  // select
  /** A value, or a value with the name staff see for it. */
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  // relation: an item of another collection, saved as its file name
  collection?: string;
  value_field?: string;
  display_fields?: string[];
  search_fields?: string[];
  // list and object
  field?: CmsField;
  fields?: CmsField[];
  summary?: string;
  label_singular?: string;
  collapsed?: boolean;
  // image
  accept?: string;
  // markdown
  modes?: ('raw' | 'rich_text')[];
  buttons?: RichTextButton[];
  editor_components?: string[];
};

// ---------------------------------------------------------------------------------------------
// zod schema → fields. zod 4 exposes a schema's definition as `_zod.def` for introspection and its
// `.meta()` in the global registry.

type AnySchema = z.ZodType;
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  error?: (issue?: unknown) => unknown;
};
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
  entries?: Record<string, string>;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  defaultValue?: unknown;
};
const defOf = (schema: AnySchema) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema without its optional/default/preprocess wrappers, with the metadata found on the way (the outermost wins). */
function unwrap(schema: AnySchema) {
  let base = schema;
  let meta: { title?: string; description?: string } = {};
  let defaultValue: unknown;
  for (;;) {
    meta = { ...(z.globalRegistry.get(base) as typeof meta | undefined), ...meta };
    const def = defOf(base);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') {
      if (def.type === 'default') defaultValue = def.defaultValue;
      base = def.innerType!;
    } else if (def.type === 'pipe') {
      // z.preprocess(fn, schema): the value the file holds is checked by the schema after the step.
      base = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    } else break;
  }
  return { base, def: defOf(base), meta, defaultValue, optional: schema.isOptional() };
}

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** The message a regex check gives, for the editor to show before saving. */
function checkMessage(check: CheckDef, fallback: string): string {
  const message = check.error?.();
  return typeof message === 'string' ? message : fallback;
}

/**
 * Text for a hint or description: Sveltia renders them as (limited) Markdown and drops anything
 * that looks like an HTML tag ("/blog/<file name>/" would lose "<file name>"), so <, > and & are
 * written as character references, which it shows as the characters.
 */
export const hintText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Without the keys an override set to undefined (to drop an option the widget does not take). */
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export type FieldOptions = {
  /** Options merged into the field at a dotted path ("cover.src"): widget choices the schema cannot say (an image picker, a multi-line box). */
  overrides?: Record<string, Partial<CmsField>>;
  /** Top-level fields' translation modes, inherited by their subfields (articles: one file per language)… */
  i18n?: Record<string, CmsField['i18n']>;
  /** …and the mode of the fields not listed; none: the collection is not translated. */
  defaultI18n?: CmsField['i18n'];
};

/** What staff see for a field its schema leaves untitled whose key means nothing to them ("hash", "id"). */
const UNTITLED: Record<string, { label: string; hint: string }> = {
  id: {
    label: 'Link name (#…)',
    hint: 'The name after # in a link to this part of the page, e.g. /contact#form: lower-case words joined by hyphens. Changing it breaks links to it.',
  },
  hash: {
    label: 'Jumps to (#…)',
    hint: 'The part of this page the button takes the visitor to: # and that part’s link name, e.g. #contact-form.',
  },
};

/** What a regex check is called when its schema gives no message. */
const patternMessage = (pattern: RegExp, fallback?: string) =>
  pattern.source === SLUG.source ? 'lower-case words joined by hyphens, e.g. september-intake' : (fallback ?? 'not in the expected form');

function fieldOf(name: string, schema: AnySchema, path: string, options: FieldOptions, i18n?: CmsField['i18n']): CmsField {
  const { base, def, meta, defaultValue, optional } = unwrap(schema);
  const unnamed = meta.title ? undefined : UNTITLED[name];
  const common: CmsField = { name, label: meta.title ?? unnamed?.label ?? name, widget: 'string' };
  const hint = meta.description ?? unnamed?.hint;
  if (hint) common.hint = hintText(hint);
  if (optional) common.required = false;
  if (i18n !== undefined) common.i18n = i18n;
  const checks = checksOf(def);
  const field = ((): CmsField => {
    switch (def.type) {
      case 'string': {
        if (def.format === 'date') return { ...common, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
        const out: CmsField = { ...common, widget: 'string' };
        if (def.format === 'email') out.type = 'email';
        if (def.format === 'url') out.type = 'url';
        const regex = checks.find((c) => c.check === 'string_format' && c.format === 'regex' && c.pattern);
        if (regex) out.pattern = [regex.pattern!.source, checkMessage(regex, patternMessage(regex.pattern!, meta.description))];
        const max = checks.find((c) => c.check === 'max_length')?.maximum;
        if (max !== undefined) out.maxlength = max;
        return out;
      }
      case 'number': {
        const out: CmsField = { ...common, widget: 'number' };
        const integer = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
        if (integer) out.value_type = 'int';
        for (const c of checks) {
          if (c.check === 'greater_than' && c.value !== undefined) out.min = c.inclusive ? c.value : integer ? c.value + 1 : c.value;
          if (c.check === 'less_than' && c.value !== undefined) out.max = c.inclusive ? c.value : integer ? c.value - 1 : c.value;
        }
        return out;
      }
      case 'boolean':
        return { ...common, widget: 'boolean' };
      case 'enum':
        return { ...common, widget: 'select', options: Object.values(def.entries!), ...(defaultValue !== undefined && { default: defaultValue }) };
      case 'array': {
        const item = unwrap(def.element!);
        const min = checks.find((c) => c.check === 'min_length')?.minimum;
        const bounds = min ? { min } : {};
        if (item.def.type === 'enum') return { ...common, widget: 'select', multiple: true, options: Object.values(item.def.entries!), ...bounds };
        if (item.def.type === 'object') {
          const fields = fieldsOf(item.base, `${path}.`, options, i18n);
          const title = fields.find((f) => ['name', 'question', 'title'].includes(f.name)) ?? fields[0];
          return {
            ...common,
            widget: 'list',
            ...(item.meta.title && { label_singular: item.meta.title }),
            summary: `{{fields.${title.name}}}`,
            collapsed: true,
            fields,
            ...bounds,
          };
        }
        return {
          ...common,
          widget: 'list',
          field: { ...fieldOf(name, def.element!, `${path}[]`, options, i18n), label: item.meta.title ?? common.label },
          ...bounds,
        };
      }
      case 'object':
        return { ...common, widget: 'object', fields: fieldsOf(base, `${path}.`, options, i18n) };
      default:
        throw new Error(`tooling/cms-config.ts: no editor widget for ${path} (zod ${def.type})`);
    }
  })();
  return defined({ ...field, ...options.overrides?.[path] });
}

/** The editor's fields for a zod object schema, in the schema's order. */
export function fieldsOf(schema: AnySchema, prefix = '', options: FieldOptions = {}, i18n?: CmsField['i18n']): CmsField[] {
  const { def } = unwrap(schema);
  if (def.type !== 'object') throw new Error(`tooling/cms-config.ts: ${prefix || 'the schema'} is not an object`);
  return Object.entries(def.shape!).map(([name, field]) =>
    fieldOf(name, field, `${prefix}${name}`, options, prefix ? i18n : name in (options.i18n ?? {}) ? options.i18n![name] : options.defaultI18n),
  );
}
