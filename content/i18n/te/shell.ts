/** Telugu: the words of the page shell, from content/pages/te/shell.yaml (content/shell.ts). */
import { shellIn } from '@/content/shell';

export { errorView } from './error-view';

export const shell = shellIn('te');
