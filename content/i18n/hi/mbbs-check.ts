/** Hindi edition of content/mbbs-check.ts: the words are content/pages/hi/mbbs-check.yaml (machine-drafted, awaiting native review). The rules' figures come from content/facts/. */
import { mbbsCheckIn } from '@/content/mbbs-check';

export const mbbsCheck = mbbsCheckIn('hi');
