import type { RouteKey } from '@/lib/routes';

/** Opening section of each page: its h1, lead text and main call to action. */
export type PageIntro = {
  title: string;
  eyebrow?: string;
  text: string;
  cta?: { label: string; to: RouteKey; hash?: string };
};

export const intros: Partial<Record<RouteKey, PageIntro>> = {
  home: {
    eyebrow: 'Overseas education & immigration consultancy',
    title: 'Your Journey to a World-Class Education Starts Here',
    text: 'Expert guidance for MBBS, engineering, masters and MBA abroad, with zero consultation fees, pre-sanctioned loans, and visa and scholarship help from Hyderabad and Vijayawada.',
    cta: { label: 'Get Free Consultation', to: 'contact' },
  },
  about: {
    eyebrow: 'About us',
    title: 'Guiding Indian Students to the World’s Best Universities',
    text: 'Since 2020 we have helped thousands of students and their families choose the right course, country and university, and get there with confidence.',
    cta: { label: 'Talk to a Counsellor', to: 'contact' },
  },
  contact: {
    eyebrow: 'Contact us',
    title: 'Let’s Plan Your Study Abroad Journey Together',
    text: 'Call, write or visit us in Vijayawada or Hyderabad. A counsellor replies within 24 hours.',
    cta: { label: 'Schedule a Call', to: 'contact', hash: '#contact-form' },
  },
  services: {
    eyebrow: 'Our services',
    title: 'Everything You Need to Study Abroad, Under One Roof',
    text: 'From the first consultation to your first week abroad: counselling, applications, scholarships, loans, visas, travel and more.',
    cta: { label: 'Get Started', to: 'contact' },
  },
  careerCounselling: {
    eyebrow: 'Career counselling',
    title: 'Career Counselling That Fits Your Goals',
    text: 'One-to-one sessions that match your profile, interests and budget with the right course, country and university.',
    cta: { label: 'Book a Session', to: 'contact' },
  },
  consultationService: {
    eyebrow: 'Consultation service',
    title: 'Free Expert Consultation for Studying Abroad',
    text: 'A free 30-45 minute session with an experienced counsellor: your options, costs, timelines and next steps.',
    cta: { label: 'Book Free Consultation', to: 'contact' },
  },
  visaServices: {
    eyebrow: 'Visa services',
    title: 'Student Visa Guidance, Start to Stamp',
    text: 'Documents, financial proof, interview preparation and tracking. Most student visas take 4-12 weeks; we help you apply on time.',
    cta: { label: 'Start Your Visa Application', to: 'contact' },
  },
  educationLoan: {
    eyebrow: 'Education loan',
    title: 'Education Loans for Your Studies Abroad',
    text: 'Pre-sanctioned loans through 15+ banking partners, processed in 7-15 working days, with collateral-free options.',
    cta: { label: 'Check Loan Eligibility', to: 'contact' },
  },
  scholarshipService: {
    eyebrow: 'Scholarship service',
    title: 'Win Scholarships That Cut Your Costs',
    text: 'Start 12-15 months ahead, apply for 8-12 scholarships, and let our team help with every essay and deadline.',
    cta: { label: 'Find Scholarships', to: 'contact' },
  },
  travelAccommodation: {
    eyebrow: 'Travel & accommodation',
    title: 'Travel and Accommodation, Sorted Before You Fly',
    text: 'Flights, student housing, airport pickup, forex and insurance, plus a pre-departure briefing so you land prepared.',
    cta: { label: 'Plan My Travel', to: 'contact' },
  },
  program: {
    eyebrow: 'Programs',
    title: 'Explore Programs Abroad by Level',
    text: 'Undergraduate, postgraduate, doctoral and MBA programmes with durations, specializations and placement figures.',
    cta: { label: 'Get Program Advice', to: 'contact' },
  },
  countries: {
    eyebrow: 'Countries guide',
    title: 'Find Your Perfect Study Destination',
    text: 'Compare 20 countries: universities, tuition, intakes, requirements, living costs and work rights.',
    cta: { label: 'Get Free Counseling', to: 'contact' },
  },
  neet: {
    eyebrow: 'NEET services',
    title: 'NEET Services: From Preparation to Admission',
    text: 'Exam preparation, 100+ mock tests, counselling guidance from July to September, college admission and study-abroad options.',
    cta: { label: 'Schedule Free Counseling', to: 'contact' },
  },
  mbbs: {
    eyebrow: 'MBBS abroad',
    title: 'Study MBBS in Vietnam',
    text: 'WHO and MCI recognised universities, 6-year programmes, tuition of $3,000-$6,000 per year and living costs of $200-$500 a month.',
    cta: { label: 'Talk to an MBBS Counsellor', to: 'contact' },
  },
  mba: {
    eyebrow: 'MBA abroad',
    title: 'Study MBA Abroad',
    text: 'International Business, Finance, Marketing and Entrepreneurship in 20 destinations, with GMAT, IELTS and post-study work rights explained.',
    cta: { label: 'Get Free Counseling', to: 'contact' },
  },
  cybersecurity: {
    eyebrow: 'Cybersecurity training',
    title: 'Cybersecurity Training in Vijayawada',
    text: 'Six programmes with 70% hands-on labs at our Vijayawada hub, with placement assistance.',
    cta: { label: 'Enroll Now', to: 'contact' },
  },
  ausimmigration: {
    eyebrow: 'Immigration to Australia',
    title: 'Make Australia Your Home',
    text: 'Skilled migration, student and work visas, from assessment to approval in four clear steps.',
    cta: { label: 'Free Consultation', to: 'contact' },
  },
  ieltsscore: {
    eyebrow: 'Free tool',
    title: 'IELTS Overall Score Calculator',
    text: 'Enter your listening, reading, speaking and writing scores to get your overall band.',
  },
  cgpa: {
    eyebrow: 'Free tool',
    title: 'CGPA Tools',
    text: 'Calculate your CGPA from up to 10 semesters, or convert a 10-point CGPA to the 4-point scale.',
  },
  scoreconverter: {
    eyebrow: 'Free tool',
    title: 'Score Converter',
    text: 'Convert scores between TOEFL, IELTS, PTE and Duolingo. Results are approximate.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    text: 'Answers to the questions students and parents ask us most.',
    cta: { label: 'Browse the FAQ', to: 'faq', hash: '#faq' },
  },
  nofee: {
    eyebrow: 'Zero consultation fees',
    title: 'Book Your Free Study Abroad Consultation',
    text: 'A free, no-obligation 30-45 minute session with an expert counsellor, in person or online.',
    cta: { label: 'Book Now', to: 'contact' },
  },
  vision: {
    eyebrow: 'Vision & mission',
    title: 'Our Vision, Mission and Core Values',
    text: 'Trust and transparency, a student-centric approach and global reach guide everything we do.',
    cta: { label: 'Work With Us', to: 'contact' },
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Study Abroad Insights and Guides',
    text: 'MBBS abroad, NEET tips, choosing a country, scholarships and loans, and master’s admissions.',
    cta: { label: 'Read the Articles', to: 'blog', hash: '#articles' },
  },
  thankYou: {
    title: 'Thank You!',
    text: 'Thank you for your message! We will get back to you soon.',
    cta: { label: 'Return to Homepage', to: 'home' },
  },
};
