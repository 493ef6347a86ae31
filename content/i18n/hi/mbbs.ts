/** Hindi edition of content/mbbs.ts: the words are content/pages/hi/mbbs.yaml (machine-drafted, awaiting native review). */
import { mbbsIn } from '@/content/mbbs';

export const mbbs = mbbsIn('hi');
