import type { ReactNode } from 'react';
import '../../globals.css';
import { RootDocument } from '@/components/layout/root-document';
import { editionLocale, type EditionParams } from '@/components/pages/edition-page';
import { rootMetadata, rootViewport } from '@/content/metadata';

export const metadata = rootMetadata;
export const viewport = rootViewport;
export const dynamicParams = false;

/** The root layout of the Telugu and Hindi editions (/te/…, /hi/…): the same document in their language. */
export default async function EditionLayout({ children, params }: { children: ReactNode; params: EditionParams }) {
  const locale = await editionLocale(params);
  return <RootDocument locale={locale}>{children}</RootDocument>;
}
