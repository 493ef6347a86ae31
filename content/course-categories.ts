/**
 * "Top Courses in Abroad for INDIAN STUDENTS" on /countries: 12 categories, one open at a time.
 * Fees are approximate yearly tuition for international students in 2025, converted to rupees
 * (A$1 ≈ ₹56, CA$1 ≈ ₹62, £1 ≈ ₹114, US$1 ≈ ₹86). Intakes are the main intake quarters.
 */
import { Briefcase, Building2, Calculator, ChartLine, Cog, Laptop, Megaphone, Plane, Scale, Sprout, Stethoscope, Trophy } from 'lucide';
import type { IconNode } from 'lucide';

export const feeCountries = ['Australia', 'Canada', 'UK', 'USA'] as const;
export type FeeCountry = (typeof feeCountries)[number];

export const courseLevels = ['Diploma', 'Bachelors', 'Masters', 'PhD', 'MBA', 'LLM', 'Professional Certifications', 'Certifications'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export type CourseCategory = {
  id: string;
  title: string;
  icon: IconNode;
  levels: CourseLevel[];
  popularCourses: string[];
  /** Yearly tuition in rupees per country. */
  fees: Record<FeeCountry, string>;
  /** Intake quarters per country, e.g. "Q1 (Jan - Mar), Q3 (Jul - Sep)". */
  intakes: Record<FeeCountry, string>;
  duration: string;
  scholarship: string;
};

const Q1 = 'Q1 (Jan - Mar)';
const Q2 = 'Q2 (Apr - Jun)';
const Q3 = 'Q3 (Jul - Sep)';
const Q4 = 'Q4 (Oct - Dec)';
const q = (...quarters: string[]) => quarters.join(', ');

/** Australia: February and July; Canada: September, January, May; UK and USA: September and January. */
const usualIntakes: Record<FeeCountry, string> = { Australia: q(Q1, Q3), Canada: q(Q1, Q2, Q3), UK: q(Q1, Q3), USA: q(Q1, Q3) };

export const courseCategories: CourseCategory[] = [
  {
    id: 'healthcare-nursing',
    title: 'Healthcare & Nursing',
    icon: Stethoscope,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Professional Certifications'],
    popularCourses: ['Bachelor of Nursing', 'Master of Public Health', 'Health Administration', 'Physiotherapy', 'Medical Laboratory Science'],
    fees: { Australia: '₹18–28 lakh per year', Canada: '₹11–20 lakh per year', UK: '₹17–28 lakh per year', USA: '₹22–40 lakh per year' },
    intakes: { ...usualIntakes, Canada: q(Q1, Q3) },
    duration: '1–4 years',
    scholarship: 'Up to 50% tuition scholarships for strong academic profiles',
  },
  {
    id: 'accounting-finance',
    title: 'Accounting & Finance',
    icon: Calculator,
    levels: ['Bachelors', 'Masters', 'MBA', 'Professional Certifications'],
    popularCourses: ['Master of Professional Accounting', 'MSc Finance', 'Financial Technology (FinTech)', 'Actuarial Science', 'Banking & Investment'],
    fees: { Australia: '₹17–27 lakh per year', Canada: '₹12–22 lakh per year', UK: '₹17–32 lakh per year', USA: '₹25–45 lakh per year' },
    intakes: usualIntakes,
    duration: '1–3 years',
    scholarship: 'Up to 40% tuition scholarships',
  },
  {
    id: 'agriculture-veterinary',
    title: 'Agriculture & Veterinary Sciences',
    icon: Sprout,
    levels: ['Diploma', 'Bachelors', 'Masters', 'PhD'],
    popularCourses: ['Agricultural Science', 'Veterinary Science', 'Food Science & Technology', 'Agribusiness', 'Animal Science'],
    fees: { Australia: '₹18–45 lakh per year', Canada: '₹12–30 lakh per year', UK: '₹18–45 lakh per year', USA: '₹20–55 lakh per year' },
    intakes: { Australia: q(Q1, Q3), Canada: q(Q3), UK: q(Q3), USA: q(Q1, Q3) },
    duration: '2–6 years (veterinary degrees 5–6 years)',
    scholarship: 'Up to 75% tuition scholarships at selected universities (merit-based, limited places)',
  },
  {
    id: 'architecture-construction',
    title: 'Architecture & Construction',
    icon: Building2,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Professional Certifications'],
    popularCourses: ['Architecture', 'Construction Management', 'Urban Planning', 'Quantity Surveying', 'Interior Architecture'],
    fees: { Australia: '₹18–28 lakh per year', Canada: '₹13–25 lakh per year', UK: '₹18–30 lakh per year', USA: '₹25–45 lakh per year' },
    intakes: usualIntakes,
    duration: '1–5 years (professional architecture degrees 5 years)',
    scholarship: 'Up to 50% tuition scholarships',
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
    fees: { Australia: '₹20–30 lakh per year', Canada: '₹15–30 lakh per year', UK: '₹18–32 lakh per year', USA: '₹22–45 lakh per year' },
    intakes: usualIntakes,
    duration: '1–4 years',
    scholarship: 'Up to 50% tuition scholarships',
  },
  {
    id: 'it-computer-science',
    title: 'IT & Computer Science',
    icon: Laptop,
    levels: ['Diploma', 'Bachelors', 'Masters', 'PhD', 'Certifications'],
    popularCourses: ['Computer Science', 'Software Engineering', 'Cybersecurity', 'Cloud Computing', 'Artificial Intelligence'],
    fees: { Australia: '₹20–30 lakh per year', Canada: '₹14–28 lakh per year', UK: '₹18–32 lakh per year', USA: '₹22–45 lakh per year' },
    intakes: { ...usualIntakes, Australia: q(Q1, Q3, Q4) },
    duration: '6 months (certifications) to 4 years',
    scholarship: 'Up to 50% tuition scholarships',
  },
  {
    id: 'media-communication',
    title: 'Media & Communication',
    icon: Megaphone,
    levels: ['Diploma', 'Bachelors', 'Masters'],
    popularCourses: ['Journalism', 'Digital Media & Communication', 'Film & Television Production', 'Public Relations', 'Media Studies'],
    fees: { Australia: '₹17–26 lakh per year', Canada: '₹12–22 lakh per year', UK: '₹16–28 lakh per year', USA: '₹20–40 lakh per year' },
    intakes: { ...usualIntakes, Canada: q(Q1, Q3) },
    duration: '1–3 years',
    scholarship: 'Up to 40% tuition scholarships',
  },
  {
    id: 'sports',
    title: 'Sports',
    icon: Trophy,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Certifications'],
    popularCourses: ['Sports Management', 'Sports Science', 'Exercise Physiology', 'Sports Coaching', 'Sports Psychology'],
    fees: { Australia: '₹16–26 lakh per year', Canada: '₹12–22 lakh per year', UK: '₹16–26 lakh per year', USA: '₹20–40 lakh per year' },
    intakes: { ...usualIntakes, Canada: q(Q1, Q3) },
    duration: '6 months (certifications) to 4 years',
    scholarship: 'Up to 40% tuition scholarships, plus athletic scholarships at US universities',
  },
  {
    id: 'travel-hospitality',
    title: 'Travel & Hospitality',
    icon: Plane,
    levels: ['Diploma', 'Bachelors', 'Masters', 'Certifications'],
    popularCourses: ['Hospitality Management', 'Tourism Management', 'Event Management', 'Culinary Arts', 'Hotel Management'],
    fees: { Australia: '₹12–22 lakh per year', Canada: '₹9–18 lakh per year', UK: '₹14–24 lakh per year', USA: '₹18–35 lakh per year' },
    intakes: { ...usualIntakes, Australia: q(Q1, Q3, Q4) },
    duration: '6 months (certificates) to 4 years',
    scholarship: 'Up to 40% tuition scholarships',
  },
  {
    id: 'business-management',
    title: 'Business & Management',
    icon: Briefcase,
    levels: ['Bachelors', 'Masters', 'MBA', 'PhD'],
    popularCourses: ['Business Administration', 'International Business', 'Business Analytics', 'Marketing', 'Supply Chain Management'],
    fees: { Australia: '₹18–35 lakh per year', Canada: '₹12–30 lakh per year', UK: '₹17–35 lakh per year', USA: '₹25–60 lakh per year' },
    intakes: usualIntakes,
    duration: '1–4 years',
    scholarship: 'Up to 50% tuition scholarships',
  },
  {
    id: 'law',
    title: 'Law',
    icon: Scale,
    levels: ['Bachelors', 'LLM', 'PhD'],
    popularCourses: ['LLB', 'LLM in International Law', 'Corporate & Commercial Law', 'Intellectual Property Law', 'Human Rights Law'],
    fees: { Australia: '₹20–30 lakh per year', Canada: '₹18–35 lakh per year', UK: '₹18–32 lakh per year', USA: '₹35–60 lakh per year' },
    intakes: { Australia: q(Q1, Q3), Canada: q(Q3), UK: q(Q3), USA: q(Q3) },
    duration: '1–4 years (LLM 1 year; JD in the USA 3 years)',
    scholarship: 'Up to 40% tuition scholarships',
  },
  {
    id: 'data-science',
    title: 'Data Science',
    icon: ChartLine,
    levels: ['Bachelors', 'Masters', 'PhD', 'Certifications'],
    popularCourses: ['Data Science', 'Business Analytics', 'Machine Learning', 'Big Data Engineering', 'Statistics'],
    fees: { Australia: '₹20–30 lakh per year', Canada: '₹14–28 lakh per year', UK: '₹18–34 lakh per year', USA: '₹25–48 lakh per year' },
    intakes: usualIntakes,
    duration: "1–2 years (master's), up to 4 years (bachelor's)",
    scholarship: 'Up to 50% tuition scholarships',
  },
];

/** Labels inside an open category. */
export const courseCategoryLabels = {
  levels: 'Levels',
  popularCourses: 'Popular courses',
  country: 'Country',
  fees: 'Course fees',
  intakes: 'Next intakes',
  duration: 'Duration',
  scholarship: 'Scholarship',
} as const;
