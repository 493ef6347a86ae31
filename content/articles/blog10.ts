import type { Article } from '@/content/articles/types';
import { topicDropdowns } from '@/content/articles/dropdowns';

export const blog10: Article = {
  id: 10,
  lead: 'A master’s abroad is a project with many moving parts: tests, a shortlist, documents, applications, funding and a visa, each with its own deadlines. Students who start early and take the steps in order rarely find it overwhelming. This guide sets out that order, from choosing a course to boarding the plane.',
  body: [
    { type: 'heading', text: 'Your timeline: start 12–18 months ahead' },
    {
      type: 'paragraph',
      text: 'For most destinations, start 12–18 months before the intake you are aiming for. That leaves time to prepare for tests properly, meet early application and scholarship deadlines, and still have a few weeks to spare for the visa.',
    },
    {
      type: 'table',
      caption: 'A typical timeline for a September (Fall) intake',
      head: ['When', 'What to do'],
      rows: [
        ['12–18 months before', 'Research courses and countries, take career counselling, plan tests and your budget'],
        ['10–14 months before', 'Take the English test and, if needed, the GRE or GMAT; shortlist universities'],
        ['9–12 months before', 'Write your SOP, request LORs, prepare your CV and transcripts'],
        ['6–10 months before', 'Submit applications and scholarship applications'],
        ['3–6 months before', 'Compare admits, accept an offer, pay the deposit, arrange your loan'],
        ['1–3 months before', 'Apply for the visa, book accommodation and flights, attend the pre-departure briefing'],
      ],
      note: 'For a January or Spring intake, move every step about four months earlier than the course start.',
    },

    { type: 'heading', text: 'Step 1: Choose the course before the country' },
    {
      type: 'paragraph',
      text: 'Pick the subject that leads to the work you want, then compare how it is taught in different countries. Look at the modules, the balance of theory and practice, internships or co-op options, and where graduates work. These are the five courses Indian students ask us about most:',
    },
    {
      type: 'list',
      items: [
        {
          label: 'Computer Science:',
          text: 'software engineering, AI and machine learning, cybersecurity and systems; strong demand in the USA, Canada and Germany.',
        },
        {
          label: 'Engineering:',
          text: 'mechanical, electrical, civil, automotive and industrial engineering; Germany is especially strong, and the USA and Australia offer wide choice.',
        },
        {
          label: 'Business Analytics:',
          text: 'data-driven decision making for business, often one year in the UK and 1–2 years in the USA; suits graduates from engineering, commerce and economics.',
        },
        { label: 'Data Science:', text: 'statistics, programming and machine learning; check the maths and coding each programme expects.' },
        {
          label: 'Public Health:',
          text: 'epidemiology, health policy and global health; a good route for graduates in medicine, dentistry, pharmacy, nursing and life sciences.',
        },
      ],
    },

    { type: 'heading', text: 'Step 2: Build a balanced shortlist' },
    {
      type: 'paragraph',
      text: 'Aim for six to ten universities: a few ambitious choices, several realistic ones where your profile matches recent admits, and one or two safe options. Compare total cost, course content, location, job outcomes and post-study work rights, not only rankings.',
    },

    { type: 'heading', text: 'Step 3: Take the right tests' },
    {
      type: 'list',
      items: [
        {
          label: 'English:',
          text: 'IELTS, TOEFL iBT, PTE Academic or the Duolingo English Test. Many universities ask for an IELTS overall band of 6.5 with no band below 6.0, but requirements vary.',
        },
        { label: 'GRE:', text: 'asked for by many US programmes in engineering and science, although a number have made it optional.' },
        { label: 'GMAT:', text: 'for business-related master’s programmes and MBAs; some also accept the GRE.' },
      ],
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Check your scores',
      text: 'Use our free calculators to work out your IELTS overall band, convert between test scores, or turn a 10-point CGPA into the 4-point scale.',
      action: { label: 'Convert your CGPA', to: 'cgpa' },
    },

    { type: 'heading', text: 'Step 4: Write a strong SOP and get good LORs' },
    {
      type: 'paragraph',
      text: 'Your statement of purpose should answer three questions: why this subject, why this university and why now. Use specific examples — a project, an internship, a problem you solved — and connect them to what the programme offers and what you want to do next. Ask two or three referees who know your work well (professors or managers) for letters of recommendation, and give them your CV, your SOP and the deadlines well in advance.',
    },

    { type: 'heading', text: 'Step 5: Apply, and keep track' },
    {
      type: 'paragraph',
      text: 'Each university has its own portal, fee, deadlines and document rules. Keep a simple tracker with the deadline, the documents submitted, the application fee paid and the status for each one. Apply in early rounds where they exist: some universities consider early applicants first for scholarships and assistantships.',
    },

    { type: 'heading', text: 'Step 6: Plan your funding' },
    {
      type: 'paragraph',
      text: 'Combine savings, scholarships and, if needed, an education loan. Loans of up to about ₹1.5–2 crore are possible with collateral, and collateral-free loans go up to about ₹40–75 lakh depending on the lender and your university. A loan sanctioned before the visa interview makes proof of funds much simpler.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Scholarships and loans explained',
      text: 'How scholarships, assistantships and education loans work, and how to combine them.',
      action: { label: 'Read the funding guide', to: 'blog8' },
    },

    { type: 'heading', text: 'Step 7: Accept an offer and apply for the visa' },
    {
      type: 'paragraph',
      text: 'Once you accept an offer and pay any deposit, the university issues the document you need for the student visa: the I-20 for the USA, the CAS for the UK, the letter of acceptance for Canada, the admission letter for Germany and the confirmation of enrolment (CoE) for Australia. Prepare financial documents that match the visa rules, book biometrics or interview slots early, and practise for the interview if there is one. Visa processing commonly takes 4–12 weeks, depending on the country and the season.',
    },

    { type: 'heading', text: 'Step 8: Prepare to leave' },
    {
      type: 'list',
      items: [
        'Book accommodation before you travel, on or off campus.',
        'Arrange health insurance as your university and visa require.',
        'Carry some foreign currency and a forex card, and plan how you will open a bank account.',
        'Keep digital and paper copies of your passport, visa, admission letter, transcripts and loan documents.',
        'Attend a pre-departure briefing and connect with other students going to the same university.',
      ],
    },
    { type: 'heading', text: 'Common mistakes' },
    {
      type: 'list',
      items: [
        'Applying only to the best-known universities and having no realistic or safe choices.',
        'Sending the same SOP to every university.',
        'Leaving the English test or the loan until after the admits arrive.',
        'Comparing universities by tuition alone, without living costs and post-study work rights.',
      ],
    },

    {
      type: 'callout',
      tone: 'info',
      title: 'Get a personal plan',
      text: 'Tell us your course and target intake, and we will map out your timeline, shortlist and budget with you.',
      action: { label: 'Talk to a counsellor', to: 'contact' },
    },
  ],
  dropdowns: topicDropdowns.masters,
  related: [7, 8, 9],
};
