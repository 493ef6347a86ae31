/**
 * The line under every lead form that links the privacy notice. Plain markup, safe inside client
 * islands: it imports neither the route registry nor the site config nor the page files (its words
 * come as a prop), so it adds a few bytes to a form's script, not the registry. `PRIVACY_PATH` equals href('privacy') (checked in the unit test);
 * an edition's words carry their own notice's address (`href`).
 */
import type { PrivacyNoteContent } from '@/content/privacy-note';

export const PRIVACY_PATH = '/privacy/';

export function PrivacyNote({
  className = '',
  note: privacyNote,
}: {
  className?: string;
  /** The words in the page's language, from the server (content/privacy-note.ts). */ note: PrivacyNoteContent;
}) {
  return (
    <p className={`text-xs text-slate-600 dark:text-slate-300 ${className}`}>
      {privacyNote.text}{' '}
      <a href={privacyNote.href ?? PRIVACY_PATH} className="font-semibold text-brand-700 underline dark:text-brand-300">
        {privacyNote.link}
      </a>
    </p>
  );
}
