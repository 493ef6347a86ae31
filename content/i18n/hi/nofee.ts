/** Hindi edition of content/nofee.ts: its words are content/pages/hi/nofee.yaml. */
import { nofeeIn, type NofeeContent } from '@/content/nofee';

export const nofee: NofeeContent = nofeeIn('hi');
