import type { Article } from '@/content/articles/types';
import { topicDropdowns } from '@/content/articles/dropdowns';

export const blog8: Article = {
  id: 8,
  lead: 'For most Indian families, the cost of a degree abroad is the biggest question of all. The good news is that very few students pay for it from savings alone: scholarships, assistantships and education loans, planned early and combined sensibly, put a good university within reach. This guide explains how each works, when to apply and how to put them together.',
  body: [
    { type: 'heading', text: 'Know what you are funding' },
    {
      type: 'paragraph',
      text: 'Start by adding up the real cost: tuition, living costs, health insurance, visa fees, flights and a buffer for the unexpected. Depending on the country, the course and the city, studying abroad typically costs in the region of ₹20–40 lakh a year in the most popular English-speaking countries, while Germany’s tuition-free public universities and some other European countries can cost considerably less. The visa officer will also want to see that you can pay, so your funding plan and your proof of funds have to match.',
    },
    {
      type: 'table',
      caption: 'Proof of living costs for a student visa (single student, as of early 2025)',
      head: ['Country', 'What you must show'],
      rows: [
        ['USA', 'Funds for the first year’s costs as stated on your I-20 by the university'],
        ['UK', '£1,483 a month in London or £1,136 a month elsewhere, for up to nine months, plus unpaid tuition'],
        ['Canada', 'CAD 20,635 for a year’s living costs, plus first-year tuition and travel'],
        ['Germany', '€11,904 for a year, usually in a blocked account'],
        ['Australia', 'AUD 29,710 for a year’s living costs, plus tuition and travel'],
      ],
      note: 'Governments update these amounts regularly; check the official immigration website before you apply.',
    },

    { type: 'heading', text: 'Scholarships: free money, but competitive' },
    { type: 'paragraph', text: 'Scholarships come from governments, universities, foundations and companies. They fall into a few broad kinds:' },
    {
      type: 'list',
      items: [
        { label: 'Merit-based:', text: 'for strong grades, test scores, research or achievements; most university scholarships are of this kind.' },
        { label: 'Need-based:', text: 'for students who can show financial need; more common in the USA.' },
        {
          label: 'Subject- or country-specific:',
          text: 'for particular fields (such as STEM or public health) or for students from particular countries, including India.',
        },
        {
          label: 'Assistantships:',
          text: 'teaching or research assistant posts, common in US and Canadian graduate programmes, that often waive tuition and pay a stipend.',
        },
      ],
    },

    { type: 'heading', level: 3, text: 'Well-known scholarships open to Indian students' },
    {
      type: 'list',
      items: [
        {
          label: 'Fulbright-Nehru Master’s Fellowships (USA):',
          text: 'for Indian professionals with work experience, in selected fields; administered by USIEF.',
        },
        { label: 'Chevening Scholarships (UK):', text: 'the UK government’s fully funded one-year master’s awards for future leaders with work experience.' },
        { label: 'GREAT Scholarships (UK):', text: 'awards of £10,000 towards tuition at participating UK universities for one-year postgraduate courses.' },
        {
          label: 'Ontario Graduate Scholarship (Canada):',
          text: 'worth CAD 15,000 for three consecutive terms of graduate study, with a limited number of awards open to international students at participating Ontario universities.',
        },
        { label: 'DAAD scholarships (Germany):', text: 'several programmes for master’s and doctoral study, including courses with a development focus.' },
        { label: 'Erasmus Mundus Joint Master’s (Europe):', text: 'full scholarships for joint programmes taught across two or more European universities.' },
        {
          label: 'University awards:',
          text: 'automatic or competitive tuition discounts offered by individual universities to strong international applicants.',
        },
      ],
    },

    { type: 'heading', level: 3, text: 'How to improve your chances' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Start 12–15 months before your course begins: many deadlines fall with, or even before, the admission deadlines.',
        'Apply for 8–12 scholarships rather than one or two; each is competitive, and several smaller awards add up.',
        'Read each scholarship’s criteria and write to them: a generic essay rarely wins.',
        'Show impact with evidence — projects, results, leadership, community work — rather than adjectives.',
        'Ask referees early and give them what they need to write a specific letter.',
        'Apply to universities early: some consider admitted students for scholarships automatically, and funds run out.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Scholarship help',
      text: 'We shortlist scholarships that match your profile and help with essays, documents and deadlines.',
      action: { label: 'See our scholarship service', to: 'scholarshipService' },
    },

    { type: 'heading', text: 'Education loans: filling the gap' },
    {
      type: 'paragraph',
      text: 'An education loan usually covers what scholarships and savings do not: tuition, living costs, travel, insurance and sometimes a laptop. Public-sector banks, private banks and non-banking finance companies (NBFCs) all lend for study abroad, with different limits, interest rates and conditions.',
    },
    {
      type: 'table',
      caption: 'Secured and collateral-free loans compared',
      head: ['', 'Secured loan', 'Collateral-free loan'],
      rows: [
        ['Security', 'Property, fixed deposits or other assets', 'None; the co-applicant’s income and the student’s profile matter more'],
        ['Amount', 'Higher; up to about ₹1.5–2 crore with some lenders', 'Lower; up to about ₹40–75 lakh depending on the lender, university and course'],
        ['Interest', 'Usually lower', 'Usually higher'],
        ['Best for', 'Expensive programmes and families with collateral', 'Strong admits at well-ranked universities, or families without collateral'],
      ],
    },
    {
      type: 'list',
      items: [
        { label: 'Co-applicant:', text: 'a parent or close relative usually signs the loan with you, and their income and credit history count.' },
        { label: 'Margin money:', text: 'some lenders expect the family to fund a part of the cost themselves.' },
        {
          label: 'Moratorium:',
          text: 'repayment typically starts 6–12 months after the course ends; paying simple interest during the course reduces the final burden.',
        },
        { label: 'Processing time:', text: 'about 7–15 working days once your documents are complete; start before you receive your admits.' },
        { label: 'Tax benefit:', text: 'interest paid on an education loan is deductible under Section 80E of the Income Tax Act for up to eight years.' },
        {
          label: 'Tax collected at source:',
          text: 'under the rules in force from April 2025, no TCS applies to education remittances paid from a loan taken from a specified financial institution; other education remittances above ₹10 lakh a year attract TCS. Confirm the current rules with your bank.',
        },
      ],
    },

    { type: 'heading', text: 'Putting the plan together' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Estimate the full cost of each university on your shortlist, year by year.',
        'Subtract the family contribution you can manage comfortably.',
        'Apply for scholarships and assistantships alongside admissions.',
        'Get a loan sanctioned (pre-sanctioned if possible) for the remaining gap, with a margin for exchange-rate changes.',
        'Prepare proof of funds that matches the visa rules of your country.',
        'Review the plan when admits and scholarship results arrive, and borrow only what you need.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Talk to our loan team',
      text: 'We work with 15+ banking partners and can help you compare offers and get a sanction letter in time for your visa.',
      action: { label: 'Education loan help', to: 'educationLoan' },
    },
  ],
  dropdowns: topicDropdowns.funding,
  related: [7, 10, 9],
};
