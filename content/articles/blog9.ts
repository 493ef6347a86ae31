import type { Article } from '@/content/articles/types';
import { figures } from '@/lib/site';
import { samples } from '@/lib/samples';
import { topicDropdowns } from '@/content/articles/dropdowns';

export const blog9: Article = {
  id: 9,
  lead: 'Hyderabad is one of India’s biggest sources of students going abroad, especially for master’s degrees in the USA, and it has no shortage of consultancies to help them. Choosing the right one can save you months of effort and lakhs of rupees — choosing the wrong one can cost you an intake. Here is what a good study-abroad consultancy in Hyderabad should do, what we offer, and how to tell the difference.',
  body: [
    { type: 'heading', text: 'Why so many Hyderabad students study abroad' },
    {
      type: 'paragraph',
      text: 'The city’s engineering colleges and IT industry have made a master’s abroad a familiar next step, especially in computer science, data science and engineering, and almost every family knows someone who has studied in the USA, the UK, Canada, Australia or Germany. That familiarity helps, but it also means a lot of second-hand advice. Rules on visas, work rights and funding change often, and what worked for a cousin three years ago may not work today — which is where a good consultancy earns its place.',
    },

    { type: 'heading', text: 'What to look for in a study-abroad consultancy' },
    {
      type: 'list',
      items: [
        { label: 'Honest advice:', text: 'a counsellor who tells you where your profile is strong and where it is not, and suggests universities to match.' },
        { label: 'Transparency:', text: 'a written list of services and fees, and tuition always paid directly to the university.' },
        { label: 'End-to-end support:', text: 'one team from course selection to the visa and your arrival, so nothing falls between two agencies.' },
        { label: 'Track record:', text: 'students you can speak to, and a visa record the consultancy is willing to share.' },
        { label: 'Reachability:', text: 'an office you can walk into and counsellors who answer after you have paid.' },
      ],
    },

    {
      type: 'paragraph',
      text: 'Before you sign with anyone, ask them: Which universities would you suggest for my profile, and why? What exactly is included in your fee? Will I pay tuition to the university directly? Who will handle my file, and how do I reach them? Can I speak to two or three of your recent students? A good consultancy answers all of these without hesitation.',
    },

    { type: 'heading', text: 'Our services' },
    {
      type: 'list',
      items: [
        { label: 'Free consultation and career counselling:', text: 'your goals, profile and budget turned into a plan of courses, countries and timelines.' },
        { label: 'University selection:', text: 'a balanced list of ambitious, realistic and safe choices.' },
        { label: 'SOP, LOR and CV help:', text: 'feedback and editing so that your documents sound like you, at your best.' },
        { label: 'Applications and document checks:', text: 'every form, transcript and deadline tracked.' },
        { label: 'Scholarships:', text: 'shortlisting and applications for university and government awards.' },
        { label: 'Education loans:', text: 'pre-sanctioned loans through 15+ banking partners.' },
        { label: 'Visa assistance:', text: 'documents, financial proof and mock interviews.' },
        { label: 'Travel and accommodation:', text: 'flights, housing, forex, insurance, a SIM card plan and a pre-departure briefing.' },
        { label: 'MBBS abroad and NEET services:', text: 'for medical aspirants, from NEET preparation to admission abroad.' },
      ],
    },
    {
      type: 'callout',
      tone: 'info',
      title: 'All our services',
      text: 'See the full list of fourteen services, from the first consultation to banking set-up abroad.',
      action: { label: 'View services', to: 'services' },
    },

    { type: 'heading', text: 'Why students choose us' },
    {
      type: 'list',
      items: [
        {
          label: `${figures.text.successRate} visa approval:`,
          text: 'careful preparation of documents, finances and interviews shows in our students’ visa results.',
        },
        { label: 'Zero consultation fees:', text: 'the first consultation is free and carries no obligation.' },
        { label: `${figures.text.yearsOfExperience} years of experience:`, text: `${figures.text.studentsHelped} students helped to study abroad.` },
        { label: 'One point of contact:', text: 'the same counsellor follows your file from shortlist to departure.' },
        { label: 'Support 24/7:', text: 'help when you need it, before and after you fly.' },
      ],
    },

    { type: 'heading', text: 'Support that continues after you land' },
    {
      type: 'paragraph',
      text: 'Our work does not end when the visa is stamped. Before you fly, a pre-departure briefing covers what to pack, what to carry in your hand luggage, how to get from the airport to your accommodation and what to do in your first week. After you arrive, we help with questions about opening a bank account, health insurance, part-time work rules and, when the time comes, post-study work options. Parents can reach us too, which many find reassuring in the first semester.',
    },

    { type: 'heading', text: 'What our students say' },
    // Invented examples: replace them with real students' words, with their consent.
    ...samples([
      {
        type: 'testimonial' as const,
        quote:
          'I had admits but no idea how to fund them. My counsellor compared three loan offers with us, got a sanction letter before my visa slot, and ran two mock interviews. The visa was approved on the first attempt.',
        name: 'Sai Kiran R.',
        role: 'MS in Computer Science, USA',
        rating: 5,
      },
      {
        type: 'testimonial' as const,
        quote:
          'They were honest that my first-choice university was a stretch and helped me build a balanced list. I got into a one-year master’s in the UK with a partial scholarship, and they even helped me find accommodation before I landed.',
        name: 'Harika P.',
        role: 'MSc in Business Analytics, UK',
        rating: 5,
      },
    ]),

    { type: 'heading', text: 'Countries we cover' },
    {
      type: 'paragraph',
      text: 'We specialise in the USA, the UK, Canada, Australia, Germany and New Zealand, and also guide students to Ireland and other European destinations. For MBBS, we work with universities in Vietnam and advise on Russia, Georgia, Kazakhstan, Uzbekistan, Kyrgyzstan, the Philippines and other countries that meet the NMC’s rules.',
    },
    {
      type: 'callout',
      tone: 'tip',
      title: 'Compare destinations',
      text: 'Universities, tuition, intakes, requirements, living costs and work rights for 20 countries.',
      action: { label: 'Open the countries guide', to: 'countries' },
    },

    { type: 'heading', text: 'Visit us' },
    {
      type: 'paragraph',
      text: 'Our head office is in Vijayawada and our associate consultancies are in Hyderabad. Walk in for a free consultation, or book a call or video session if that suits you better.',
    },
    { type: 'offices' },

    { type: 'heading', text: 'What happens in a free consultation' },
    {
      type: 'paragraph',
      text: 'A first consultation usually takes 30–45 minutes. A counsellor asks about your studies, scores, work experience, goals and budget, and answers your questions about courses, countries, costs and visas. You leave with a clear list of options and next steps, and there is no obligation to sign up for anything.',
    },

    { type: 'heading', text: 'How to get started' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Book a free consultation by phone, chat or the form on this page.',
        'Bring your mark sheets, test scores (if any) and a rough budget.',
        'Get a written plan: courses, countries, universities, costs and a timeline.',
        'Decide in your own time whether you want us to handle the process.',
      ],
    },
  ],
  dropdowns: topicDropdowns.hyderabad,
  related: [7, 10, 8],
};
