import { figures } from '@/lib/site';
import {
  ArrowLeftRight,
  Banknote,
  BadgeCheck,
  BedDouble,
  BookOpen,
  Bus,
  Calculator,
  CalendarCheck,
  CalendarClock,
  CalendarRange,
  ClipboardList,
  FileCheck,
  FileSearch,
  FileText,
  Globe,
  GraduationCap,
  IndianRupee,
  Landmark,
  ListChecks,
  MessagesSquare,
  Mic,
  PenLine,
  Plane,
  Presentation,
  Receipt,
  Route,
  Scale,
  SearchCheck,
  Send,
  ShieldCheck,
  Stamp,
  Target,
  TrendingUp,
  Trophy,
  UserCheck,
  Users,
  Wallet,
} from 'lucide';
import type { IconNode } from 'lucide';
import type { FaqItem, Testimonial } from '@/content/types';
import { samples } from '@/lib/samples';
import type { ClosingCopy, FeatureCard, SectionCopy } from '@/content/services';

export type ServicePageKey = 'careerCounselling' | 'consultationService' | 'visaServices' | 'educationLoan' | 'scholarshipService' | 'travelAccommodation';

/** One step of a service's process: icon, title and what happens in it. */
export type ProcessStep = { icon: IconNode; title: string; description: string };

/** A key figure shown under the hero text (one of the site's published figures). */
export type Highlight = { value: string; label: string };

/** One service sub-page: every page has the same sections, in the same order. */
export type ServicePageContent = {
  key: ServicePageKey;
  hero: { eyebrow: string; title: string; text: string; ctaLabel: string; highlights: Highlight[] };
  features: SectionCopy & { items: FeatureCard[] };
  process: SectionCopy & { steps: ProcessStep[] };
  /** Absent on the travel and accommodation page. */
  testimonials?: SectionCopy & { items: Testimonial[] };
  /** Absent on the travel and accommodation page. */
  faq?: SectionCopy & { items: FaqItem[] };
  cta: ClosingCopy & { secondaryLabel: string };
};

const testimonialsCopy: SectionCopy = { eyebrow: 'Student stories', title: 'What Our Students Say' };
const faqCopy: SectionCopy = { eyebrow: 'FAQ', title: 'Frequently Asked Questions' };
const allServicesLabel = 'Explore All Services';

/*
 * The testimonials below are invented samples in the shape of the old site's (name, degree and
 * country, quote, 5 stars), marked with samples(): replace them with real students' words, with
 * their consent, before launch.
 */

