/** Hindi: the words of the page shell, from content/pages/hi/shell.yaml (content/shell.ts). */
import { shellIn } from '@/content/shell';
import { errorView } from './error-view';

export { errorView };

export const shell = shellIn('hi', errorView);
