import type { ReactNode } from 'react';
import '../globals.css';
import { RootDocument } from '@/components/layout/root-document';
import { rootMetadata, rootViewport } from '@/content/metadata';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** The English pages' root layout (their URLs carry no language prefix). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="en">{children}</RootDocument>;
}
