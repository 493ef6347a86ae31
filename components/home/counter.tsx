export type CounterProps = { value: number; suffix?: string; className?: string };

/**
 * A key figure: its final value in the HTML, drawn in by a scroll-driven CSS animation as it comes
 * into view (`.counter` in app/globals.css) where the browser has one; no script.
 */
export function Counter({ value, suffix = '', className = '' }: CounterProps) {
  // One text node ("3000+", not "3000<!-- -->+"), so the HTML holds the number as readers see it.
  return <span className={`counter inline-block ${className}`}>{`${value}${suffix}`}</span>;
}
