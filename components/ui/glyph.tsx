import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * The one icon component: a decorative Lucide icon (its shapes are plain data from the `lucide`
 * package, `import { Menu } from 'lucide'`), drawn as a 24 × 24 stroked SVG that inherits the text
 * colour and is hidden from assistive technology (every icon here sits beside words that say the
 * same). No hooks, no context: in a server component it is plain SVG in the HTML, in a client
 * island a few hundred bytes.
 *
 * Not lucide-react: its 1.x icon component is a client component ("use client"), so each icon on
 * a server-rendered page became a client reference that shipped lucide-react's runtime in every
 * page's first load (1.2 KB gzip) and was hydrated one by one (58 icons on /countries).
 *
 * The stroke (none fill, current colour, width 2, round caps and joins) is the `.glyph` rule of
 * app/globals.css rather than five attributes on every icon: a page of sixty icons carried them
 * sixty times in its HTML and again in its React payload.
 */
export function Glyph({ icon, className }: { icon: IconNode; className?: string }) {
  // The shapes given one by one, not as an array: they need no keys, and the React payload
  // carries none (a page of sixty icons had an index key on each shape).
  return createElement(
    'svg',
    { width: '24', height: '24', viewBox: '0 0 24 24', className: className ? `glyph ${className}` : 'glyph', 'aria-hidden': 'true' },
    ...icon.map(([tag, attrs]) => createElement(tag, attrs)),
  );
}
