/** Short claims under a page hero's calls to action. */
export function HeroBadges({ items, center = true }: { items: string[]; center?: boolean }) {
  return (
    <ul className={`mt-8 flex flex-wrap gap-3 ${center ? 'justify-center' : ''}`}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/25">
          {item}
        </li>
      ))}
    </ul>
  );
}
