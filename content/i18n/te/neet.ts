/** Telugu edition of the NEET page: its words are content/pages/te/neet.yaml and content/neet-services/te/. */
import { neetIn, type NeetContent } from '@/content/neet';

export const neet: NeetContent = neetIn('te');
