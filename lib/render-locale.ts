/**
 * The language of the page being rendered, for Server Components deep in the tree (the Link
 * component, the shell, the forms' wrappers) without threading a prop through every section.
 * React's `cache` scopes the value to one render: an edition's root layout and its page set it from
 * their `[locale]` param before their children render; English pages never set it. Outside a
 * server render (unit tests) it is always English.
 */
import { cache } from 'react';
import type { Locale } from '@/lib/locale';

const store = cache((): { locale: Locale } => ({ locale: 'en' }));

export function setRenderLocale(locale: Locale): void {
  store().locale = locale;
}

export function renderLocale(): Locale {
  return store().locale;
}
