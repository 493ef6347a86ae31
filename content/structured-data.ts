/**
 * Structured data (JSON-LD) as typed objects (schema-dts): the organisation with its offices,
 * breadcrumbs from the route registry, and builders for articles, FAQs and courses.
 */
import type { BlogPosting, BreadcrumbList, Course, EducationalOrganization, FAQPage, SearchAction, WebSite, WithContext } from 'schema-dts';
import { siteIcons } from '@/content/metadata';
import { publishedImageUrl } from '@/lib/responsive-images';
import { breadcrumbs, href, type RouteKey } from '@/content/routes';
import { site } from '@/content/site';
import type { Article } from '@/content/articles';
import { LANGUAGES, type Locale } from '@/lib/locale';

const abs = (path: string) => `${site.url}${path}`;
const orgId = `${site.url}/#organization`;

export function organizationLd(): WithContext<EducationalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': orgId,
    name: site.name,
    url: `${site.url}/`,
    logo: abs(siteIcons.large.url),
    description: site.description,
    email: site.headOffice.email,
    telephone: site.headOffice.phone,
    sameAs: Object.values(site.social),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.headOffice.address,
      addressLocality: site.headOffice.city,
      addressRegion: site.headOffice.region,
      postalCode: site.headOffice.postalCode,
      addressCountry: 'IN',
    },
    location: site.offices.map((o) => ({
      '@type': 'Place' as const,
      name: o.name,
      hasMap: o.mapLink,
      telephone: o.phone,
      address: {
        '@type': 'PostalAddress' as const,
        streetAddress: o.address,
        addressLocality: o.city,
        addressRegion: o.region,
        postalCode: o.postalCode,
        addressCountry: 'IN',
      },
    })),
  };
}

/**
 * The site itself on a home page (English or an edition's): its name, address, language and its
 * search, /search/?q=… (components/search/), which opens with results, as its SearchAction.
 * The `query-input` property is schema.org's action-input form, which schema-dts does not type.
 */
export function websiteLd(home: RouteKey, search: RouteKey, locale: Locale): WithContext<WebSite> {
  const action = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${abs(href(search))}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  } as SearchAction;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${abs(href(home))}#website`,
    name: site.name,
    url: abs(href(home)),
    inLanguage: LANGUAGES[locale].hreflang,
    publisher: { '@id': orgId },
    potentialAction: action,
  };
}

export function breadcrumbLd(key: RouteKey): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs(key).map((r, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: r.label,
      item: abs(href(r.key as RouteKey)),
    })),
  };
}

export function faqPageLd(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question' as const,
      name: q.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: q.answer },
    })),
  };
}

export function blogPostingLd(
  post: Pick<Article, 'key' | 'title' | 'description' | 'date' | 'updated' | 'cover' | 'keywords' | 'author' | 'words' | 'language'>,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    // An upload's original is not published: its largest variant stands for it.
    image: abs(post.cover ? publishedImageUrl(post.cover) : '/og-default.png'),
    wordCount: post.words,
    inLanguage: LANGUAGES[post.language].htmlLang,
    keywords: post.keywords.join(', '),
    mainEntityOfPage: abs(href(post.key)),
    url: abs(href(post.key)),
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: site.name, url: `${site.url}/` },
    publisher: { '@type': 'Organization', '@id': orgId, name: site.name, logo: { '@type': 'ImageObject', url: abs(siteIcons.large.url) } },
  };
}

export function courseLd(course: { key: RouteKey; name: string; description: string }): WithContext<Course> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: abs(href(course.key)),
    provider: { '@type': 'Organization', '@id': orgId, name: site.name, sameAs: `${site.url}/` },
  };
}
