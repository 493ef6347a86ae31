/**
 * What the editions' pages (app/(editions)/[locale]/…) share: their static params (the published
 * editions), reading and checking the `locale` param (and telling the render its language), and
 * their metadata from the route registry.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentFor, type SiteContent } from '@/content/i18n';
import { isEditionLocale, type EditionLocale, type EditionPageKey } from '@/lib/locale';
import { pageMetadata } from '@/content/metadata';
import { editionKey, editionsOfPage, publishedEditions } from '@/content/routes';
import { setRenderLocale } from '@/lib/render-locale';

export type EditionParams = Promise<{ locale: string }>;
export type EditionPageProps = { params: EditionParams };

/**
 * An edition page's static params: one copy per published edition that has the page (its page file,
 * content/pages/<locale>/<page>.yaml). Each page file exports it, so /hi/MBBS/ exists only when Hindi has it.
 */
export const editionParams = (page: EditionPageKey) => () => editionsOfPage(page).map((locale) => ({ locale }));

const checked = (locale: string): EditionLocale => {
  if (!isEditionLocale(locale) || !publishedEditions.includes(locale)) notFound();
  return locale;
};

/** The edition's language from the params; the rest of the render (Link, shell, forms) reads it. */
export async function editionLocale(params: EditionParams): Promise<EditionLocale> {
  const locale = checked((await params).locale);
  setRenderLocale(locale);
  return locale;
}

/** An edition page's language and words. */
export async function editionContent(params: EditionParams): Promise<{ locale: EditionLocale; content: SiteContent }> {
  const locale = await editionLocale(params);
  return { locale, content: contentFor(locale) };
}

/** generateMetadata of an edition page: the registry entry of its language's version. */
export const editionMetadata =
  (page: EditionPageKey) =>
  async ({ params }: EditionPageProps): Promise<Metadata> =>
    pageMetadata(editionKey(checked((await params).locale), page));
