/** Hindi edition of content/world-directory.ts: the World Directory of Medical Schools, as every Hindi page names it (see there). */
import type { worldDirectory as en } from '@/content/world-directory';

export const worldDirectory: Record<keyof typeof en, string> = {
  name: 'वर्ल्ड डायरेक्टरी ऑफ़ मेडिकल स्कूल्स',
  publishers: 'WFME और FAIMER',
  listed: 'वर्ल्ड डायरेक्टरी ऑफ़ मेडिकल स्कूल्स में शामिल',
  whoFormerly: 'पहले इसे WHO प्रकाशित करता था',
};
