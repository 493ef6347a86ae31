/**
 * The error view's words in each edition (content/error-view-words/<locale>.ts: one small module per
 * language, which the error view fetches on its own when an error happens). The one place besides
 * lib/locale.ts that names the editions: the compiler asks for a new language's line here.
 */
import type { ErrorViewTexts } from '@/content/error-view';
import { errorView as hi } from '@/content/error-view-words/hi';
import { errorView as te } from '@/content/error-view-words/te';
import type { EditionLocale } from '@/lib/locale';

export const editionErrorViews: Record<EditionLocale, ErrorViewTexts> = { te, hi };
