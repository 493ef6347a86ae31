/**
 * Every control the framework drives sits inside an island whose trigger starts it.
 *
 * The framework starts only when a visitor reaches for an island (`data-island`,
 * components/ui/island.tsx; the loader, tooling/deferred-scripts.ts). A client component rendered
 * outside one waits for some other island's start, which on most visits never comes: the MBBS
 * check's form once sat in no island, and "Check the offer" sent it natively and showed nothing.
 * This check reads each exported page's React payload (the tree React hydrates: every element the
 * server rendered, and every client component with its place in it) and refuses:
 * - a client component outside every island, unless it is one of NATIVE_FIRST, which work from
 *   the HTML alone (their script only adds to what already answers);
 * - a form, field or button the server rendered outside every island that has no answer of its own:
 *   a button opens a popover or a dialog by the HTML (`popovertarget`, `commandfor`), or is one the
 *   page's inline script answers (lib/shell-script.ts); a form is sent by the browser to another
 *   page or the form service (an `action` that is not the page itself), and its fields and submit
 *   button with it; an element given a button's or a tab's role is refused.
 * Each problem names the page and the element (its tag or component, its id, name or words).
 */
import { runInNewContext } from 'node:vm';
import { SHELL_ATTR } from '@/lib/shell-script';

/** Client components that work before and without the framework, wherever they sit (what their script adds waits for any island). */
export const NATIVE_FIRST: Record<string, string> = {
  FrameworkReady: 'says when React has hydrated the page; renders nothing',
  ClientNavigation: 'client-side navigation once React runs; links work natively before',
  MobileMenu: 'a native popover opened by its button (popovertarget); script adds closing on navigation and focus',
  LanguageSwitcher: 'plain links rendered with the page path',
  ModalButton: 'opens its <dialog> by invoker command (commandfor; tooling/invoker-fallback.ts where a browser lacks it)',
};

/** Next.js's own client components (the router's frame around every page). Ours are named exports; its are `default` or these. */
const NEXT_INTERNAL = new Set(['default', 'OutletBoundary', 'ViewportBoundary', 'MetadataBoundary', 'IconMark', 'ClientPageRoot', 'ClientSegmentRoot']);

const FIELDS = new Set(['input', 'select', 'textarea']);

type Row = { kind: 'client'; name: string } | { kind: 'model'; json: string } | { kind: 'other' };

/** The RSC stream of a payload script (tooling/deferred-scripts.ts takePayloadOut), as the loader runs it. */
export function payloadStream(js: string): string {
  const context: { self: { __next_f?: unknown[][] } } = { self: {} };
  runInNewContext(js, context, { timeout: 1000 });
  return (context.self.__next_f ?? [])
    .filter((entry) => entry[0] === 1)
    .map((entry) => entry[1] as string)
    .join('');
}

