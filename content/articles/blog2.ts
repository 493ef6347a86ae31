import type { Article } from '@/content/articles/types';
import { wideMbbsDropdowns } from '@/content/articles/dropdowns';

export const blog2: Article = {
  id: 2,
  lead: 'Every year many thousands of Indian students leave for medical degrees abroad. Done well, it is a respected route to becoming a doctor at a cost families can manage; done carelessly, it can end with a degree that does not let you practise in India. This guide covers who is eligible, the rules that decide whether a foreign degree counts, what it costs, how admission works step by step, and what happens after graduation.',
  body: [
    { type: 'heading', text: 'Why Indian students choose MBBS abroad' },
    {
      type: 'paragraph',
      text: 'More than 20 lakh candidates sit NEET UG every year for a little over one lakh MBBS seats in India, and only part of those seats are in government colleges with low fees. Fees for private and management quota seats often run to several tens of lakhs for the full course, and at some colleges to more than a crore. Universities abroad fill that gap:',
    },
    {
      type: 'list',
      items: [
        {
          label: 'Cost:',
          text: 'tuition at many public universities in Russia, Central Asia, Georgia and South-East Asia is a fraction of private fees in India.',
        },
        { label: 'Admission on merit:', text: 'admission is based on your Class 12 marks and a qualifying NEET result, with no capitation fee or donation.' },
        { label: 'Exposure:', text: 'you study with students from many countries and learn a second language, which most students find useful in clinics.' },
      ],
    },

    { type: 'heading', text: 'Who is eligible' },
    {
      type: 'list',
      items: [
        'You must be at least 17 years old on 31 December of the year of admission.',
        'You must have passed Class 12 with Physics, Chemistry, Biology and English, with at least 50% in Physics, Chemistry and Biology taken together (40% for SC, ST and OBC candidates, 45% for general candidates with a disability).',
        'You must have qualified NEET UG. This has been compulsory for Indian students going abroad for MBBS since 2018, and a foreign degree earned without it is not accepted for practice in India.',
        'You need a valid passport and, for most countries, a medical fitness certificate.',
      ],
    },

    { type: 'heading', text: 'The NMC rules that decide whether your degree counts' },
    {
      type: 'paragraph',
      text: 'The National Medical Commission’s Foreign Medical Graduate Licentiate (FMGL) Regulations, 2021 apply to students who joined a foreign medical course from November 2021 onwards. Read them before you choose a university, not after. In short:',
    },
    {
      type: 'list',
      items: [
        { label: 'Duration:', text: 'the course must last at least 54 months, followed by at least 12 months of internship.' },
        {
          label: 'One university:',
          text: 'the whole course and the internship must be completed at the same foreign university; moving to a university in another country midway is not allowed.',
        },
        { label: 'Language:', text: 'the course must be taught in English.' },
        { label: 'Licence:', text: 'the degree must make you eligible to register and practise medicine in that country, just like its own graduates.' },
        {
          label: 'Subjects:',
          text: 'the curriculum must cover the subjects the regulations list, from anatomy to clinical subjects such as medicine, surgery, paediatrics, and obstetrics and gynaecology.',
        },
        { label: 'Time limit:', text: 'the course must be completed within ten years of joining.' },
        {
          label: 'Back in India:',
          text: 'you must pass the screening test and complete a 12-month supervised internship in India before permanent registration.',
        },
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Ask for it in writing',
      text: 'Before paying any fee, ask the university (or your consultant) to confirm in writing the length of the course and internship, the language of teaching in every year, and whether graduates can obtain a licence to practise in that country.',
    },

    { type: 'heading', text: 'What it costs' },
    {
      type: 'paragraph',
      text: 'Costs depend on the country, the city and the university. For popular public universities in Russia, Kazakhstan, Kyrgyzstan, Uzbekistan and Georgia, a six-year budget including hostel and food commonly falls somewhere between about ₹20 lakh and ₹50 lakh; well-known universities and European destinations cost more. When you compare offers, add up every item below for all six years:',
    },
    {
      type: 'table',
      caption: 'What to include in a six-year MBBS budget',
      head: ['Item', 'What to check'],
      rows: [
        ['Tuition', 'The fee for every year, the currency and whether it can rise'],
        ['Hostel', 'Room sharing, heating or air conditioning, and whether it is on campus'],
        ['Food', 'Mess charges or the cost of cooking for yourself'],
        ['Insurance and medical checks', 'Compulsory health insurance and yearly medical tests'],
        ['Visa and registration', 'Visa fees, yearly extensions and local registration'],
        ['Travel', 'Flights home once or twice a year'],
        ['Screening-test preparation', 'Coaching for FMGE or NExT in the final years'],
      ],
      note: 'Exchange rates change: a fee fixed in US dollars or euros can cost noticeably more in rupees by the sixth year.',
    },

    { type: 'heading', text: 'The admission process, step by step' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Write NEET UG and wait for the result (usually in June).',
        'Shortlist countries and universities that meet the NMC rules and fit your budget.',
        'Apply with your mark sheets, NEET score card and passport.',
        'Receive the admission or invitation letter and check its terms.',
        'Pay the first-year fee directly to the university and keep the official receipt.',
        'Apply for the student visa; some countries need apostilled documents or translations.',
        'Travel, register with the local authorities on arrival and join the preparatory or first-year classes.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Most universities in Russia, Central Asia and Georgia start their year in September or October, after NEET results are out. A few offer a spring intake, and intakes in the Philippines and Vietnam follow their own calendars, so check the dates for each university on your shortlist.',
    },

    { type: 'heading', text: 'After graduation: the screening test and internship in India' },
    {
      type: 'paragraph',
      text: 'To practise in India, foreign medical graduates currently have to pass the Foreign Medical Graduate Examination (FMGE), held by the National Board of Examinations in Medical Sciences twice a year. It has 300 multiple-choice questions, and you need 150 to pass. Pass rates have been low: in recent sessions they have typically been somewhere between about 10% and 30%. The National Exit Test (NExT) is meant to replace the FMGE for all graduates, Indian and foreign, but its start date has been postponed more than once, so follow NMC announcements.',
    },
    {
      type: 'paragraph',
      text: 'The students who pass on their first attempt are usually those who studied for it from the first year: they attend classes regularly, take clinical postings seriously and revise Indian textbooks alongside their university course. After passing, you complete a 12-month supervised internship in India and then register with a State Medical Council.',
    },

    { type: 'heading', text: 'Living abroad for six years' },
    {
      type: 'paragraph',
      text: 'Talk honestly as a family about climate, food and distance. Winters in Russia and Kazakhstan are long and cold; the Philippines and Vietnam are hot and humid. Many universities with large Indian student groups have Indian messes or canteens, and learning the local language early makes daily life and clinical postings far easier. Keep copies of every document, register with the Indian embassy if it offers registration, and agree on how often you will call home.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Which country suits you?',
      text: 'We compare Russia, Georgia, Kazakhstan, the Philippines, Uzbekistan and more in our country guide.',
      action: { label: 'Compare countries', to: 'blog6' },
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Still preparing for NEET?',
      text: 'A qualifying NEET result is the one thing no university abroad can waive. Our ten practical tips will help you prepare.',
      action: { label: 'Read the NEET tips', to: 'blog3' },
    },
  ],
  dropdowns: wideMbbsDropdowns,
  related: [6, 5, 3],
};
