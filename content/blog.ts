/**
 * The ten blog posts' metadata: the blog listing's cards, the articles' headers and the route
 * registry read this one list. Bodies live beside it (content/articles/).
 */

export type BlogTopic = 'mbbs' | 'guide' | 'funding' | 'hyderabad' | 'masters';

export type BlogPostMeta = {
  /** 1 to 10: the article lives at /blog{id}. */
  id: number;
  title: string;
  description: string;
  /** Date as shown on the page. */
  date: string;
  /** ISO date for structured data and sorting. */
  isoDate: string;
  topic: BlogTopic;
  keywords: string[];
  image: { src: string; alt: string; width: number; height: number };
};

const image = (id: number, alt: string) => ({ src: `/images/blog/blog${id}.svg`, alt, width: 1200, height: 630 });

export const blogPosts: BlogPostMeta[] = [
  {
    id: 1,
    title: 'MBBS Admission Consultancy in Hyderabad: From NEET Score to Medical College',
    description:
      'How an MBBS admission consultancy helps you turn a NEET score into a seat: choosing between India and abroad, shortlisting universities, documents and visas.',
    date: 'March 20, 2025',
    isoDate: '2025-03-20',
    topic: 'mbbs',
    keywords: ['MBBS admission consultancy', 'MBBS consultants Hyderabad', 'NEET counselling', 'MBBS abroad'],
    image: image(1, 'Illustration of a medical student holding an admission letter'),
  },
  {
    id: 2,
    title: 'Studying MBBS Abroad: A Complete Guide for Indian Students',
    description:
      'Eligibility, NEET requirement, NMC rules, costs, countries and the step-by-step admission process for Indian students who want to study MBBS abroad.',
    date: 'February 25, 2025',
    isoDate: '2025-02-25',
    topic: 'mbbs',
    keywords: ['study MBBS abroad', 'MBBS abroad for Indian students', 'NMC guidelines', 'MBBS fees abroad'],
    image: image(2, 'Illustration of a globe with a stethoscope'),
  },
  {
    id: 3,
    title: 'Top 10 Tips to Crack NEET UG',
    description: 'Ten practical tips to prepare for NEET UG: the syllabus, NCERT first, mock tests, revision cycles, time management and exam-day strategy.',
    date: 'April 07, 2025',
    isoDate: '2025-04-07',
    topic: 'mbbs',
    keywords: ['NEET UG tips', 'crack NEET', 'NEET preparation', 'NEET mock tests'],
    image: image(3, 'Illustration of a student preparing for the NEET exam'),
  },
  {
    id: 4,
    title: 'MBBS in Vietnam: Universities, Fees and Eligibility',
    description:
      'Why Indian students choose Vietnam for MBBS: tuition of about $3,000 to $6,000 a year, low living costs, eligibility, the NMC checks to make and the admission timeline.',
    date: 'April 25, 2025',
    isoDate: '2025-04-25',
    topic: 'mbbs',
    keywords: ['MBBS in Vietnam', 'Vietnam medical universities', 'MBBS fees Vietnam', 'MBBS abroad low cost'],
    image: image(4, 'Illustration of a university building in Vietnam'),
  },
  {
    id: 5,
    title: 'How to Choose the Right MBBS University Abroad: A Checklist for Parents',
    description:
      'A checklist for parents comparing MBBS universities abroad: recognition, language of teaching, clinical exposure, fees, safety and licensing exams.',
    date: 'April 25, 2025',
    isoDate: '2025-04-25',
    topic: 'mbbs',
    keywords: ['choose MBBS university abroad', 'MBBS checklist', 'MBBS abroad for parents', 'FMGE NExT'],
    image: image(5, 'Illustration of parents and a student reviewing a checklist'),
  },
  {
    id: 6,
    title: 'Best Country for MBBS for Indian Students',
    description:
      'Russia, Georgia, Kazakhstan, the Philippines and Uzbekistan compared for Indian MBBS aspirants, with notes on Kyrgyzstan, Egypt, Serbia and Bangladesh.',
    date: 'April 25, 2025',
    isoDate: '2025-04-25',
    topic: 'mbbs',
    keywords: ['best country for MBBS', 'MBBS in Russia', 'MBBS in Georgia', 'MBBS in Kazakhstan', 'MBBS in Uzbekistan'],
    image: image(6, 'Illustration of a map with medical university markers'),
  },
  {
    id: 7,
    title: 'The Ultimate Guide to Studying Abroad and Career Guidance',
    description:
      'Choosing an MS destination among the USA, Canada, Germany, the UK and Australia, funding it with an education loan, and planning the career that follows.',
    date: 'May 01, 2025',
    isoDate: '2025-05-01',
    topic: 'guide',
    keywords: ['study abroad guide', 'MS abroad', 'career guidance', 'education loan for MS'],
    image: image(7, 'Illustration of a graduate with a suitcase and a compass'),
  },
  {
    id: 8,
    title: 'Funding Your Studies Abroad: Scholarships and Education Loans',
    description:
      'How to fund a degree abroad: merit and need-based scholarships, when to apply, secured and collateral-free education loans, moratorium and repayment.',
    date: 'May 6, 2025',
    isoDate: '2025-05-06',
    topic: 'funding',
    keywords: ['scholarships for Indian students', 'education loan abroad', 'study abroad funding', 'collateral free loan'],
    image: image(8, 'Illustration of a graduation cap on a stack of coins'),
  },
  {
    id: 9,
    title: 'Best Consultancy in Hyderabad for Abroad Studies',
    description: 'What a good study-abroad consultancy in Hyderabad does for you: services, why students choose us, what they say, and the countries we cover.',
    date: 'May 2, 2025',
    isoDate: '2025-05-02',
    topic: 'hyderabad',
    keywords: ['best consultancy in Hyderabad', 'study abroad consultants Hyderabad', 'overseas education Hyderabad'],
    image: image(9, 'Illustration of the Hyderabad skyline with a graduation cap'),
  },
  {
    id: 10,
    title: "Master's Abroad: Guidance from Shortlist to Visa",
    description:
      "A step-by-step plan for a master's degree abroad: picking a course and country, tests, SOPs and LORs, applications, funding and the student visa.",
    date: 'May 2, 2025',
    isoDate: '2025-05-02',
    topic: 'masters',
    keywords: ["master's abroad", 'MS abroad guidance', 'SOP LOR help', 'student visa for masters'],
    image: image(10, 'Illustration of a student planning a masters degree on a laptop'),
  },
];

