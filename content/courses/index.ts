/**
 * The courses of the programs catalogue (content/courses/<language>/<id>.yaml, checked at build
 * against ./schema.ts) in a language, in each category's order. Server side.
 */
import files from '@/.content-collections/data/content-courses.json';
import { localize, type Localized } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { course, type CourseFile } from './schema';

export type { CourseFile } from './schema';

/** Every course in a language, by its `order` (then its file name). */
export const coursesIn = (language: DataLanguage): Localized<CourseFile>[] =>
  localize(files as DataDocument[], course, language).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'));
