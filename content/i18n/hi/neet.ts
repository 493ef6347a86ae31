/** Hindi edition of the NEET page: its words are content/pages/hi/neet.yaml and content/neet-services/hi/. */
import { neetIn, type NeetContent } from '@/content/neet';

export const neet: NeetContent = neetIn('hi');