/** The stream's rows by id: `id:I[…]` client references, `id:<json>` models, `id:T<hex length>,<text>` texts. */
export function payloadRows(stream: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  const bytes = Buffer.from(stream, 'utf8');
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString('utf8');
    const tag = String.fromCharCode(bytes[colon + 1]);
    if (tag === 'T') {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(bytes.subarray(colon + 2, comma).toString('utf8'), 16);
      rows.set(id, { kind: 'other' });
      at = comma + 1 + length;
      continue;
    }
    let end = bytes.indexOf(0x0a, colon);
    if (end < 0) end = bytes.length;
    const line = bytes.subarray(colon + 1, end).toString('utf8');
    if (tag === 'I') {
      const [, , name] = JSON.parse(line.slice(1)) as [unknown, unknown, string];
      rows.set(id, { kind: 'client', name });
    } else if (/^[[{"\d-]|^(true|false|null)/.test(line)) rows.set(id, { kind: 'model', json: line });
    else rows.set(id, { kind: 'other' });
    at = end + 1;
  }
  // A reference's name may itself be a row (`"$14"` → `14:"ViewportBoundary"`).
  for (const [id, row] of rows) {
    if (row.kind !== 'client' || !/^\$[0-9a-f]+$/.test(row.name)) continue;
    const named = rows.get(row.name.slice(1));
    if (named?.kind === 'model') rows.set(id, { kind: 'client', name: JSON.parse(named.json) as string });
  }
  return rows;
}

type Props = Record<string, unknown>;

/** A reference to another row: `$5`, a lazy element `$L13`, a map `$Q12`, a set `$W…`, a promise `$@3d`. */
const REFERENCE = /^\$[LQW@]?([0-9a-f]+)$/;

/** What a visitor would call the element: its id, name, label or first words. */
function describe(tag: string, props: Props): string {
  const words = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Array.isArray(value)
        ? value.map(words).join(' ')
        : value && typeof value === 'object' && 'children' in value
          ? words((value as Props).children)
          : '';
  const text = words(props.children).replace(/\s+/g, ' ').trim().slice(0, 40);
  const name = props.id ?? props.name ?? props['aria-label'] ?? (text || undefined);
  return name ? `<${tag}> "${String(name)}"` : `<${tag}>`;
}

const nativeAction = (action: unknown) => typeof action === 'string' && action !== '' && !action.startsWith('?') && !action.startsWith('#');

/** Problems in one page's payload (empty when every control is reached by its island or answers natively). */
export function islandProblems(stream: string, page: string): string[] {
  const rows = payloadRows(stream);
  const problems = new Set<string>();
  const seen = new Set<string>();

  type Context = { island: boolean; form: 'none' | 'native' | 'other' };
  const visit = (value: unknown, ctx: Context): void => {
    if (typeof value === 'string') {
      const ref = REFERENCE.exec(value);
      const row = ref && rows.get(ref[1]);
      if (row?.kind === 'model') {
        const key = `${ref![1]}:${ctx.island}:${ctx.form}`;
        if (seen.has(key)) return;
        seen.add(key);
        visit(JSON.parse(row.json), ctx);
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (!Array.isArray(value)) {
      for (const v of Object.values(value)) visit(v, ctx);
      return;
    }
    if (value[0] !== '$' || value.length < 4 || typeof value[1] !== 'string') {
      for (const v of value) visit(v, ctx);
      return;
    }
    const type = value[1];
    const props = (value[3] ?? {}) as Props;
    const ref = REFERENCE.exec(type);
    if (ref) {
      const row = rows.get(ref[1]);
      if (row?.kind === 'client' && !ctx.island && !NEXT_INTERNAL.has(row.name) && !(row.name in NATIVE_FIRST))
        problems.add(
          `${page}: the client component ${row.name} is outside every island (components/ui/island.tsx): it answers no visitor until another island starts the framework`,
        );
      if (row?.kind === 'model') visit(type, ctx);
      visit(props, ctx);
      return;
    }
    if (type.startsWith('$')) {
      visit(props, ctx);
      return;
    }
    const next: Context = { ...ctx, island: ctx.island || props['data-island'] !== undefined };
    if (!next.island) {
      const role = props.role;
      if (type === 'form') {
        next.form = nativeAction(props.action) ? 'native' : 'other';
        if (next.form === 'other')
          problems.add(`${page}: ${describe(type, props)} is outside every island and the browser cannot send it anywhere useful (no action of its own)`);
      } else if (FIELDS.has(type) && ctx.form !== 'native') {
        problems.add(`${page}: ${describe(type, props)} is outside every island and every form the browser sends`);
      } else if (type === 'button') {
        const native =
          props.popoverTarget !== undefined ||
          props.commandfor !== undefined ||
          props.command !== undefined ||
          props[SHELL_ATTR.themeToggle] !== undefined ||
          props[SHELL_ATTR.mapShow] !== undefined ||
          (ctx.form === 'native' && props.type !== 'button');
        if (!native) problems.add(`${page}: ${describe(type, props)} is outside every island and does nothing without the framework`);
      } else if (role === 'button' || role === 'tab') {
        problems.add(`${page}: ${describe(type, props)} (role ${String(role)}) is outside every island and does nothing without the framework`);
      }
    }
    visit(props, next);
  };

  const root = rows.get('0');
  if (root?.kind === 'model') visit(JSON.parse(root.json), { island: false, form: 'none' });
  return [...problems];
}

/** Thrown by the build when a page has a control that would answer no visitor. */
export class IslandCheckError extends Error {
  constructor(problems: string[]) {
    super(
      `${problems.length} control(s) would not answer a visitor:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Put each inside an <Island> (components/ui/island.tsx) whose start suits it, or make it work from the HTML alone.',
    );
    this.name = 'IslandCheckError';
  }
}
