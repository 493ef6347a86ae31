import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/services/service-page';
import { servicePages, type ServicePageKey } from '@/content/service-pages';
import { pageMetadata } from '@/content/metadata';
import { getRoute } from '@/content/routes';

type Params = { service: string };

/** The service sub-pages: one per entry of servicePages, at the path the route registry gives its key. */
const pages = Object.values(servicePages);

/** The last segment of the page's registered path ('/services/visa-services' → 'visa-services'). */
const slugOf = (key: ServicePageKey) => getRoute(key).path.split('/').pop()!;

const pageOf = (slug: string) => pages.find((page) => slugOf(page.key) === slug);

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return pages.map((page) => ({ service: slugOf(page.key) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  const page = pageOf((await params).service);
  if (!page) notFound();
  return pageMetadata(page.key);
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const page = pageOf((await params).service);
  if (!page) notFound();
  return <ServicePage page={page} />;
}
