/** Hindi: the privacy note under the lead forms, from content/pages/hi/privacy-note.yaml (content/privacy-note.ts). */
import { privacyNoteIn } from '@/content/privacy-note';

export const privacyNote = privacyNoteIn('hi');
