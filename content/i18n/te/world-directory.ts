/** Telugu edition of content/world-directory.ts: the World Directory of Medical Schools, as every Telugu page names it (see there). */
import type { worldDirectory as en } from '@/content/world-directory';

export const worldDirectory: Record<keyof typeof en, string> = {
  name: 'వరల్డ్ డైరెక్టరీ ఆఫ్ మెడికల్ స్కూల్స్',
  publishers: 'WFME, FAIMER',
  listed: 'వరల్డ్ డైరెక్టరీ ఆఫ్ మెడికల్ స్కూల్స్ జాబితాలో ఉంది',
  whoFormerly: 'గతంలో దీన్ని WHO ప్రచురించేది',
};
