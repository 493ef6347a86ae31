/** Telugu: the words of site search (content/search.ts): they are content/pages/te/search.yaml. */
import { searchIn } from '@/content/search';

export const search = searchIn('te');
