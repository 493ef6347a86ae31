/** STUB (English): to be replaced by the hi translation of each page's label and metadata. */
import type { EditionPages } from '@/content/i18n/types';

export const pages: EditionPages = {
  home: {
    label: 'Home',
    title: 'Study Abroad & Immigration Consultants in Hyderabad and Vijayawada',
    description: 'Overseas education consultancy in Hyderabad and Vijayawada: MBBS, MS, MBA and engineering abroad, visas, education loans, scholarships and free counselling for Indian students.',
    keywords: ['study abroad consultants Hyderabad', 'overseas education Vijayawada', 'MBBS abroad', 'MS abroad', 'free counselling'],
  },
  contact: {
    label: 'Contact',
    title: 'Contact Us: Offices in Vijayawada and Hyderabad',
    description: 'Call, e-mail or visit our offices in Vijayawada and Hyderabad, or send us a message: a counsellor replies within 24 hours.',
    keywords: ['contact study abroad consultant', 'consultancy Vijayawada', 'consultancy Hyderabad', 'book counselling'],
  },
  services: {
    label: 'Services',
    title: 'Our Services: From Counselling to Landing Abroad',
    description: 'Fourteen services for students going abroad: consultation, university selection, SOP and LOR help, scholarships, education loans, visas, travel and more.',
    keywords: ['study abroad services', 'visa assistance', 'education loan assistance', 'SOP LOR help', 'scholarship assistance'],
  },
  mbbs: {
    label: 'MBBS',
    title: 'MBBS in Vietnam: Universities, Fees and Admission',
    description: 'Study MBBS in Vietnam: WHO and MCI recognised universities, tuition of $3,000-$6,000 per year, 6-year programmes and living costs of $200-$500 a month.',
    keywords: ['MBBS in Vietnam', 'MBBS abroad', 'low cost MBBS', 'Vietnam medical universities', 'MBBS for Indian students'],
  },
  neet: {
    label: 'NEET Service',
    title: 'NEET Services: Preparation, Counselling and Admission',
    description: 'NEET exam preparation, 100+ mock tests, counselling guidance, college admission, study-abroad options, scholarships and support for parents.',
    keywords: ['NEET services', 'NEET counselling', 'NEET coaching', 'NEET mock tests', 'MBBS admission'],
  },
  nofee: {
    label: 'Free Consultation',
    title: 'Free Consultation: Zero Fees Study Abroad Counselling',
    description: 'Book a free, no-obligation study abroad consultation: zero consultation fees, 30-45 minutes with an expert counsellor, in person or online.',
    keywords: ['free study abroad consultation', 'zero fee consultancy', 'book counselling'],
  },
  faq: {
    label: "FAQ'S",
    title: 'Frequently Asked Questions about Studying Abroad',
    description: 'Answers to common questions: consultation fees, visa approval, when to apply, costs abroad, scholarships, the countries we cover and how to reach us.',
    keywords: ['study abroad FAQ', 'visa questions', 'consultancy fees', 'studying abroad questions'],
  },
  ieltsscore: {
    label: 'IELTS Score Calculator',
    title: 'IELTS Overall Band Score Calculator',
    description: 'Free IELTS band calculator: enter your listening, reading, speaking and writing scores to get the overall band, rounded the official way.',
    keywords: ['IELTS score calculator', 'IELTS band calculator', 'IELTS overall band'],
  },
};
