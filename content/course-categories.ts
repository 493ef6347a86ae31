/**
 * "Top Courses in Abroad for INDIAN STUDENTS" on /countries: 12 categories, one open at a time.
 * Intakes are the main intake quarters. No fee ranges or scholarship percentages: no official page
 * states them (each university sets its own), so the page says fees vary and counsellors confirm them.
 */
import { Briefcase, Building2, Calculator, ChartLine, Cog, Laptop, Megaphone, Plane, Scale, Sprout, Stethoscope, Trophy } from 'lucide';
import type { IconNode } from 'lucide';

export const intakeCountries = ['Australia', 'Canada', 'UK', 'USA'] as const;
export type IntakeCountry = (typeof intakeCountries)[number];

export const courseLevels = ['Diploma', 'Bachelors', 'Masters', 'PhD', 'MBA', 'LLM', 'Professional Certifications', 'Certifications'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export type CourseCategory = {
  id: string;
  title: string;
  icon: IconNode;
  levels: CourseLevel[];
  popularCourses: string[];
  /** Intake quarters per country, e.g. "Q1 (Jan - Mar), Q3 (Jul - Sep)". */
  intakes: Record<IntakeCountry, string>;
  duration: string;
  scholarship: string;
};

const Q1 = 'Q1 (Jan - Mar)';
const Q2 = 'Q2 (Apr - Jun)';
const Q3 = 'Q3 (Jul - Sep)';
const Q4 = 'Q4 (Oct - Dec)';
const q = (...quarters: string[]) => quarters.join(', ');

/** Australia: February and July; Canada: September, January, May; UK and USA: September and January. */
const usualIntakes: Record<IntakeCountry, string> = { Australia: q(Q1, Q3), Canada: q(Q1, Q2, Q3), UK: q(Q1, Q3), USA: q(Q1, Q3) };

export const courseCategories: CourseCategory[] = [
  {
    id: 'healthcare-nursing',
    title: 'Healthcare & Nursing',
    icon: Stethoscope,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Professional Certifications'],
    popularCourses: ['Bachelor of Nursing', 'Master of Public Health', 'Health Administration', 'Physiotherapy', 'Medical Laboratory Science'],
    intakes: { ...usualIntakes, Canada: q(Q1, Q3) },
    duration: '1–4 years',
    scholarship: 'Partial tuition scholarships at many universities, for strong academic profiles',
  },
  {
    id: 'accounting-finance',
    title: 'Accounting & Finance',
    icon: Calculator,
    levels: ['Bachelors', 'Masters', 'MBA', 'Professional Certifications'],
    popularCourses: ['Master of Professional Accounting', 'MSc Finance', 'Financial Technology (FinTech)', 'Actuarial Science', 'Banking & Investment'],
    intakes: usualIntakes,
    duration: '1–3 years',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'agriculture-veterinary',
    title: 'Agriculture & Veterinary Sciences',
    icon: Sprout,
    levels: ['Diploma', 'Bachelors', 'Masters', 'PhD'],
    popularCourses: ['Agricultural Science', 'Veterinary Science', 'Food Science & Technology', 'Agribusiness', 'Animal Science'],
    intakes: { Australia: q(Q1, Q3), Canada: q(Q3), UK: q(Q3), USA: q(Q1, Q3) },
    duration: '2–6 years (veterinary degrees 5–6 years)',
    scholarship: 'Partial tuition scholarships at selected universities (merit-based, limited places)',
  },
  {
    id: 'architecture-construction',
    title: 'Architecture & Construction',
    icon: Building2,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Professional Certifications'],
    popularCourses: ['Architecture', 'Construction Management', 'Urban Planning', 'Quantity Surveying', 'Interior Architecture'],
    intakes: usualIntakes,
    duration: '1–5 years (professional architecture degrees 5 years)',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'engineering',
    title: 'Engineering',
    icon: Cog,
    levels: ['Diploma', 'Bachelors', 'Masters', 'PhD'],
    popularCourses: [
      'Mechanical Engineering',
      'Civil Engineering',
      'Electrical & Electronics Engineering',
      'Mechatronics & Robotics',
      'Renewable Energy Engineering',
    ],
    intakes: usualIntakes,
    duration: '1–4 years',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'it-computer-science',
    title: 'IT & Computer Science',
    icon: Laptop,
    levels: ['Diploma', 'Bachelors', 'Masters', 'PhD', 'Certifications'],
    popularCourses: ['Computer Science', 'Software Engineering', 'Cybersecurity', 'Cloud Computing', 'Artificial Intelligence'],
    intakes: { ...usualIntakes, Australia: q(Q1, Q3, Q4) },
    duration: '6 months (certifications) to 4 years',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'media-communication',
    title: 'Media & Communication',
    icon: Megaphone,
    levels: ['Diploma', 'Bachelors', 'Masters'],
    popularCourses: ['Journalism', 'Digital Media & Communication', 'Film & Television Production', 'Public Relations', 'Media Studies'],
    intakes: { ...usualIntakes, Canada: q(Q1, Q3) },
    duration: '1–3 years',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'sports',
    title: 'Sports',
    icon: Trophy,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Certifications'],
    popularCourses: ['Sports Management', 'Sports Science', 'Exercise Physiology', 'Sports Coaching', 'Sports Psychology'],
    intakes: { ...usualIntakes, Canada: q(Q1, Q3) },
    duration: '6 months (certifications) to 4 years',
    scholarship: 'Partial tuition scholarships at many universities, plus athletic scholarships at US universities',
  },
  {
    id: 'travel-hospitality',
    title: 'Travel & Hospitality',
    icon: Plane,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Certifications'],
    popularCourses: ['Hospitality Management', 'Tourism Management', 'Event Management', 'Culinary Arts', 'Hotel Management'],
    intakes: { ...usualIntakes, Australia: q(Q1, Q3, Q4) },
    duration: '6 months (certificates) to 4 years',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'business-management',
    title: 'Business & Management',
    icon: Briefcase,
    levels: ['Bachelors', 'Masters', 'MBA', 'PhD'],
    popularCourses: ['Business Administration', 'International Business', 'Business Analytics', 'Marketing', 'Supply Chain Management'],
    intakes: usualIntakes,
    duration: '1–4 years',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'law',
    title: 'Law',
    icon: Scale,
    levels: ['Bachelors', 'LLM', 'PhD'],
    popularCourses: ['LLB', 'LLM in International Law', 'Corporate & Commercial Law', 'Intellectual Property Law', 'Human Rights Law'],
    intakes: { Australia: q(Q1, Q3), Canada: q(Q3), UK: q(Q3), USA: q(Q3) },
    duration: '1–4 years (LLM 1 year; JD in the USA 3 years)',
    scholarship: 'Partial tuition scholarships at many universities',
  },
  {
    id: 'data-science',
    title: 'Data Science',
    icon: ChartLine,
    levels: ['Bachelors', 'Masters', 'PhD', 'Certifications'],
    popularCourses: ['Data Science', 'Business Analytics', 'Machine Learning', 'Big Data Engineering', 'Statistics'],
    intakes: usualIntakes,
    duration: "1–2 years (master's), up to 4 years (bachelor's)",
    scholarship: 'Partial tuition scholarships at many universities',
  },
];

/** Labels inside an open category. */
export const courseCategoryLabels = {
  levels: 'Levels',
  popularCourses: 'Popular courses',
  country: 'Country',
  intakes: 'Next intakes',
  duration: 'Duration',
  scholarship: 'Scholarship',
} as const;
