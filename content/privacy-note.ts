/**
 * The line under every lead form that links the privacy notice. Kept apart from content/privacy.ts,
 * which reads the operator's facts, so a form's script carries only these few words.
 */
export type PrivacyNoteContent = { text: string; link: string };

export const privacyNote: PrivacyNoteContent = {
  text: 'We use these details only to answer your enquiry. They reach us through our form service, Web3Forms, with a reference, this page’s address, where your visit began (page, linking site, campaign tags) and the form’s language and name, so we can answer in your language and know what brought you. Without a connection they wait in this browser for up to 7 days.',
  link: 'Privacy notice',
};
