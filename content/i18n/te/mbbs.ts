/** Telugu edition of content/mbbs.ts: the words are content/pages/te/mbbs.yaml (machine-drafted, awaiting native review). */
import { mbbsIn } from '@/content/mbbs';

export const mbbs = mbbsIn('te');