export const servicePages: Record<ServicePageKey, ServicePageContent> = {
  careerCounselling: {
    key: 'careerCounselling',
    hero: {
      eyebrow: 'Career counselling',
      title: 'Career Counselling That Fits Your Goals',
      text: 'One-to-one guidance that matches your interests, marks and budget with the right course, country and career, before you spend a rupee on applications.',
      ctaLabel: 'Book a Counselling Session',
      highlights: [
        { value: '₹0', label: 'consultation fees' },
        { value: figures.text.partnerUniversities, label: 'partner universities' },
        { value: figures.text.countries, label: 'countries' },
      ],
    },
    features: {
      eyebrow: 'What we cover',
      title: 'Career Counselling, Step by Step',
      intro: 'A good decision about studying abroad starts with the career you want, not with a university ranking.',
      items: [
        {
          icon: UserCheck,
          title: 'Profile Assessment',
          description: 'An honest look at your marks, backlogs, test scores, projects and work experience, and what they make possible.',
        },
        {
          icon: Target,
          title: 'Interest & Strength Mapping',
          description: 'A structured conversation about what you enjoy and what you are good at, so your course keeps you motivated for years.',
        },
        {
          icon: GraduationCap,
          title: 'Course & Specialization Guidance',
          description: 'Computer Science or Data Science, MS or MEng, MBA or a master’s in management: we explain the differences that matter.',
        },
        {
          icon: Globe,
          title: 'Country Comparison',
          description: 'Costs, post-study work options and job markets in the USA, UK, Canada, Australia, Germany, Ireland and the rest of Europe.',
        },
        {
          icon: TrendingUp,
          title: 'Career Outcomes & Returns',
          description: 'Typical roles and industries after your course, and how your expected salary compares with what the degree costs.',
        },
        {
          icon: Users,
          title: 'Sessions With Parents',
          description: 'Parents are welcome to join, so the whole family understands the plan, the budget and the path after graduation.',
        },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'Our Counselling Process',
      steps: [
        {
          icon: ClipboardList,
          title: 'Share Your Profile',
          description: 'Send us your marksheets, any test scores and your resume, or bring them to our office.',
        },
        {
          icon: MessagesSquare,
          title: 'One-to-One Session',
          description: 'Talk through your interests, goals and budget with a counsellor, in person or online.',
        },
        {
          icon: FileSearch,
          title: 'Your Options',
          description: 'Receive a shortlist of courses, countries and universities with costs, intakes and entry requirements.',
        },
        {
          icon: Route,
          title: 'Your Roadmap',
          description: 'Get a month-by-month plan for tests, applications, funding and visa, and a counsellor who follows it with you.',
        },
      ],
    },
    testimonials: {
      ...testimonialsCopy,
      items: samples([
        {
          name: 'Sai Kiran P.',
          role: 'MS in Data Science, USA',
          content:
            'I was torn between Computer Science and Data Science. My counsellor went through the course modules and job roles with me, and I chose the programme I actually wanted.',
          rating: 5,
        },
        {
          name: 'Lakshmi R.',
          role: 'MSc International Business, UK',
          content: 'My parents joined the session and every question about costs and safety was answered. We left with a clear plan and no confusion at home.',
          rating: 5,
        },
      ]),
    },
    faq: {
      ...faqCopy,
      items: [
        {
          id: 'cc-when',
          question: 'When should I start career counselling?',
          answer:
            'Ideally 12-15 months before the intake you are aiming for, for example during the final year of your degree or of 12th class. That leaves time for tests, applications, scholarships and a visa.',
        },
        {
          id: 'cc-fee',
          question: 'Is career counselling free?',
          answer: 'Yes. We charge zero consultation fees, and your first session lasts 30-45 minutes.',
        },
        {
          id: 'cc-confused',
          question: 'I cannot decide between two courses. Can you help?',
          answer:
            'Yes, this is the most common question we hear. We compare both courses by content, entry requirements, cost and career outcomes, and help you choose the one that fits your strengths and goals.',
        },
        {
          id: 'cc-tests',
          question: 'Do I need IELTS or GRE scores before the session?',
          answer: 'No. We tell you which tests your shortlisted courses need, which score to aim for and when to book them.',
        },
        {
          id: 'cc-backlogs',
          question: 'Can I still study abroad with backlogs or a gap year?',
          answer:
            'Often, yes. Many universities accept students with backlogs or a study gap; the limits differ by country and university. We shortlist universities that fit your profile and help you explain a gap in your Statement of Purpose.',
        },
        {
          id: 'cc-parents',
          question: 'Can my parents attend the counselling session?',
          answer: 'Yes, and we encourage it. Parents often have questions about costs, loans, safety and careers that are best answered together.',
        },
      ],
    },
    cta: {
      title: 'Not Sure Which Path Is Right for You?',
      text: 'Book a free career counselling session and leave with a clear plan for your course, country and career.',
      ctaLabel: 'Book Free Counselling',
      secondaryLabel: allServicesLabel,
    },
  },

  consultationService: {
    key: 'consultationService',
    hero: {
      eyebrow: 'Consultation service',
      title: 'Free Expert Consultation for Studying Abroad',
      text: 'Sit down with an experienced counsellor for 30-45 minutes, in Vijayawada, in Hyderabad or online, and get clear answers about your options, costs and timelines. Zero consultation fees, no obligation.',
      ctaLabel: 'Book Free Consultation',
      highlights: [
        { value: '30-45 min', label: 'one-to-one session' },
        { value: '₹0', label: 'consultation fees' },
        { value: '10+', label: 'years of experience' },
      ],
    },
    features: {
      eyebrow: 'What you get',
      title: 'What Your Free Consultation Covers',
      intro: 'One conversation that answers the questions students and parents ask before they commit to anything.',
      items: [
        {
          icon: BadgeCheck,
          title: 'Honest Profile Review',
          description: 'Where your marks, test scores and experience stand, and which universities are realistic, ambitious or safe.',
        },
        {
          icon: Globe,
          title: 'Country & Course Options',
          description: 'The destinations and programmes that fit your goals, from the USA, UK and Canada to Australia, Germany and Europe.',
        },
        { icon: Wallet, title: 'Cost & Funding Plan', description: 'Tuition and living costs, and how scholarships and education loans can cover them.' },
        { icon: BookOpen, title: 'Test Guidance', description: 'Whether you need IELTS, TOEFL, PTE, Duolingo, GRE or GMAT, and the scores to aim for.' },
        { icon: CalendarClock, title: 'Timeline to Your Intake', description: 'What to do each month before the intake you choose, so no deadline slips.' },
        { icon: ListChecks, title: 'Next-Step Checklist', description: 'A written list of what to prepare next, whether or not you continue with us.' },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'Four Steps to Your Free Consultation',
      steps: [
        { icon: CalendarCheck, title: 'Book Your Slot', description: 'Send us a message, call us or walk into our Vijayawada or Hyderabad office.' },
        {
          icon: ClipboardList,
          title: 'Share Your Details',
          description: 'Tell us your qualification, marks, test scores if any, budget and preferred countries.',
        },
        {
          icon: MessagesSquare,
          title: 'Meet Your Counsellor',
          description: 'A 30-45 minute one-to-one session, in person or online, with your parents if you like.',
        },
        {
          icon: Route,
          title: 'Get Your Action Plan',
          description: 'Leave with your options, costs and a timeline, and decide your next step in your own time.',
        },
      ],
    },
    testimonials: {
      ...testimonialsCopy,
      items: samples([
        {
          name: 'Harsha V.',
          role: 'Master of Information Technology, Australia',
          content: 'The free consultation was not a sales pitch. In forty minutes I understood the costs, the intakes and what I had to do first.',
          rating: 5,
        },
        {
          name: 'Meghana S.',
          role: 'MSc Biotechnology, Germany',
          content:
            'I walked in knowing nothing about studying in Germany. I walked out with a list of universities, the blocked account explained and a timeline.',
          rating: 5,
        },
      ]),
    },
    faq: {
      ...faqCopy,
      items: [
        {
          id: 'cs-free',
          question: 'Is the consultation really free?',
          answer: 'Yes. We charge zero consultation fees and there is no obligation to use our other services afterwards.',
        },
        {
          id: 'cs-length',
          question: 'How long does the consultation last?',
          answer: 'Between 30 and 45 minutes, enough to review your profile, discuss your options and agree the next steps.',
        },
        {
          id: 'cs-online',
          question: 'Can I attend online?',
          answer: 'Yes. You can meet us at our office in Vijayawada or Hyderabad, or have the session online from home.',
        },
        {
          id: 'cs-bring',
          question: 'What should I bring?',
          answer:
            'Your 10th and 12th marksheets, degree marksheets if you have them, any test scores, your passport if you have one, a rough budget and your questions.',
        },
        {
          id: 'cs-parents',
          question: 'Can my parents join?',
          answer: 'Yes, and we recommend it: decisions about costs, loans and countries are easier when the family hears the same answers.',
        },
        {
          id: 'cs-after',
          question: 'What happens after the consultation?',
          answer:
            'Your counsellor sends you a summary and is available for follow-up questions. If you choose to continue, we start with university shortlisting and your application plan.',
        },
      ],
    },
    cta: {
      title: 'Book Your Free Consultation Today',
      text: '30-45 minutes with an expert counsellor, zero consultation fees, and a clear plan at the end.',
      ctaLabel: 'Book Free Consultation',
      secondaryLabel: allServicesLabel,
    },
  },

  visaServices: {
    key: 'visaServices',
    hero: {
      eyebrow: 'Visa services',
      title: 'Student Visa Guidance, From Forms to Stamp',
      text: 'We prepare your student visa for the USA, UK, Canada, Australia, Germany and the rest of Europe with you, step by step. Most student visas take 4-12 weeks, so we help you apply on time.',
      ctaLabel: 'Start Your Visa Application',
      highlights: [
        { value: '4-12 weeks', label: 'typical student visa processing' },
        { value: figures.text.successRate, label: 'success rate' },
        { value: figures.text.countries, label: 'countries' },
      ],
    },
    features: {
      eyebrow: 'What we do',
      title: 'How We Help With Your Visa',
      intro: 'Every country has its own forms, financial rules and interview style. We know them, so you do not have to learn them the hard way.',
      items: [
        {
          icon: ListChecks,
          title: 'Country-Specific Checklists',
          description:
            'The I-20 and SEVIS fee for a US F-1, the CAS for the UK, the letter of acceptance for Canada, the CoE for Australia and the blocked account for Germany.',
        },
        {
          icon: Wallet,
          title: 'Financial Documentation',
          description: 'Bank statements, loan sanction letters, sponsor declarations and income proof, arranged to meet each country’s proof-of-funds rules.',
        },
        {
          icon: FileText,
          title: 'Application Forms',
          description: 'The DS-160, the UK and Canadian online applications, ImmiAccount and German visa forms filled in and checked with you.',
        },
        {
          icon: CalendarCheck,
          title: 'Appointments & Biometrics',
          description: 'Visa appointment and biometrics booking, with a list of what to carry on the day.',
        },
        {
          icon: Mic,
          title: 'Mock Interviews',
          description: 'Practice for US F-1 interviews and credibility interviews, with feedback on your answers about course, funding and plans.',
        },
        {
          icon: BadgeCheck,
          title: 'Tracking & Next Steps',
          description: 'We follow your application until the decision, then move on to travel, accommodation and your pre-departure briefing.',
        },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'Our Visa Process',
      steps: [
        {
          icon: FileSearch,
          title: 'Document Review',
          description: 'We check your offer letter, academics, test scores and passport against your country’s checklist.',
        },
        {
          icon: Wallet,
          title: 'Financial Planning',
          description: 'We work out the funds you must show and how to document them, including an education loan if needed.',
        },
        { icon: FileText, title: 'Application & Appointment', description: 'We complete the forms with you, pay the right fees and book your appointment.' },
        {
          icon: Mic,
          title: 'Interview Preparation',
          description: 'Mock interviews until you can explain your course, funding and plans clearly and confidently.',
        },
        { icon: Stamp, title: 'Decision & Departure', description: 'Most decisions arrive in 4-12 weeks; then we help you book travel and prepare to fly.' },
      ],
    },
    testimonials: {
      ...testimonialsCopy,
      items: samples([
        {
          name: 'Rahul M.',
          role: 'MS in Computer Science, USA',
          content: 'The mock interviews made all the difference. When the officer asked about my funding and my plans, I had clear, honest answers ready.',
          rating: 5,
        },
        {
          name: 'Divya K.',
          role: 'Master of Professional Accounting, Australia',
          content: 'My documents were checked twice before I submitted. The visa came through well before my intake and I had time to plan my travel.',
          rating: 5,
        },
      ]),
    },
    faq: {
      ...faqCopy,
      items: [
        {
          id: 'visa-time',
          question: 'How long does a student visa take?',
          answer: 'Most student visas take 4-12 weeks from application to decision, depending on the country, the season and whether extra checks are needed.',
        },
        {
          id: 'visa-when',
          question: 'When should I apply for my visa?',
          answer:
            'As soon as you have your offer (or I-20, CAS or CoE) and your financial documents, and as early as your destination allows. Appointment queues are longest before the autumn intakes.',
        },
        {
          id: 'visa-funds',
          question: 'How much money do I need to show?',
          answer:
            'It depends on the country: usually your first year’s tuition and living costs, as set by the embassy, and for Germany a blocked account. We calculate the exact figure for your destination and university.',
        },
        {
          id: 'visa-loan',
          question: 'Can an education loan serve as proof of funds?',
          answer:
            'In most countries a loan sanction letter from a recognised lender is accepted as proof of funds. Through our 15+ banking partners we help you get a pre-sanctioned loan in time for your visa.',
        },
        {
          id: 'visa-refusal',
          question: 'What if my visa is refused?',
          answer: 'We go through the refusal reasons with you, strengthen the weak points of your application and help you reapply when it makes sense.',
        },
        {
          id: 'visa-guarantee',
          question: 'Can you guarantee my visa?',
          answer: `No one can: the decision belongs to the embassy. What we can do is make your application complete and well prepared, which is why our students have a ${figures.text.successRate} success rate.`,
        },
      ],
    },
    cta: {
      title: 'Start Your Visa Application With Confidence',
      text: 'Talk to our visa team about your country, your documents and your timeline. The first consultation is free.',
      ctaLabel: 'Talk to a Visa Expert',
      secondaryLabel: allServicesLabel,
    },
  },

  educationLoan: {
    key: 'educationLoan',
    hero: {
      eyebrow: 'Education loan',
      title: 'Education Loans for Your Studies Abroad',
      text: 'Pre-sanctioned loans through 15+ banking partners, processed in 7-15 working days, with collateral-free options up to about 40-75 lakh rupees.',
      ctaLabel: 'Check Loan Eligibility',
      highlights: [
        { value: '15+', label: 'banking partners' },
        { value: '90%+', label: 'approval rate' },
        { value: '7-15', label: 'working days to process' },
      ],
    },
    features: {
      eyebrow: 'Why us',
      title: 'Loan Assistance That Gets You Funded',
      intro: 'We compare lenders, prepare your file and follow up with the bank, so your loan is ready when your university and your visa need it.',
      items: [
        { icon: BadgeCheck, title: 'Pre-Sanctioned Loans', description: 'A sanction letter you can show as proof of funds in your visa application.' },
        {
          icon: Landmark,
          title: '15+ Banking Partners',
          description: 'Public sector banks, private banks and NBFCs compared on interest rate, margin, fees and speed.',
        },
        {
          icon: IndianRupee,
          title: 'Loans up to 1.5-2 Crore',
          description: 'Loans of up to about 1.5-2 crore rupees, covering tuition, living costs, travel and insurance.',
        },
        {
          icon: ShieldCheck,
          title: 'Collateral-Free Options',
          description: 'Unsecured loans up to about 40-75 lakh rupees, depending on the lender, your university and your co-applicant.',
        },
        {
          icon: CalendarClock,
          title: 'Moratorium Period',
          description: 'Start repaying only after your course plus a moratorium of 6-12 months, giving you time to find a job.',
        },
        {
          icon: Receipt,
          title: 'Tax Benefit',
          description: 'Interest paid on an education loan can be deducted from taxable income under Section 80E of the Income Tax Act.',
        },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'From Application to Disbursement',
      steps: [
        {
          icon: Calculator,
          title: 'Eligibility Check',
          description: 'We assess your course, university, co-applicant income and collateral to see what you qualify for.',
        },
        { icon: Scale, title: 'Lender Comparison', description: 'You see offers from our banking partners side by side and choose the one that suits you.' },
        {
          icon: FileCheck,
          title: 'Documentation',
          description: 'KYC, admission letter, academics, co-applicant income proof and, if needed, property papers, checked before submission.',
        },
        {
          icon: BadgeCheck,
          title: 'Sanction',
          description: 'Processing takes 7-15 working days once your file is complete; we follow up with the bank for you.',
        },
        {
          icon: Banknote,
          title: 'Disbursement',
          description: 'The bank pays your university directly according to its fee schedule, and living costs as agreed.',
        },
      ],
    },
    testimonials: {
      ...testimonialsCopy,
      items: samples([
        {
          name: 'Karthik V.',
          role: 'MS in Mechanical Engineering, Germany',
          content:
            'I did not know a loan could be ready before my visa appointment. The team compared three banks for us and the sanction letter arrived in time.',
          rating: 5,
        },
        {
          name: 'Sneha T.',
          role: 'MBA, Canada',
          content: 'We had no property to offer as collateral. They found a lender who gave me a collateral-free loan and explained every charge to my father.',
          rating: 5,
        },
      ]),
    },
    faq: {
      ...faqCopy,
      items: [
        {
          id: 'loan-time',
          question: 'How long does loan processing take?',
          answer: 'Usually 7-15 working days once all documents are with the lender. We check your file beforehand so it is not sent back.',
        },
        {
          id: 'loan-amount',
          question: 'How much can I borrow?',
          answer: 'Up to about 1.5-2 crore rupees, depending on the lender, your course and university, your co-applicant’s income and the security offered.',
        },
        {
          id: 'loan-collateral',
          question: 'Can I get a loan without collateral?',
          answer:
            'Yes. Collateral-free loans are available up to about 40-75 lakh rupees, depending on the lender, the university and your co-applicant’s profile.',
        },
        {
          id: 'loan-repay',
          question: 'When do I start repaying?',
          answer:
            'After a moratorium of your course period plus 6-12 months. Some lenders let you pay only the interest while you study, which lowers the total you repay.',
        },
        {
          id: 'loan-coapplicant',
          question: 'Who can be my co-applicant?',
          answer:
            'Usually a parent, spouse, sibling or another close relative with a regular income in India. Lenders look at the co-applicant’s income and credit history.',
        },
        {
          id: 'loan-tax',
          question: 'Is the interest tax-deductible?',
          answer:
            'Yes. Under Section 80E of the Income Tax Act, the interest paid on an education loan can be deducted from taxable income for up to eight years from the year repayment starts.',
        },
        {
          id: 'loan-approval',
          question: 'What are my chances of approval?',
          answer: 'Our approval rate is 90%+, because we match you with lenders that fund your university and course and send a complete file.',
        },
      ],
    },
    cta: {
      title: 'Check Your Loan Eligibility for Free',
      text: 'Tell us your course, university and budget. We compare 15+ banking partners and tell you what you can borrow.',
      ctaLabel: 'Check Loan Eligibility',
      secondaryLabel: allServicesLabel,
    },
  },

  scholarshipService: {
    key: 'scholarshipService',
    hero: {
      eyebrow: 'Scholarship service',
      title: 'Win Scholarships That Cut Your Costs',
      text: 'Over 10,000 scholarships, one plan: start 12-15 months ahead, apply for 8-12 scholarships, and let our team help with every essay and deadline.',
      ctaLabel: 'Find My Scholarships',
      highlights: [
        { value: '10,000+', label: 'scholarships' },
        { value: '85%', label: 'success with 5+ applications' },
        { value: '12-15 months', label: 'ahead is the time to start' },
      ],
    },
    features: {
      eyebrow: 'What we do',
      title: 'Scholarship Support That Pays Off',
      intro: 'Scholarships reward preparation. We find the ones you qualify for and help you put forward your strongest application.',
      items: [
        {
          icon: SearchCheck,
          title: 'Scholarship Matching',
          description: 'Merit-based, need-based, country-specific and course-specific scholarships matched to your profile.',
        },
        {
          icon: Globe,
          title: 'Government & Global Awards',
          description: 'Guidance for Chevening, Commonwealth, Fulbright-Nehru, DAAD and Erasmus Mundus scholarships, among others.',
        },
        {
          icon: GraduationCap,
          title: 'University Merit Awards',
          description: 'Many universities award tuition scholarships to strong applicants; we tell you which need a separate application.',
        },
        {
          icon: PenLine,
          title: 'Essay & Statement Review',
          description: 'Help to plan, structure and polish the personal statements and essays each scholarship asks for.',
        },
        {
          icon: CalendarRange,
          title: 'Deadline Calendar',
          description: 'Every deadline for your 8-12 applications in one calendar, with reminders well ahead of time.',
        },
        { icon: Mic, title: 'Interview Preparation', description: 'Mock interviews for scholarships that shortlist candidates for a panel interview.' },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'Our Scholarship Process',
      steps: [
        {
          icon: UserCheck,
          title: 'Profile Evaluation',
          description: 'We review your academics, achievements, leadership and finances to see where you are strongest.',
        },
        { icon: ListChecks, title: 'Scholarship Shortlist', description: 'We pick the 8-12 scholarships that best fit your profile, course and country.' },
        { icon: PenLine, title: 'Essays & Applications', description: 'You write, we review: every essay and form until it is ready to send.' },
        {
          icon: Send,
          title: 'Submission & Follow-Up',
          description: 'Applications sent before each deadline, then interview preparation if you are shortlisted.',
        },
        { icon: Trophy, title: 'Award & Funding Plan', description: 'We help you compare awards and combine them with an education loan if a gap remains.' },
      ],
    },
    testimonials: {
      ...testimonialsCopy,
      items: samples([
        {
          name: 'Harika B.',
          role: 'MSc Public Health, UK',
          content:
            'I started a year early as they advised and applied for nine scholarships. Two came through, and my essays were better for every round of feedback.',
          rating: 5,
        },
        {
          name: 'Arjun N.',
          role: 'MS in Electrical Engineering, USA',
          content: 'I did not know my university had a separate merit scholarship form. The team spotted it and helped me submit it before the deadline.',
          rating: 5,
        },
      ]),
    },
    faq: {
      ...faqCopy,
      items: [
        {
          id: 'sch-when',
          question: 'When should I start applying for scholarships?',
          answer:
            'Start 12-15 months before your course begins. Many scholarship deadlines fall close to a year before the intake, and some close before university applications do.',
        },
        {
          id: 'sch-how-many',
          question: 'How many scholarships should I apply for?',
          answer: 'We advise 8-12. Applying widely pays off: 85% of our students who apply for 5 or more scholarships win at least one.',
        },
        {
          id: 'sch-marks',
          question: 'Can I get a scholarship without top marks?',
          answer: 'Yes. Many scholarships also reward leadership, community work, your field of study or financial need, not only grades.',
        },
        {
          id: 'sch-full',
          question: 'Do scholarships cover the full cost?',
          answer:
            'A few, such as Chevening or Fulbright-Nehru, can cover tuition, living costs and travel. Most are partial tuition awards, which we help you combine with savings or an education loan.',
        },
        {
          id: 'sch-after-admit',
          question: 'Can I apply for scholarships after I get admission?',
          answer:
            'Some scholarships are open only to admitted students, while many university awards are decided with your application. That is why we plan both together.',
        },
      ],
    },
    cta: {
      title: 'Find the Scholarships You Qualify For',
      text: 'Search over 10,000 scholarships with a counsellor and start your applications on time.',
      ctaLabel: 'Find My Scholarships',
      secondaryLabel: allServicesLabel,
    },
  },

  travelAccommodation: {
    key: 'travelAccommodation',
    hero: {
      eyebrow: 'Travel & accommodation',
      title: 'Travel and Accommodation, Sorted Before You Fly',
      text: 'Flights, student housing, airport pickup, forex and insurance, plus a pre-departure briefing, so you land abroad prepared and with a place to stay.',
      ctaLabel: 'Plan My Travel',
      highlights: [
        { value: '24/7', label: 'support after you land' },
        { value: figures.text.countries, label: 'countries' },
      ],
    },
    features: {
      eyebrow: 'What we arrange',
      title: 'Everything for Your Journey',
      intro: 'The last weeks before you leave are busy. We take the travel and housing worries off your list.',
      items: [
        {
          icon: Plane,
          title: 'Flight Booking',
          description: 'Student fares with extra baggage allowance, sensible connections and dates that match your university’s reporting date.',
        },
        {
          icon: BedDouble,
          title: 'Student Accommodation',
          description: 'On-campus residences, private student housing, shared flats and homestays compared on cost, distance and safety.',
        },
        { icon: Bus, title: 'Airport Pickup', description: 'University or private airport pickup arranged where available, so you are not alone on arrival.' },
        {
          icon: ArrowLeftRight,
          title: 'Forex & Travel Money',
          description: 'A forex card and some local currency for your first days, with fees explained before you buy.',
        },
        {
          icon: ShieldCheck,
          title: 'Travel Insurance',
          description: 'Student travel insurance for the journey, and the health cover your visa or university requires.',
        },
        {
          icon: Presentation,
          title: 'Pre-Departure Briefing',
          description: 'What to pack, what to carry in your hand luggage and what to expect at immigration and in your first week.',
        },
      ],
    },
    process: {
      eyebrow: 'How it works',
      title: 'From Booking to Arrival',
      steps: [
        { icon: CalendarClock, title: 'Travel Plan', description: 'We start from your reporting date, budget and departure city.' },
        {
          icon: BedDouble,
          title: 'Accommodation Shortlist',
          description: 'You choose from housing options near your campus, and we check the agreement before you pay.',
        },
        { icon: Plane, title: 'Bookings & Documents', description: 'Flights, insurance and forex booked, with every document in one folder.' },
        { icon: Presentation, title: 'Pre-Departure Briefing', description: 'A session for you and your parents on packing, arrival and your first weeks.' },
        { icon: Bus, title: 'Arrival Support', description: 'Airport pickup, check-in and 24/7 support through your first weeks abroad.' },
      ],
    },
    cta: {
      title: 'Ready to Fly?',
      text: 'Tell us your university and reporting date, and we will plan your travel and accommodation with you.',
      ctaLabel: 'Plan My Travel',
      secondaryLabel: allServicesLabel,
    },
  },
};
