/** Hindi edition of content/privacy-note.ts (machine-drafted, awaiting native review). */
import type { PrivacyNoteContent } from '@/content/privacy-note';

export const privacyNote: PrivacyNoteContent = {
  text: 'हम इस जानकारी का उपयोग केवल आपके सवाल का जवाब देने के लिए करते हैं। यह जानकारी हमारी फ़ॉर्म सेवा, Web3Forms, के ज़रिए हम तक पहुँचती है।',
  link: 'गोपनीयता सूचना',
};
