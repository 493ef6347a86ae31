/**
 * The line under every lead form that links the privacy notice. Kept apart from content/privacy.ts,
 * which reads the operator's facts, so a form's script carries only these few words.
 */
export type PrivacyNoteContent = { text: string; link: string };

export const privacyNote: PrivacyNoteContent = {
  text: 'We use these details only to answer your enquiry. They reach us through our form service, Web3Forms.',
  link: 'Privacy notice',
};
