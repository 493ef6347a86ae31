import type { Article } from '@/content/articles/types';
import { topicDropdowns } from '@/content/articles/dropdowns';

export const blog3: Article = {
  id: 3,
  lead: 'NEET UG rewards steady, well-planned preparation more than last-minute brilliance. Whether your exam is a year away or a few months away, these ten tips — the same advice our counsellors give NEET aspirants every season — will help you study the right things, practise the right way and walk into the exam hall calm.',
  body: [
    { type: 'heading', text: 'NEET UG at a glance' },
    {
      type: 'table',
      caption: 'The NEET UG exam pattern (from 2025)',
      head: ['Feature', 'Details'],
      rows: [
        ['Conducted by', 'National Testing Agency (NTA)'],
        ['Mode', 'Pen and paper, answers marked on an OMR sheet'],
        ['Questions', '180, all compulsory: Physics 45, Chemistry 45, Biology 90 (Botany 45, Zoology 45)'],
        ['Total marks', '720'],
        ['Marking', '+4 for a correct answer, −1 for a wrong answer, 0 for a question left blank'],
        ['Duration', '3 hours (180 minutes)'],
        ['Syllabus', 'The National Medical Commission’s NEET UG syllabus, based on Class 11 and 12'],
      ],
      note: 'From 2025 NTA removed the optional questions of earlier years. Always check the current year’s information bulletin on the NTA website.',
    },

    { type: 'heading', text: 'The ten tips' },

    { type: 'heading', level: 3, text: '1. Start from the official syllabus' },
    {
      type: 'paragraph',
      text: 'The National Medical Commission revised the NEET UG syllabus in 2023: some chapters were dropped and a few topics were added. Print the current syllabus, tick off each chapter as you finish it, and do not spend weeks on topics that are no longer examined — or skip ones that are new.',
    },

    { type: 'heading', level: 3, text: '2. Make NCERT your foundation' },
    {
      type: 'paragraph',
      text: 'Most Biology questions can be traced to lines, diagrams, tables and examples in the NCERT textbooks, and much of inorganic and organic Chemistry follows them closely. Read NCERT Biology line by line more than once before moving to reference books, and keep it as your final revision text.',
    },

    { type: 'heading', level: 3, text: '3. Build a timetable you can actually keep' },
    {
      type: 'paragraph',
      text: 'Give all three subjects time every day rather than studying one subject for a week. Set weekly targets (chapters finished, questions solved, one mock test) and keep one lighter day a week to catch up. A realistic plan you follow beats an ambitious one you abandon after ten days.',
    },

    { type: 'heading', level: 3, text: '4. Practise Physics problems daily' },
    {
      type: 'paragraph',
      text: 'Physics is where many students lose the most marks. Keep a one-page formula sheet per chapter, solve a fixed number of numerical problems every day, and check units and dimensions as a quick way to catch errors. Speed comes from repetition, not from reading solutions.',
    },

    { type: 'heading', level: 3, text: '5. Solve previous years’ papers' },
    {
      type: 'paragraph',
      text: 'Past NEET (and AIPMT) papers show which topics come up again and again and how questions are framed. Solve them chapter by chapter while you study, then as full papers in the last months. Remember to skip questions from topics that have left the syllabus.',
    },

    { type: 'heading', level: 3, text: '6. Take full-length mock tests under exam conditions' },
    {
      type: 'paragraph',
      text: 'Sit mock tests at the same time of day as the real exam, for the full three hours, with an OMR sheet and no phone. Then spend at least as long analysing each test as you spent writing it: which questions you got wrong, which you guessed, and where you lost time.',
    },

    { type: 'heading', level: 3, text: '7. Keep an error log' },
    {
      type: 'paragraph',
      text: 'Write down every mistake from practice and mock tests and label it: concept not known, concept confused, calculation slip, misread question or poor guess. Reread the log every week. Most students find that a handful of recurring mistakes cost them the most marks — and those are the easiest marks to win back.',
    },

    { type: 'heading', level: 3, text: '8. Revise in cycles' },
    {
      type: 'paragraph',
      text: 'You forget what you do not revisit. Review each chapter a day after studying it, again a week later and again a month later. Keep short notes or flashcards for facts that slip away — plant and animal examples, reagents and named reactions, formulas — and read them in spare minutes.',
    },

    { type: 'heading', level: 3, text: '9. Use negative marking to your advantage' },
    {
      type: 'paragraph',
      text: 'With +4 for a correct answer and −1 for a wrong one, a blind guess between four options gains about +0.25 marks on average. Rule out one option and the average gain rises to about +0.67; rule out two and it rises to +1.5. So an educated guess is usually worth making. The real danger is the question you are sure you know and answer carelessly: read every question to the end, especially ones with “not” or “incorrect”.',
    },

    { type: 'heading', level: 3, text: '10. Look after yourself and plan exam day' },
    {
      type: 'paragraph',
      text: 'Sleep seven to eight hours, take short breaks, eat properly and move every day; tired students make careless mistakes. Before exam day, read the admit card instructions on documents, dress code and reporting time, and visit the centre if you can. In the hall, read the instructions, start with the subject you are most confident in (many students start with Biology) and mark the OMR sheet carefully as you go rather than at the end.',
    },

    { type: 'heading', text: 'The last 30 days' },
    {
      type: 'list',
      items: [
        'Stop starting new reference books; revise from NCERT, your short notes and your error log.',
        'Take two or three full mock tests a week at exam time, and analyse each one the same day.',
        'Revise the chapters that carry the most questions in past papers first, then the ones you find hardest.',
        'Keep your sleep and meal times close to what they will be on exam day.',
        'In the last two days, revise lightly, check your documents and rest.',
      ],
    },

    {
      type: 'callout',
      tone: 'info',
      title: 'Mock tests and guidance',
      text: 'Our NEET services include 100+ mock tests, counselling guidance after the result, and support for parents.',
      action: { label: 'See our NEET services', to: 'neet' },
    },

    { type: 'heading', text: 'If your rank is not what you hoped' },
    {
      type: 'paragraph',
      text: 'A NEET result that does not reach a government seat is not the end of the road. You can take the exam again with a better plan, consider other medical and health courses, or study MBBS abroad, which requires a qualifying NEET result rather than a high rank. Whatever you choose, choose it with full information: the NMC’s rules for foreign medical graduates decide whether a degree from abroad lets you practise in India.',
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Considering MBBS abroad?',
      text: 'Our complete guide explains eligibility, the NMC rules, costs and the admission process.',
      action: { label: 'Read the MBBS abroad guide', to: 'blog2' },
    },
  ],
  dropdowns: topicDropdowns.mbbs,
  related: [2, 1, 6],
};
