/** Hindi edition of content/lead.ts (machine-drafted, awaiting native review). */
import type { LeadTexts } from '@/content/lead';

export const leadTexts: LeadTexts = {
  successTitle: 'धन्यवाद!',
  successMessage: 'आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  failureTitle: 'ओह!',
  fallbackError: 'कुछ गड़बड़ हो गई',
  nonError: 'संदेश नहीं भेजा जा सका। कृपया दोबारा कोशिश करें।',
  timeout: 'सर्वर ने जवाब देने में बहुत देर लगा दी। कृपया अपना कनेक्शन जाँचें और दोबारा कोशिश करें।',
  network: 'हम अपने सर्वर तक नहीं पहुँच सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और दोबारा कोशिश करें।',
  sending: 'भेजा जा रहा है...',
};
