import type { Article } from '@/content/articles/types';
import { vietnamMbbsDropdowns } from '@/content/articles/dropdowns';

export const blog4: Article = {
  id: 4,
  lead: 'Vietnam has become one of the newer choices for Indian students who want an affordable MBBS abroad. It is a few hours’ flight from India, its climate and food feel familiar, and tuition at the universities we work with is in the range of about $3,000 to $6,000 a year. This article explains what studying medicine in Vietnam involves, what it costs, who is eligible and what to check before you apply.',
  body: [
    { type: 'heading', text: 'Why Indian students look at Vietnam' },
    {
      type: 'list',
      items: [
        {
          label: 'Affordable tuition:',
          text: 'about $3,000 to $6,000 a year at the universities on our MBBS page, well below private medical college fees in India.',
        },
        {
          label: 'Low living costs:',
          text: 'roughly $200 to $500 a month covers a hostel or shared flat, food and local transport, depending on the city and your habits.',
        },
        {
          label: 'Close to home:',
          text: 'Hanoi and Ho Chi Minh City are a short flight from Indian metros, and there are connections from Hyderabad through regional hubs, which makes trips home and parents’ visits easier.',
        },
        {
          label: 'Familiar climate and diseases:',
          text: 'a tropical climate and a pattern of diseases (such as dengue) similar to India’s give clinical exposure that is relevant when you return.',
        },
        {
          label: 'Food and community:',
          text: 'rice-based cooking, Indian restaurants in the large cities and a growing Indian student community make settling in easier.',
        },
      ],
    },

    { type: 'heading', text: 'Universities and fees' },
    {
      type: 'paragraph',
      text: 'Our MBBS page lists the three Vietnamese universities we currently guide students to, with their rankings, highlights and recognition. Their programmes last six years, and tuition ranges as follows:',
    },
    {
      type: 'table',
      caption: 'Partner universities in Vietnam (tuition per year)',
      head: ['University', 'Tuition per year', 'Programme length'],
      rows: [
        ['Dianam University', '$4,200 – $6,000', '6 years'],
        ['Cantho University', '$4,500 – $6,500', '6 years'],
        ['PCT University', '$4,800 – $6,000', '6 years'],
      ],
      note: 'Fees as shown on our MBBS page; always confirm the current fee letter for your intake before paying.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Compare the universities',
      text: 'See each university’s tuition, programme length, language of teaching and highlights side by side.',
      action: { label: 'Explore MBBS in Vietnam', to: 'mbbs' },
    },

    { type: 'heading', text: 'Who is eligible' },
    {
      type: 'list',
      items: [
        'At least 17 years old on 31 December of the year of admission.',
        'Class 12 with Physics, Chemistry, Biology and English, with at least 50% in Physics, Chemistry and Biology together (40% for SC, ST and OBC candidates).',
        'A qualifying NEET UG result — compulsory for every Indian student who wants to practise in India after studying abroad.',
        'A valid passport and a medical fitness certificate.',
      ],
    },

    { type: 'heading', text: 'What to check against the NMC rules' },
    {
      type: 'paragraph',
      text: 'Vietnam is a newer destination for Indian medical students, so the National Medical Commission’s Foreign Medical Graduate Licentiate Regulations, 2021 deserve extra care. Before you accept an offer, get written answers to these questions:',
    },
    {
      type: 'list',
      items: [
        'Does the course last at least 54 months, followed by at least 12 months of internship at the same university?',
        'Is every year — including clinical postings — taught in English?',
        'Will the degree make you eligible for a licence to practise in Vietnam on the same terms as Vietnamese graduates?',
        'Is the university listed in the World Directory of Medical Schools, with a current entry?',
        'How many Indian students have graduated, and how did they do in the FMGE?',
      ],
    },
    {
      type: 'paragraph',
      text: 'Patients in teaching hospitals speak Vietnamese, so even in an English-medium programme you will need to learn enough of the language to take histories and talk to patients. Good universities teach it from the first year; ask how they do it.',
    },

    { type: 'heading', text: 'What it costs in total' },
    {
      type: 'table',
      caption: 'A budget for MBBS in Vietnam (approximate)',
      head: ['Item', 'Approximate cost'],
      rows: [
        ['Tuition', '$3,000 – $6,000 a year, depending on the university'],
        ['Living costs (hostel, food, transport)', '$200 – $500 a month'],
        ['Health insurance', 'Yearly, as required by the university'],
        ['Visa, residence card and renewals', 'Charged by the authorities; renewed during the course'],
        ['Flights', 'One or two return trips a year'],
      ],
      note: 'Ranges are indicative. Exchange rates and university fees change; plan with a margin.',
    },

    { type: 'heading', text: 'The admission timeline' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Write NEET UG and receive your result.',
        'Shortlist universities with a counsellor and check each one against the NMC rules.',
        'Apply with your passport, Class 10 and 12 mark sheets, NEET score card and photographs.',
        'Receive the admission letter, and pay the first-year fee directly to the university.',
        'The university sponsors your student visa; we help with the application and documents.',
        'Attend our pre-departure briefing, fly out and register on arrival.',
      ],
    },

    { type: 'heading', text: 'Student life in Vietnam' },
    {
      type: 'paragraph',
      text: 'Most first-year students live in university hostels or in shared flats close to campus. The north, around Hanoi, has a cool winter and a hot, humid summer; the south, around Ho Chi Minh City and Can Tho, is warm all year with a rainy season. Local food is rice- and vegetable-based and vegetarian options are easy to find, and many Indian students cook together. Learn basic Vietnamese early: it makes shopping, travel and, later, clinical postings much easier.',
    },
    {
      type: 'paragraph',
      text: 'Vietnam is generally regarded as a safe country for students, but the usual precautions apply: keep your passport and residence documents safe, use registered taxis or ride-hailing apps, and register your address as the university advises. Plan your health insurance before you travel, and keep some savings for medical costs that insurance may not cover.',
    },
    {
      type: 'table',
      caption: 'Vietnam for MBBS: advantages and points to weigh',
      head: ['Advantages', 'Points to weigh'],
      rows: [
        ['Tuition of about $3,000 – $6,000 a year', 'A newer destination with fewer Indian graduates so far'],
        ['Living costs of about $200 – $500 a month', 'Vietnamese is needed for clinical work'],
        ['Short distance from India', 'NMC requirements must be confirmed for each programme'],
        ['Tropical disease pattern similar to India’s', 'Hot, humid weather for much of the year'],
      ],
    },

    { type: 'heading', text: 'Is Vietnam right for you?' },
    {
      type: 'paragraph',
      text: 'Vietnam suits students who want a moderate budget, a warm climate and a shorter journey home, and who are prepared to learn a new language for their clinical years. It suits less well students who want a long-established destination with many years of Indian graduates to learn from; for them, countries such as Russia, Georgia or Kazakhstan may feel more familiar.',
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Compare before you decide',
      text: 'See how Russia, Georgia, Kazakhstan, the Philippines and Uzbekistan compare for Indian students.',
      action: { label: 'Best country for MBBS', to: 'blog6' },
    },
  ],
  dropdowns: vietnamMbbsDropdowns,
  related: [6, 2, 5],
};
