import type { Article } from '@/content/articles/types';
import { wideMbbsDropdowns } from '@/content/articles/dropdowns';

export const blog1: Article = {
  id: 1,
  lead: 'A NEET result is the start of an MBBS admission, not the end of it. Between the score card and a seat in a medical college come counselling rounds, choice filling, document checks and fee payments — and, if you look abroad, university shortlists, admission letters and a student visa. This guide walks through each step and explains what a good MBBS admission consultancy in Hyderabad should do for you at every one of them.',
  body: [
    { type: 'heading', text: 'Step 1: Read your NEET score realistically' },
    {
      type: 'paragraph',
      text: 'NEET UG is the single entrance exam for MBBS in India, and qualifying it is also compulsory for Indian students who want to study medicine abroad and later practise in India. Qualifying means reaching the cut-off percentile: the 50th percentile for the general category, the 45th for general candidates with a disability, and the 40th for SC, ST and OBC candidates. Qualifying, however, is not the same as getting a seat. More than 20 lakh candidates sit NEET every year for a little over one lakh MBBS seats, and the closing ranks change from year to year.',
    },
    {
      type: 'paragraph',
      text: 'A useful first meeting with a consultant therefore places your rank against recent closing ranks for every route open to you: the All India Quota, your state quota, deemed universities, private colleges and universities abroad. You should leave that meeting with a realistic picture and a shortlist, not a promise.',
    },

    { type: 'heading', text: 'Step 2: Understand the counselling routes in India' },
    {
      type: 'paragraph',
      text: 'Seats in India are filled through separate counselling processes, each with its own registration window, fees, choice filling, allotment rounds and reporting deadlines:',
    },
    {
      type: 'list',
      items: [
        {
          label: 'All India Quota and central institutions:',
          text: 'the Medical Counselling Committee (MCC) allots 15% of seats in government colleges, along with seats at AIIMS, JIPMER, central universities, deemed universities and ESIC colleges.',
        },
        {
          label: 'Telangana state quota:',
          text: 'Kaloji Narayana Rao University of Health Sciences (KNRUHS), Warangal, runs counselling for the state’s share of government seats and for the categories of seats in private colleges.',
        },
        { label: 'Andhra Pradesh state quota:', text: 'Dr. NTR University of Health Sciences in Vijayawada runs counselling for seats in Andhra Pradesh.' },
        { label: 'Management and NRI quota:', text: 'seats in private colleges that are filled through the same state counselling but at much higher fees.' },
      ],
    },
    {
      type: 'paragraph',
      text: 'Missing a registration date or a reporting deadline in one round can cost a seat you were eligible for. That is the main reason families ask a consultancy to track every notice, check every document before verification and remind them of each deadline.',
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Choice filling is strategy, not a wish list',
      text: 'List colleges in the order in which you would really join them. Rules on upgrading to a better seat, free exit and forfeiting the security deposit differ between MCC and the state authorities, and between rounds, so read the current year’s rules before you lock your choices.',
    },

    { type: 'heading', text: 'Step 3: Decide whether MBBS abroad is right for you' },
    {
      type: 'paragraph',
      text: 'When your rank does not reach an affordable government seat and private management fees in India are out of reach, studying MBBS abroad is a common alternative. The total cost at many universities in Russia, Georgia, Kazakhstan, Uzbekistan, Kyrgyzstan, the Philippines or Vietnam is a fraction of private fees in India. It is, however, a six-year commitment far from home, and the rules for coming back to practise in India are strict.',
    },
    {
      type: 'paragraph',
      text: 'Under the National Medical Commission’s Foreign Medical Graduate Licentiate (FMGL) Regulations, 2021, a foreign medical degree is accepted in India only if:',
    },
    {
      type: 'list',
      items: [
        'the course lasts at least 54 months, followed by an internship of at least 12 months at the same foreign university;',
        'the whole course and the internship are completed at that one university, without moving to another country midway;',
        'the medium of instruction is English;',
        'the degree makes you eligible to register and practise medicine in that country on the same terms as its own citizens;',
        'after returning you pass India’s screening test (the FMGE today, to be replaced by the National Exit Test, NExT) and complete a 12-month supervised internship in India.',
      ],
    },
    {
      type: 'paragraph',
      text: 'A good consultancy checks each university it suggests against these rules and is willing to put the answers in writing. If a programme is shorter than the minimum, taught partly in another language or cannot lead to a licence in that country, it should not be on your list, however low the fee.',
    },

    { type: 'heading', text: 'Step 4: Shortlist universities with care' },
    {
      type: 'paragraph',
      text: 'For universities abroad, look beyond the brochure. Check that the university is listed in the World Directory of Medical Schools, ask about its teaching hospitals and the number of patients students actually see, and find out which language patients speak, because you will need it in the wards. Compare the full six-year cost, not only the first-year tuition, and ask how earlier Indian graduates have done in the screening test. Climate, food, safety and the size of the Indian student community matter too, because you will live there for six years.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'A checklist for parents',
      text: 'We have put the questions to ask about recognition, teaching, clinical exposure, fees and safety into one list you can take to any university or agent.',
      action: { label: 'Read the checklist', to: 'blog5' },
    },

    { type: 'heading', text: 'Step 5: Documents, fees and visa' },
    { type: 'paragraph', text: 'For admission abroad you will typically need:' },
    {
      type: 'list',
      items: [
        'a passport valid for at least the first year of study, and preferably much longer;',
        'Class 10 and Class 12 mark sheets and pass certificates;',
        'the NEET UG score card;',
        'a birth certificate and recent passport-size photographs;',
        'a medical fitness certificate and, for several countries, an HIV test report;',
        'proof of funds or a sponsor’s letter, depending on the country.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Once you accept an offer, the university issues an admission or invitation letter, which you use to apply for the student visa. Some countries require documents to be apostilled or legalised, and some require certified translations. Tuition should always be paid directly into the university’s official bank account against an official receipt.',
    },

    { type: 'heading', text: 'What a good MBBS admission consultancy does' },
    {
      type: 'list',
      items: [
        'Gives an honest reading of your rank and budget, including whether a second NEET attempt makes sense.',
        'Tracks MCC, KNRUHS and Dr. NTR UHS notices and deadlines on your behalf.',
        'Suggests only universities that meet the NMC rules, and shows you why.',
        'Sets out the full cost of each option in writing, including hostel, food, insurance and travel.',
        'Handles applications, document checks, the visa and travel, and stays in touch after you land.',
      ],
    },
    {
      type: 'callout',
      tone: 'warning',
      title: 'Red flags',
      text: 'Walk away from anyone who guarantees a government seat, offers a seat in return for a “donation”, asks you to pay university fees into a personal account, or recommends a programme shorter than the NMC minimum. No consultant can change counselling results.',
    },

    { type: 'heading', text: 'How we help students from Hyderabad and Vijayawada' },
    {
      type: 'paragraph',
      text: 'Our counsellors meet students and parents at our head office in Vijayawada and our associate offices in Hyderabad, or online. The first consultation is free: we look at your NEET result, your budget and your preferences, and explain every route open to you in India and abroad. If you want us to handle the process, our service packages start from ₹15,000, and you will know exactly what is included before you decide.',
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'Talk to a counsellor',
      text: 'Bring your NEET score card and your questions; we will help you plan the next step.',
      action: { label: 'Contact us', to: 'contact' },
    },
  ],
  dropdowns: wideMbbsDropdowns,
  related: [2, 5, 6],
};
