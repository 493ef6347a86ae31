/**
 * Short claims under a page hero's calls to action, one text each ("3k+ Students") so the numbers
 * read as written. `roomy` is the home page's slightly taller pill.
 */
export function HeroBadges({ items, center = true, look = 'compact' }: { items: string[]; center?: boolean; look?: 'compact' | 'roomy' }) {
  const [py, ring] = look === 'roomy' ? ['py-2', 'ring-white/30'] : ['py-1.5', 'ring-white/25'];
  return (
    <ul className={`mt-8 flex flex-wrap gap-3 ${center ? 'justify-center' : ''}`}>
      {items.map((item) => (
        <li key={item} className={`rounded-full bg-white/15 px-4 ${py} text-sm font-semibold text-white ring-1 ${ring}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}
