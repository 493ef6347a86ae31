/** Telugu edition of content/privacy-note.ts: machine-drafted, awaiting native review. */
import type { PrivacyNoteContent } from '@/content/privacy-note';

export const privacyNote: PrivacyNoteContent = {
  text: 'ఈ వివరాలను మీ ప్రశ్నకు జవాబివ్వడానికి మాత్రమే ఉపయోగిస్తాం. ఇవి మా ఫారం సేవ అయిన Web3Forms ద్వారా మాకు చేరతాయి; వాటితో పాటు ఒక రిఫరెన్స్ నంబర్, ఈ పేజీ చిరునామా, మీ సందర్శన ఎక్కడ మొదలైందో (పేజీ, లింక్ ఇచ్చిన సైట్, క్యాంపెయిన్ ట్యాగ్‌లు), ఫారం భాష, ఫారం పేరు కూడా వస్తాయి. దీనివల్ల మీ భాషలో జవాబివ్వగలం, మీరు మమ్మల్ని ఎలా చేరారో తెలుసుకోగలం. కనెక్షన్ లేకపోతే ఇవి ఈ బ్రౌజర్‌లోనే 7 రోజుల వరకు వేచి ఉంటాయి.',
  link: 'గోప్యతా నోటీసు',
};
