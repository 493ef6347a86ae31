/** Telugu edition of content/privacy-note.ts: machine-drafted, awaiting native review. */
import type { PrivacyNoteContent } from '@/content/privacy-note';

export const privacyNote: PrivacyNoteContent = {
  text: 'ఈ వివరాలను మీ ప్రశ్నకు జవాబివ్వడానికి మాత్రమే ఉపయోగిస్తాం. ఇవి మా ఫారం సేవ అయిన Web3Forms ద్వారా మాకు చేరతాయి.',
  link: 'గోప్యతా నోటీసు',
};
