import * as flags from 'country-flag-icons/react/3x2';
import type { FlagCode } from '@/content/countries';

export type FlagProps = { code: FlagCode; /** Width in CSS pixels; the height keeps the 3:2 ratio. */ width?: number; className?: string };

/**
 * A country flag from country-flag-icons (MIT), rendered on the server as inline SVG: no request,
 * no client JavaScript, no flag host. Decorative: the country name is always written next to it.
 */
export function Flag({ code, width = 48, className = '' }: FlagProps) {
  const Svg = flags[code];
  return (
    <Svg
      aria-hidden="true"
      focusable="false"
      width={width}
      height={(width * 2) / 3}
      className={`shrink-0 rounded-sm shadow-sm ring-1 ring-black/10 ${className}`}
    />
  );
}
