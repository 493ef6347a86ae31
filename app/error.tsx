'use client';

/** The error view (spec 000 §8): titled "Unexpected Application Error!", showing the message. */
export default function ErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const message =
    error instanceof Error ? error.message : typeof error === 'object' && error && 'status' in error ? String((error as { status: unknown }).status) : String(error);
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 pt-32 pb-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-red-800 dark:bg-red-950 dark:text-red-200">{message || 'Unknown error'}</p>
      <button type="button" onClick={() => retry()} className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        Try again
      </button>
    </section>
  );
}
