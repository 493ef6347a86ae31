/**
 * The visible mark on content that is a stand-in, not the business's own (lib/samples.ts). Shown
 * only by preview builds: a release build refuses sample content.
 */
export function SampleLabel({ className = '' }: { className?: string }) {
  return (
    <span
      data-sample=""
      title="Sample content: replace it with the business's own before launch"
      className={`inline-block rounded-md bg-amber-100 px-2 py-0.5 align-middle text-xs font-bold tracking-wide text-amber-950! uppercase ring-1 ring-amber-800/40 dark:bg-amber-950 dark:text-amber-100! dark:ring-amber-300/40 ${className}`}
    >
      Sample
    </span>
  );
}
