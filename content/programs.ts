/** Programs catalogue (spec 001 §2 Programs catalogue, §3 Course/Category, §9 table). */

export type CategoryId = 'undergraduate' | 'postgraduate' | 'phd' | 'mba';

export type Course = {
  name: string;
  duration: string;
  specializations: string[];
  stats: { students: string; placement: string; companies: string };
};

export type ProgramCategory = {
  id: CategoryId;
  /** Tab label. */
  title: string;
  description: string;
  courses: Course[];
};

export const programCategories: ProgramCategory[] = [
  {
    id: 'undergraduate',
    title: 'Undergraduate',
    description: 'Bachelor degrees abroad after Class 12: engineering, sciences and the humanities.',
    courses: [
      {
        name: 'B.Tech',
        duration: '4 years',
        specializations: ['Computer Science', 'Electronics', 'Mechanical', 'Civil'],
        stats: { students: '5000+', placement: '95%', companies: '100+' },
      },
      {
        name: 'B.Sc',
        duration: '3 years',
        specializations: ['Physics', 'Chemistry', 'Mathematics', 'Biology'],
        stats: { students: '3000+', placement: '90%', companies: '75+' },
      },
      {
        name: 'BA',
        duration: '3 years',
        specializations: ['Economics', 'Psychology', 'Sociology', 'Literature'],
        stats: { students: '2500+', placement: '85%', companies: '50+' },
      },
    ],
  },
  {
    id: 'postgraduate',
    title: 'Postgraduate',
    description: "Master's degrees abroad after your bachelor's: technology and sciences.",
    courses: [
      {
        name: 'M.Tech',
        duration: '2 years',
        specializations: ['AI & ML', 'Data Science', 'IoT', 'Robotics'],
        stats: { students: '2000+', placement: '98%', companies: '150+' },
      },
      {
        name: 'M.Sc',
        duration: '2 years',
        specializations: ['Applied Mathematics', 'Biotechnology', 'Environmental Science'],
        stats: { students: '1500+', placement: '92%', companies: '80+' },
      },
    ],
  },
  {
    id: 'phd',
    title: 'Doctoral',
    description: 'Funded research degrees abroad in engineering, the sciences, humanities and management.',
    courses: [
      {
        name: 'Ph.D',
        duration: '3-5 years',
        specializations: ['Engineering', 'Sciences', 'Humanities', 'Management'],
        stats: { students: '500+', placement: '100%', companies: '200+' },
      },
    ],
  },
  {
    id: 'mba',
    title: 'MBA',
    description: 'Business administration abroad for graduates with or without work experience.',
    courses: [
      {
        name: 'MBA',
        duration: '2 years',
        specializations: ['Finance', 'Marketing', 'HR', 'Operations'],
        stats: { students: '3000+', placement: '97%', companies: '250+' },
      },
    ],
  },
];

/** /courses/{categoryId}/{course-name-lowercased-with-hyphens} (spec 001 §2). */
export const courseSlug = (name: string) => name.toLowerCase().trim().replace(/\s+/g, '-');

export const allCourses = programCategories.flatMap((category) =>
  category.courses.map((course) => ({ category, course, slug: courseSlug(course.name) })),
);
