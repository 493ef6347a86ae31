import type { Article } from '@/content/articles/types';
import { topicDropdowns } from '@/content/articles/dropdowns';

export const blog6: Article = {
  id: 6,
  lead: 'There is no single best country for MBBS — there is a best country for you, given your budget, your NEET result, the climate you can live with and how you want to practise afterwards. This guide compares the five destinations Indian students ask us about most — Russia, Georgia, Kazakhstan, the Philippines and Uzbekistan — and looks briefly at Kyrgyzstan, Egypt, Serbia and Bangladesh.',
  body: [
    { type: 'heading', text: 'First, the rules that apply everywhere' },
    {
      type: 'paragraph',
      text: 'Whichever country you choose, an Indian student needs a qualifying NEET UG result, and the degree must meet the National Medical Commission’s Foreign Medical Graduate Licentiate Regulations, 2021: at least 54 months of study plus at least 12 months of internship at the same university, teaching in English, and eligibility for a licence to practise in that country. After returning you must pass the screening test (the FMGE, to be replaced by NExT) and complete a 12-month internship in India. Judge each university, not just each country, against these rules.',
    },

    { type: 'heading', text: 'The five main destinations compared' },
    {
      type: 'table',
      caption: 'Main MBBS destinations for Indian students (indicative)',
      head: ['Country', 'Typical length', 'Approximate tuition per year', 'Climate', 'Good to know'],
      rows: [
        ['Russia', '6 years', 'About $3,500 – $8,000', 'Long, cold winters', 'The largest choice of established state universities'],
        ['Georgia', '6 years', 'About $4,500 – $8,000', 'Mild', 'English-medium MD programmes in a European setting'],
        ['Kazakhstan', '5–6 years', 'About $3,500 – $6,000', 'Cold winters', 'Lower living costs; check the internship arrangement'],
        ['Philippines', 'Pre-medical course + 4-year MD', 'About $3,500 – $7,000', 'Tropical', 'US-style system taught in English'],
        ['Uzbekistan', '6 years', 'About $3,000 – $5,000', 'Hot summers, cold winters', 'Low fees; long-established state medical institutes'],
      ],
      note: 'Fees vary widely between universities and change each year; hostel, food, insurance and travel are extra. Confirm every figure with the university’s current fee letter.',
    },

    { type: 'heading', text: 'Russia' },
    {
      type: 'paragraph',
      text: 'Russia has the longest record with Indian medical students and the widest choice: dozens of state medical universities, many with large teaching hospitals and active Indian student communities. Fees range from modest at regional universities to considerably higher at the best-known ones in large cities. Many universities teach in English, but patients speak Russian, and you must be able to use it in the wards; ask how the clinical years are taught and confirm that the English-medium programme meets the NMC’s requirements. Winters are long and cold, so factor in warm clothing and heating.',
    },

    { type: 'heading', text: 'Georgia' },
    {
      type: 'paragraph',
      text: 'Georgia offers six-year English-medium MD programmes at universities in Tbilisi, Batumi and Kutaisi, a mild climate and a European way of life. It usually costs more than Central Asia, and the choice of universities with a long track record is smaller. Patients speak Georgian, so language learning matters here too. Students who want a comfortable city life and are ready for a somewhat higher budget often shortlist Georgia.',
    },

    { type: 'heading', text: 'Kazakhstan' },
    {
      type: 'paragraph',
      text: 'Kazakhstan’s state medical universities in Almaty, Astana, Karaganda and other cities offer affordable fees and low living costs. Programme structures have been changing, so check carefully that the course you are offered lasts at least 54 months and includes a 12-month internship at the same university, as the NMC requires. Winters are cold, and patients speak Kazakh or Russian.',
    },

    { type: 'heading', text: 'The Philippines' },
    {
      type: 'paragraph',
      text: 'The Philippines follows an American-style system: students first complete a pre-medical course (usually a Bachelor of Science), then a four-year Doctor of Medicine programme that includes clinical training. English is widely spoken, which makes daily life and patient contact easier, and the tropical climate and disease pattern are similar to India’s. Because of the two-stage structure, check with particular care how the NMC’s 54-month and internship rules apply to the specific programme, and whether you can obtain a licence in the Philippines after graduating.',
    },

    { type: 'heading', text: 'Uzbekistan' },
    {
      type: 'paragraph',
      text: 'Uzbekistan has emerged as a low-cost option, with state medical institutes in Tashkent, Samarkand, Bukhara and other cities that have trained doctors for decades. Fees are among the lowest of the popular destinations and living costs are modest. English-medium programmes for international students are newer here, so ask about the teaching staff, the clinical years and how earlier batches of Indian students have done.',
    },

    { type: 'heading', text: 'Other countries worth knowing about' },
    {
      type: 'list',
      items: [
        {
          label: 'Kyrgyzstan:',
          text: 'among the lowest fees and a large Indian student community, mainly in Bishkek and Osh. Quality and programme length vary a lot between universities, so check each one against the NMC rules with care.',
        },
        {
          label: 'Egypt:',
          text: 'long-established state medical faculties and a warm climate, with fees that are usually higher than in Central Asia. Clinical work needs Arabic.',
        },
        {
          label: 'Serbia:',
          text: 'six-year programmes with a European curriculum at fees above the Central Asian average. The choice of English-medium programmes is limited.',
        },
        {
          label: 'Bangladesh:',
          text: 'a curriculum and disease pattern close to India’s, food and culture that feel familiar, and a five-year course followed by a one-year internship. Fees are often paid in a few large instalments rather than every year.',
        },
      ],
    },

    { type: 'heading', text: 'Mistakes to avoid' },
    {
      type: 'list',
      items: [
        { label: 'Choosing on fees alone:', text: 'the cheapest programme can become the most expensive if it does not lead to a licence in India.' },
        {
          label: 'Trusting an “NMC-approved list”:',
          text: 'the NMC does not publish a list of approved foreign universities; it sets the conditions a degree must meet. Check those conditions for each university yourself.',
        },
        { label: 'Ignoring the language:', text: 'English teaching does not help at a bedside where patients speak another language.' },
        { label: 'Counting only the first year:', text: 'compare what all six years will cost, including hostel, food, insurance, visa renewals and travel.' },
      ],
    },

    { type: 'heading', text: 'How to choose' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Set a realistic budget for all six years, including living costs and travel.',
        'Keep only universities that meet the NMC rules, in writing.',
        'Compare clinical exposure: hospitals, patients and the language they speak.',
        'Weigh climate, food, safety and distance from home honestly as a family.',
        'Talk to Indian students who are there now, and ask about the screening-test results of earlier batches.',
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Let us shortlist with you',
      text: 'Tell us your NEET result, budget and preferences; we will compare suitable universities in each country with you, free of charge.',
      action: { label: 'Get free counselling', to: 'contact' },
    },
  ],
  dropdowns: topicDropdowns.mbbs,
  related: [2, 5, 4],
};
