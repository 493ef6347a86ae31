/**
 * A field's place as the editor (/admin/) shows it, for the build's messages: each field by its
 * label (the schema's `.meta()` title, the label the editor's form gives it) and each list item by
 * its position counted from one: "Follow-ups, item 1 → Partner universities, item 3", where the data
 * path is followUps.0.universities.2. A key the schema does not title is named as it is written.
 */
import { z } from 'zod';

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema without its optional/default/pipe wrappers, with the title found on the way (the outermost wins). */
function unwrap(schema: z.ZodType): { def: Def; title?: string } {
  let base = schema;
  let title: string | undefined;
  for (;;) {
    title ??= (z.globalRegistry.get(base) as { title?: string } | undefined)?.title;
    const def = defOf(base);
    if (['optional', 'nullable', 'default', 'prefault'].includes(def.type)) base = def.innerType!;
    else if (def.type === 'pipe') base = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else return { def, title };
  }
}

/** The editor's name of a field's place in a file of `schema`, from its data path (["followUps", 0, "universities", 2] or "followUps.0.universities.2"). */
export function editorPlace(schema: z.ZodType | undefined, path: readonly PropertyKey[] | string): string {
  const steps = typeof path === 'string' ? (path ? path.split('.') : []) : path;
  const parts: string[] = [];
  let current = schema;
  for (const step of steps) {
    const def = current && unwrap(current).def;
    const index = typeof step === 'number' ? step : /^\d+$/.test(String(step)) ? Number(step) : undefined;
    if (index !== undefined && (!def || def.type === 'array')) {
      const last = parts.pop();
      parts.push(`${last ?? 'the list'}, item ${index + 1}`);
      current = def?.element;
    } else {
      const field = def?.type === 'object' ? def.shape?.[String(step)] : undefined;
      parts.push((field && unwrap(field).title) ?? String(step));
      current = field;
    }
  }
  return parts.join(' → ') || '(the file)';
}
