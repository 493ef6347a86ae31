/** Hindi edition of content/privacy-note.ts (machine-drafted, awaiting native review). */
import type { PrivacyNoteContent } from '@/content/privacy-note';

export const privacyNote: PrivacyNoteContent = {
  text: 'हम इस जानकारी का उपयोग केवल आपके सवाल का जवाब देने के लिए करते हैं। यह हमारी फ़ॉर्म सेवा, Web3Forms, के ज़रिए हम तक पहुँचती है, और इसके साथ एक रेफ़रेंस नंबर, इस पेज का पता, आपकी विज़िट कहाँ से शुरू हुई (पेज, लिंक देने वाली साइट, कैंपेन टैग) और फ़ॉर्म की भाषा व नाम भी आते हैं, ताकि हम आपकी भाषा में जवाब दे सकें और जान सकें कि आप हम तक कैसे पहुँचे। कनेक्शन न होने पर यह जानकारी 7 दिनों तक इसी ब्राउज़र में रुकी रहती है।',
  link: 'गोपनीयता सूचना',
};