export const getBlogPost = (id: number) => {
  const post = blogPosts.find((p) => p.id === id);
  if (!post) throw new Error(`No blog post ${id}`);
  return post;
};

/** The listing's order: newest id first, blog10 … blog1. */
export const blogPostsNewestFirst = [...blogPosts].sort((a, b) => b.id - a.id);

/** A post's featured image in the shape page metadata (Open Graph) expects. */
/** Social preview: the site's PNG card (networks do not show SVG previews). */
export const socialImage = (post: BlogPostMeta) => ({ url: '/og-default.png', width: 1200, height: 630, alt: post.title });

/** Icons the blog pages may name (mapped to lucide icons in components/blog). */
export type BlogIcon = 'book' | 'shield' | 'list' | 'chat';

/** Copy of the blog listing (/blog). */
export const blogListing = {
  hero: {
    eyebrow: 'Blog',
    title: 'Study Abroad Insights and Guides',
    text: 'MBBS abroad, NEET tips, choosing a country, scholarships and loans, and master’s admissions: practical guides from our counsellors.',
    cta: 'Read the Articles',
  },
  articles: {
    title: 'Latest Articles',
    intro: 'Ten guides for Indian students and parents planning medicine, engineering or a master’s abroad.',
  },
  badge: 'New',
  readMore: 'Read More',
  /** Completes "Read More" for screen readers: "Read More about {title}". */
  readMoreAbout: 'about',
  whyRead: {
    title: 'Why Read Our Blogs?',
    intro: 'Written by the counsellors who guide students every day, for the questions families actually ask.',
    points: [
      { icon: 'book', title: 'Expert Insights', text: 'Advice drawn from years of helping students choose courses, countries and universities.' },
      {
        icon: 'shield',
        title: 'Accurate and Current',
        text: 'We follow the rules that matter — NMC regulations, visa requirements, loan terms — and update our guides when they change.',
      },
      { icon: 'list', title: 'Practical Checklists', text: 'Step-by-step plans, timelines and questions to ask, so you know exactly what to do next.' },
      { icon: 'chat', title: 'Free Follow-up', text: 'Every article ends with a free consultation form: ask a counsellor about your own situation.' },
    ] satisfies { icon: BlogIcon; title: string; text: string }[],
  },
  exploreMore: 'Explore More Blogs',
} as const;

/** Copy around every article (the body itself lives in content/articles/). */
export const articleCopy = {
  back: 'Back to Blog',
  helpPrompt: 'Have a question about your plans? Our counsellors are one message away.',
  chatLabel: 'Chat with Us',
  badge: 'Featured',
  form: {
    title: 'Request a Free Consultation',
    intro: 'Tell us where you would like to study and a counsellor will call you back, usually within 24 hours.',
    submitLabel: 'Get Free Consultation',
    /** The subject sent with a request: "Consultation request: {title} — {option}, {option}". */
    subjectPrefix: 'Consultation request',
    notChosen: 'not chosen',
    fields: { name: 'Full Name', email: 'Email Address', phone: 'Mobile Number' },
  },
  related: 'Related Articles',
} as const;
