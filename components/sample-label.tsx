import { contentFor } from '@/content/i18n';
import { renderLocale } from '@/lib/render-locale';

/**
 * The visible mark on content that is a stand-in, not the business's own (content/samples.ts), in the
 * page's language. Shown only by preview builds: a release build refuses sample content.
 */
export function SampleLabel({ className = '' }: { className?: string }) {
  const { a11y } = contentFor(renderLocale()).shell;
  return (
    <span
      data-sample=""
      title={a11y.sampleTitle}
      className={`inline-block rounded-md bg-amber-100 px-2 py-0.5 align-middle text-xs font-bold tracking-wide text-amber-950! uppercase ring-1 ring-amber-800/40 dark:bg-amber-950 dark:text-amber-100! dark:ring-amber-300/40 ${className}`}
    >
      {a11y.sample}
    </span>
  );
}
