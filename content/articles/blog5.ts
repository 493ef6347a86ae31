import type { Article } from '@/content/articles/types';
import { topicDropdowns } from '@/content/articles/dropdowns';

export const blog5: Article = {
  id: 5,
  lead: 'Choosing a medical university abroad is a six-year decision made from thousands of kilometres away, often on the strength of a brochure and an agent’s word. This checklist turns it into questions you can ask and answers you can verify. Take it to every university, agent and consultant — including us.',
  body: [
    { type: 'heading', text: '1. Recognition and the NMC rules' },
    {
      type: 'paragraph',
      text: 'Start here, because nothing else matters if the degree will not let your child practise in India. Under the National Medical Commission’s Foreign Medical Graduate Licentiate Regulations, 2021, check that:',
    },
    {
      type: 'list',
      items: [
        'the course lasts at least 54 months, with at least 12 months of internship at the same university;',
        'the course and the internship are completed entirely at that one university;',
        'teaching is in English in every year;',
        'graduates can obtain a licence to practise in that country, as local graduates do;',
        'the university has a current entry in the World Directory of Medical Schools.',
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Get it in writing',
      text: 'Ask for the course structure, the language of instruction and the licensing position in a letter or on the university’s own website — not on a WhatsApp message from an agent.',
    },

    { type: 'heading', text: '2. Teaching and clinical exposure' },
    {
      type: 'list',
      items: [
        'Which hospitals are attached to the university, and how many beds and patients do they have?',
        'From which year do students see patients, and how much time do they spend in wards?',
        'What language do patients speak, and how does the university teach it?',
        'How large are the groups in practical and clinical classes?',
        'Are teachers for the English-medium programme full-time staff?',
      ],
    },

    { type: 'heading', text: '3. Results of earlier Indian students' },
    {
      type: 'paragraph',
      text: 'Ask how many Indian students have graduated from the university and how they did in India’s screening test (the FMGE, which the National Exit Test is to replace). The National Board of Examinations in Medical Sciences has published country-wise and institution-wise FMGE results for past sessions, and alumni are the best source of honest answers. A university that cannot or will not tell you is telling you something.',
    },

    { type: 'heading', text: '4. The full cost, for all six years' },
    {
      type: 'table',
      caption: 'Questions to ask about money',
      head: ['Item', 'Question to ask'],
      rows: [
        ['Tuition', 'What is the fee in each year, in which currency, and can it rise during the course?'],
        ['Hostel and food', 'Is hostel guaranteed for all years? Is there an Indian mess, and what does it cost?'],
        ['One-time charges', 'Are there admission, registration, document or “processing” fees, and who receives them?'],
        ['Insurance and visa', 'What do health insurance, medical tests, visa renewals and residence permits cost each year?'],
        ['Payment', 'Is every payment made directly to the university’s bank account, with an official receipt?'],
        ['Refunds', 'What is refunded if the visa is refused or the student withdraws?'],
      ],
    },

    { type: 'heading', text: '5. Safety and daily life' },
    {
      type: 'list',
      items: [
        'How safe is the city, and are hostels on campus with a warden and security?',
        'How cold (or hot) does it get, and are rooms heated or cooled?',
        'Is vegetarian or Indian food available every day?',
        'Is there an Indian student association, and who is the contact person for Indian students?',
        'How far is the nearest Indian embassy or consulate, and how does the university help in an emergency?',
      ],
    },

    { type: 'heading', text: '6. The agent or consultant' },
    { type: 'paragraph', text: 'A consultancy should make the decision clearer, not faster. Look for these signs:' },
    {
      type: 'table',
      caption: 'Good signs and warning signs',
      head: ['Good signs', 'Warning signs'],
      rows: [
        ['Shows several options and explains the trade-offs', 'Pushes one university “with only a few seats left”'],
        ['Gives a written list of services and fees', 'Quotes one lump sum covering tuition, fees and commission'],
        ['Asks you to pay tuition directly to the university', 'Asks for fees to be paid into a personal account'],
        ['Explains the NMC rules and the screening test honestly', 'Says the screening test is “easy” or “not needed”'],
        ['Stays in touch after your child arrives', 'Disappears once the visa is issued'],
      ],
    },

    { type: 'heading', text: '7. Documents to keep' },
    {
      type: 'list',
      items: [
        'The admission or invitation letter and any contract signed with the university.',
        'Every fee receipt, bank transfer slip and foreign exchange document.',
        'The course structure and a letter on the language of instruction.',
        'Copies of the passport, visa, residence permit and insurance policy, kept both at home and in the cloud.',
        'Mark sheets and certificates for each year, collected as they are issued — you will need them for the FMGE or NExT and for registration in India.',
      ],
    },

    { type: 'heading', text: '8. Support after arrival' },
    {
      type: 'paragraph',
      text: 'The first weeks abroad decide how well a student settles. Ask who will meet your child at the airport, who helps with registration, the residence permit and the bank account, and who to call at two in the morning if something goes wrong. Find out how visa extensions are handled every year and whether the university or the consultancy reminds students in time.',
    },
    {
      type: 'list',
      items: [
        'Airport pickup and the first night’s accommodation arranged before departure.',
        'A named local contact and an emergency number that is answered at all hours.',
        'Help with registration, residence permits, bank accounts and a local SIM card.',
        'Academic support: mentoring, extra language classes and early warning if marks slip.',
        'Regular contact with parents, especially in the first semester.',
      ],
    },

    { type: 'heading', text: 'Deciding as a family' },
    {
      type: 'paragraph',
      text: 'Once you have answers, put two or three universities side by side on one page: recognition, clinical exposure, full six-year cost, safety and support. Involve your child in every conversation — they are the one who will live with the choice for six years. If a question is still unanswered, wait: missing one intake is better than rushing into a university you are unsure of.',
    },

    { type: 'heading', text: 'How we use this checklist' },
    {
      type: 'paragraph',
      text: 'We go through these questions with every family before suggesting a university, and we are happy for you to hold us to them. The first consultation is free, so you can bring this list, ask every question on it and decide without pressure.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Bring your questions',
      text: 'Sit down with a counsellor and go through the checklist for the universities you are considering.',
      action: { label: 'Book a free consultation', to: 'contact' },
    },
  ],
  dropdowns: topicDropdowns.mbbs,
  related: [2, 6, 1],
};
