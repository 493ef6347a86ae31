import { notFound } from 'next/navigation';
import { RouteIntro } from '@/components/sections/route-intro';
import { allCourses } from '@/content/programs';
import { pageMetadata } from '@/lib/metadata';
import type { RouteKey } from '@/lib/routes';

type Params = { category: string; course: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return allCourses.map(({ category, slug }) => ({ category: category.id, course: slug }));
}

const keyOf = ({ category, course }: Params) => `course:${category}/${course}` as RouteKey;

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return pageMetadata(keyOf(await params));
}

export default async function CoursePage({ params }: { params: Promise<Params> }) {
  const p = await params;
  if (!allCourses.some((c) => c.category.id === p.category && c.slug === p.course)) notFound();
  return <RouteIntro routeKey={keyOf(p)} />;
}
