import { notFound } from 'next/navigation';
import { CourseDetails } from '@/components/programs/course-details';
import { allCourses, findCourse, programsPage } from '@/content/programs';
import { pageMetadata } from '@/content/metadata';
import { courseKey } from '@/content/routes';

type Params = { category: string; course: string };

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return allCourses.map(({ category, slug }) => ({ category: category.id, course: slug }));
}

const keyOf = ({ category, course }: Params) => courseKey(category, course);

export async function generateMetadata({ params }: { params: Promise<Params> }) {
  return pageMetadata(keyOf(await params));
}

export default async function CoursePage({ params }: { params: Promise<Params> }) {
  const { category, course } = await params;
  const entry = findCourse(category, course);
  if (!entry) notFound();
  return <CourseDetails category={entry.category} course={entry.course} texts={programsPage} />;
}
