import { site } from '@/content/site';

/** The logo: an inline mark (no image request), the company's short name and a tagline in the page's language. */
export function Logo({ tagline }: { tagline: string }) {
  return (
    <>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <circle cx="20" cy="20" r="19" className="fill-brand-700 dark:fill-brand-500" />
        <path d="M8 22c6-9 18-9 24 0" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M20 9l10 5-10 5-10-5z" fill="#fff" />
        <path d="M14 17v4c0 2 3 3.5 6 3.5s6-1.5 6-3.5v-4" fill="none" stroke="#fff" strokeWidth="2" />
        <circle cx="20" cy="30" r="2.2" fill="#fdba74" />
      </svg>
      <span className="text-lg leading-tight font-extrabold text-slate-900 dark:text-white">
        {site.shortName}
        <span className="block text-[0.65rem] font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">{tagline}</span>
      </span>
    </>
  );
}
