/** Telugu edition of content/nofee.ts: its words are content/pages/te/nofee.yaml. */
import { nofeeIn, type NofeeContent } from '@/content/nofee';

export const nofee: NofeeContent = nofeeIn('te');
