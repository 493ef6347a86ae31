import type { Article } from '@/content/articles/types';
import { topicDropdowns } from '@/content/articles/dropdowns';
import { mainIntakes, studentWorkLimit } from '@/content/facts';
import { figures } from '@/lib/site';

export const blog7: Article = {
  id: 7,
  lead: 'Studying abroad works best when it is a career decision first and a travel decision second. This guide starts with the career question, then compares the five most popular destinations for a master’s (MS) — the USA, Canada, Germany, the UK and Australia — explains how education loans work, and sets out how we help you through it.',
  body: [
    { type: 'heading', text: 'Start with the career, not the country' },
    {
      type: 'paragraph',
      text: 'Students often begin with “Which country is best?” A better first question is “What do I want to be doing five years after I graduate?” The answer narrows the course, the course narrows the universities, and only then does the country become a real choice. Career guidance at this stage means looking honestly at:',
    },
    {
      type: 'list',
      items: [
        { label: 'Your profile:', text: 'degree, grades, projects, internships, work experience and test scores.' },
        { label: 'Your goal:', text: 'a job abroad, a return to India with an international degree, research or a PhD, or starting a business.' },
        { label: 'Your budget:', text: 'what the family can fund, what a loan can cover and what scholarships might add.' },
        { label: 'Your constraints:', text: 'timing, family responsibilities and how far from home you are willing to live.' },
      ],
    },

    { type: 'heading', text: 'The five most popular MS destinations' },
    {
      type: 'table',
      caption: 'MS destinations at a glance (general picture; rules change)',
      head: ['Country', 'Typical master’s length', 'Main intakes', 'Work after graduating'],
      rows: [
        ['USA', '1.5–2 years', 'Fall (August–September), Spring (January)', '12 months of OPT; STEM graduates can extend by 24 months'],
        ['Canada', '1–2 years', 'September, January, some May', 'Post-Graduation Work Permit of up to 3 years for eligible programmes'],
        ['Germany', '2 years', 'Winter (October), Summer (April)', '18-month permit to look for a job'],
        ['UK', '1 year', 'September, some January', 'Graduate Route, currently 2 years'],
        ['Australia', '1.5–2 years', mainIntakes.australia.join(', '), 'Temporary Graduate visa; length depends on the qualification'],
      ],
      note: 'Immigration rules change often. Always check the official government website of the country before you apply.',
    },

    { type: 'heading', level: 3, text: 'USA' },
    {
      type: 'paragraph',
      text: 'The USA has the largest number of universities and the widest range of specialisations, and its MS programmes in computer science, data science and engineering are popular with Indian students. On an F-1 visa you may work up to 20 hours a week on campus during term. After graduation, Optional Practical Training (OPT) allows 12 months of work, and graduates of STEM programmes can apply for a 24-month extension. Costs are high at many private universities, but assistantships and scholarships are more common than in most countries.',
    },

    { type: 'heading', level: 3, text: 'Canada' },
    {
      type: 'paragraph',
      text: 'Canada offers one- and two-year master’s programmes, a welcoming environment and a clear link between study, work and permanent residence. Since 2024 the government has capped study permits, and most applicants now need a provincial attestation letter; off-campus work during term is limited to 24 hours a week. The Post-Graduation Work Permit can last up to three years; graduates of eligible master’s programmes can receive the full three years even when the programme itself is shorter.',
    },

    { type: 'heading', level: 3, text: 'Germany' },
    {
      type: 'paragraph',
      text: 'Most public universities in Germany charge no tuition for master’s programmes, leaving a semester contribution of a few hundred euros; the exceptions are the state of Baden-Württemberg and a few universities, such as TU Munich, that charge non-EU students fees. You must show funds for living costs, usually through a blocked account (€11,904 a year for 2025). Many programmes are taught in English, though learning German greatly improves your job prospects. After graduating you can stay for up to 18 months to look for work.',
    },

    { type: 'heading', level: 3, text: 'UK' },
    {
      type: 'paragraph',
      text: 'A UK master’s usually takes just one year, which lowers the total cost and gets you into work sooner. Students can work up to 20 hours a week during term. The Graduate Route currently lets you stay and work for two years after a master’s (three after a PhD). Since January 2024, most students on taught master’s courses can no longer bring dependants.',
    },

    { type: 'heading', level: 3, text: 'Australia' },
    {
      type: 'paragraph',
      text: `Australia combines high-quality universities with a relaxed lifestyle and strong demand for skills in areas such as IT, engineering, nursing and accounting. Student visa holders can work up to ${studentWorkLimit.australia}. After graduating, the Temporary Graduate visa lets you stay and work; its length depends on your qualification.`,
    },

    { type: 'heading', text: 'Tests you are likely to need' },
    {
      type: 'list',
      items: [
        { label: 'English:', text: 'IELTS, TOEFL, PTE or the Duolingo English Test, depending on what the university and visa accept.' },
        { label: 'Aptitude:', text: 'the GRE for many MS programmes in the USA (some have made it optional), the GMAT for business programmes.' },
        { label: 'Grades:', text: 'universities abroad may ask for your CGPA on a 4-point scale; our free tools convert it and your test scores.' },
      ],
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Free tools',
      text: 'Work out your IELTS overall band, convert a 10-point CGPA to the 4-point scale, or compare TOEFL, IELTS, PTE and Duolingo scores.',
      action: { label: 'Try the score converter', to: 'scoreconverter' },
    },

    { type: 'heading', text: 'Funding your degree with an education loan' },
    {
      type: 'paragraph',
      text: 'Most Indian students fund a master’s abroad with a mix of family savings, scholarships and an education loan. Banks and non-banking lenders offer loans that cover tuition, living costs, travel and insurance. Through our 15+ banking partners, loans of up to about ₹1.5–2 crore are possible, collateral-free loans go up to about ₹40–75 lakh depending on the lender and your profile, and processing typically takes 7–15 working days once the documents are complete.',
    },
    {
      type: 'list',
      items: [
        { label: 'Moratorium:', text: 'repayment usually starts 6–12 months after the course ends; interest may be charged during the course.' },
        { label: 'Pre-sanctioned loans:', text: 'a loan sanctioned before your visa interview makes proof of funds straightforward.' },
        { label: 'Tax benefit:', text: 'interest paid on an education loan can be deducted under Section 80E of the Income Tax Act for up to eight years.' },
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Compare loan options',
      text: 'We help you compare lenders, prepare documents and get a sanction letter in time for your visa.',
      action: { label: 'Education loan help', to: 'educationLoan' },
    },

    { type: 'heading', text: 'Career guidance does not stop at admission' },
    {
      type: 'paragraph',
      text: 'The students who do best abroad plan their careers from the first semester: they choose electives with the job market in mind, apply early for internships, use the university’s career service, build a network through projects and societies, and learn the local rules on work permits before they need them. We stay in touch after you land and can help you think through those choices.',
    },

    { type: 'heading', text: 'Why students choose us' },
    {
      type: 'list',
      items: [
        { label: 'Zero consultation fees:', text: 'your first consultation costs nothing and carries no obligation.' },
        { label: 'Experience:', text: `${figures.text.yearsOfExperience} years of guiding students, and ${figures.text.studentsHelped} students helped.` },
        { label: 'One team for everything:', text: 'course and university selection, SOPs and LORs, applications, scholarships, loans, visas and travel.' },
        { label: 'Pre-sanctioned loans and visa help:', text: 'finance and visa documents handled together so nothing is missed.' },
        { label: 'Support 24/7:', text: 'a counsellor you can reach when you need one, before and after you fly.' },
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Plan your next step',
      text: 'Tell us your goal and we will map out the courses, countries and timeline that fit.',
      action: { label: 'Book career counselling', to: 'careerCounselling' },
    },
  ],
  dropdowns: topicDropdowns.guide,
  related: [10, 8, 9],
};
