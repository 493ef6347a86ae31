import { JsonLd } from '@/components/json-ld';
import type { RouteKey } from '@/lib/routes';
import { breadcrumbLd, faqPageLd, organizationLd } from '@/lib/structured-data';

export type PageStructuredDataProps = {
  routeKey: RouteKey;
  /** The questions and plain-text answers the page shows, for FAQPage. */
  faqs?: { question: string; answer: string }[];
  /** Further typed objects (BlogPosting, Course). */
  extra?: object[];
};

/** A page's JSON-LD: breadcrumbs below the home page, the organisation on / and /contact, FAQs. */
export function PageStructuredData({ routeKey, faqs, extra = [] }: PageStructuredDataProps) {
  const data: object[] = [];
  if (routeKey === 'home' || routeKey === 'contact') data.push(organizationLd());
  if (routeKey !== 'home') data.push(breadcrumbLd(routeKey));
  if (faqs?.length) data.push(faqPageLd(faqs));
  data.push(...extra);
  return <JsonLd data={data.length === 1 ? data[0] : data} />;
}
