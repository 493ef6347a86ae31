/** The education loan page: loans through our banking partners. */
import { faqSection } from '@/content/faq/entries';
import { Banknote, BadgeCheck, Calculator, CalendarClock, FileCheck, IndianRupee, Landmark, Receipt, Scale, ShieldCheck } from 'lucide';
import { loanMoratorium } from '@/content/facts';
import { testimonialsOn } from '@/content/testimonials';
import { allServicesLabel, faqCopy, testimonialsCopy, type ServicePageContent } from '@/content/service-pages/shared';

export const educationLoan: ServicePageContent = {
  key: 'educationLoan',
  hero: {
    eyebrow: 'Education loan',
    title: 'Education Loans for Your Studies Abroad',
    text: 'Pre-sanctioned loans through 15+ banking partners, processed in 7-15 working days, with collateral-free options.',
    ctaLabel: 'Check Loan Eligibility',
    highlights: [
      { value: '15+', label: 'banking partners' },
      { value: '90%+', label: 'our approval rate' },
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
        title: 'Loans for the Whole Cost',
        description:
          'Loans that can cover tuition, living costs, travel and insurance; the amount depends on the lender, your course and the security offered.',
      },
      {
        icon: ShieldCheck,
        title: 'Collateral-Free Options',
        description: 'Unsecured loans, with a limit set by the lender for your university and your co-applicant.',
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
    items: faqSection('educationLoan'),
  },
  cta: {
    title: 'Check Your Loan Eligibility for Free',
    text: 'Tell us your course, university and budget. We compare 15+ banking partners and tell you what you can borrow.',
    ctaLabel: 'Check Loan Eligibility',
    secondaryLabel: allServicesLabel,
  },
};
