/** The education loan page: loans through our banking partners. */
import { Banknote, BadgeCheck, Calculator, CalendarClock, FileCheck, IndianRupee, Landmark, Receipt, Scale, ShieldCheck } from 'lucide';
import { loanMoratorium } from '@/content/facts';
import { testimonialsOn } from '@/content/testimonials';
import { allServicesLabel, faqCopy, testimonialsCopy, type ServicePageContent } from '@/content/service-pages/shared';

export const educationLoan: ServicePageContent = {
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
        description: `Start repaying only after a moratorium of ${loanMoratorium}, giving you time to find a job.`,
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
    items: testimonialsOn('educationLoan'),
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
        answer: `After a moratorium of ${loanMoratorium}. Some lenders let you pay only the interest while you study, which lowers the total you repay.`,
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
};
