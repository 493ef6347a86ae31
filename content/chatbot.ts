/**
 * What the chatbot says: each step's prompts, the topics and summaries, and the lead form's texts.
 * Placeholders in braces ({name}, {company}, {phone}, {topic}, {option}) are filled by lib/chatbot.
 * Figures agree with the pages that state them: MBBS in Vietnam (/MBBS), MBA fees and work rights
 * (/MBA), loans, scholarships, visas and consultation (the service pages).
 */

import { loanMoratorium, nmcEligibility, postStudyText, workLimitFigures as w } from '@/content/facts';
import { worldDirectory } from '@/content/world-directory';

export type ChatTopicId = 'mbbs' | 'engineering' | 'fees' | 'admission';

export type ChatSubOption = {
  id: string;
  label: string;
  /** Key facts shown in the summary (step 4). */
  facts: string[];
  /** Pre-fills the lead form's preferred country. */
  country?: string;
};

export type ChatTopic = {
  id: ChatTopicId;
  /** Topic button label (step 2). */
  label: string;
  /** Short overview (step 3), followed by the sub-options. */
  overview: string;
  subOptions: ChatSubOption[];
};

export type ChatbotSettings = {
  /** The widget opens by itself once, this long after load, if the visitor never opened it. */
  autoOpenMs: number;
  /** localStorage key remembering that the chat was opened (value 'true'). */
  storageKey: string;
};

/**
 * What the always-loaded launcher needs; everything else is loaded with the widget. Until its script
 * has run, the launcher is a link to the contact form (the chat needs script): `fallbackLabel`
 * names that link.
 */
export type ChatbotLauncherContent = ChatbotSettings & { label: string; fallbackLabel: string };

export type ChatbotTexts = {
  dialogLabel: string;
  title: string;
  subtitle: string;
  minimise: string;
  restore: string;
  close: string;
  conversationLabel: string;
  botName: string;
  visitorName: string;
  inputLabel: string;
  namePlaceholder: string;
  messagePlaceholder: string;
  send: string;
  welcome: string;
  greeting: string;
  chooseSubOption: string;
  summaryIntro: string;
  /** `line` places the other four: {label}, {basis}, {duration}, {cost}. */
  sampleEstimate: { label: string; basis: string; duration: string; cost: string; line: string };
  summaryOutro: string;
  detailsButton: string;
  formPrompt: string;
  form: { label: string; name: string; phone: string; email: string; country: string; submit: string };
  success: string;
  error: string;
  freeTextReply: string;
  subject: string;
};

export const chatbotSettings: ChatbotSettings = {
  autoOpenMs: 150_000,
  storageKey: 'chatbotOpened',
};

export const chatbotLauncher: ChatbotLauncherContent = {
  ...chatbotSettings,
  label: 'Chat with our education assistant',
  fallbackLabel: 'Write to a counsellor (contact form)',
};

export const chatbotTexts: ChatbotTexts = {
  dialogLabel: 'Chat with our education assistant',
  title: 'Education Assistant',
  subtitle: 'Study-abroad answers in a minute',
  minimise: 'Minimise chat',
  restore: 'Restore chat',
  close: 'Close chat',
  conversationLabel: 'Conversation',
  botName: 'Assistant:',
  visitorName: 'You:',
  inputLabel: 'Type your message',
  namePlaceholder: 'Type your name…',
  messagePlaceholder: 'Type a message…',
  send: 'Send message',
  welcome: 'Hello! Welcome to {company}. I can help you plan your studies abroad. May I know your name?',
  greeting: 'Nice to meet you, {name}! What would you like to know about?',
  chooseSubOption: 'Choose an option to see a summary:',
  summaryIntro: 'Here is a summary for {option}:',
  sampleEstimate: {
    label: 'In general',
    basis: "a typical master's programme abroad",
    duration: '1-2 years',
    cost: 'set by each university',
    line: '{label} ({basis}): duration {duration}, cost {cost}.',
  },
  summaryOutro: 'Exact figures depend on the country, university and course. Our counselor can send you the details for your profile.',
  detailsButton: 'Get Detailed Information',
  formPrompt: 'Please share your details and our counselor will send you the detailed information.',
  form: {
    label: 'Your details',
    name: 'Your name',
    phone: 'Phone number',
    email: 'Email address',
    country: 'Preferred country',
    submit: 'Send my details',
  },
  success:
    "Thank you for providing your details! Our counselor will contact you within 24 hours to discuss your requirements in detail. Is there anything else you'd like to know?",
  error: 'I apologize, but there was an error sending your details. Please try again or contact us directly.',
  freeTextReply: 'Thanks for your message, {name}! For a detailed answer, call us on {phone} or message us on WhatsApp. Or choose a topic below:',
  subject: 'Chatbot lead: {topic} – {option}',
};

export const chatTopics: ChatTopic[] = [
  {
    id: 'mbbs',
    label: 'MBBS Programs',
    overview: `We help Indian students study MBBS abroad at universities listed in the ${worldDirectory.name}, with English-medium teaching, for a fraction of the fees of private medical colleges in India. You need to qualify NEET-UG to study MBBS abroad and practise in India later. ${nmcEligibility}`,
    subOptions: [
      {
        id: 'vietnam',
        label: 'MBBS in Vietnam',
        country: 'Vietnam',
        facts: [
          'Duration: 6 years, taught in English',
          'Tuition: set by each university; we send you the current fees',
          'Living costs: depend on the city; we plan a monthly budget with you',
          `Partner universities: Dianam University, Cantho University and PCT University (${worldDirectory.listed} · NMC (formerly MCI))`,
        ],
      },
      {
        id: 'russia',
        label: 'MBBS in Russia',
        country: 'Russia',
        facts: [
          'Duration: 6 years, including clinical training',
          'Tuition: set by each university; we send you the current fees',
          'Living costs: depend on the city; we plan a monthly budget with you',
          'Long-established universities with large teaching hospitals',
        ],
      },
      {
        id: 'georgia',
        label: 'MBBS in Georgia',
        country: 'Georgia',
        facts: [
          'Duration: 6 years, taught in English',
          'Tuition: set by each university; we send you the current fees',
          'Living costs: depend on the city; we plan a monthly budget with you',
          'A safe country with a European-style curriculum',
        ],
      },
      {
        id: 'kazakhstan',
        label: 'MBBS in Kazakhstan',
        country: 'Kazakhstan',
        facts: [
          'Duration: 6 years, including a one-year internship',
          'Tuition: set by each university; we send you the current fees',
          'Living costs: depend on the city; we plan a monthly budget with you',
          'Close to India, with a large Indian student community',
        ],
      },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering Programs',
    overview:
      "Engineering abroad opens doors to global careers: a bachelor's after Class 12 or an MS / master's after your B.Tech, with internships and post-study work rights. Which country interests you?",
    subOptions: [
      {
        id: 'usa',
        label: 'Engineering in the USA',
        country: 'USA',
        facts: [
          "Duration: MS in 1.5-2 years; bachelor's in 4 years",
          'Tuition: set by each university; we send you the current fees',
          `Work: up to ${w.usaHoursAWeek} hours a week on campus while studying`,
          `After graduation: ${postStudyText.usa}`,
        ],
      },
      {
        id: 'germany',
        label: 'Engineering in Germany',
        country: 'Germany',
        facts: [
          "Duration: master's in 2 years; bachelor's in 3-3.5 years",
          'Tuition: little or none at public universities, plus a semester fee',
          `Work: ${w.germanyFullDays} full or ${w.germanyHalfDays} half days a year while studying`,
          "Many English-taught master's programmes in engineering",
        ],
      },
      {
        id: 'canada',
        label: 'Engineering in Canada',
        country: 'Canada',
        facts: [
          "Duration: master's in 1-2 years; bachelor's in 4 years",
          'Tuition: set by each university; we send you the current fees',
          `Work: up to ${w.canadaHoursAWeek} hours a week off campus during classes`,
          `After graduation: ${postStudyText.canada}`,
        ],
      },
      {
        id: 'uk',
        label: 'Engineering in the UK',
        country: 'UK',
        facts: [
          "Duration: master's in 1 year; bachelor's in 3-4 years",
          'Tuition: set by each university; we confirm the current fee with you',
          `Work: up to ${w.ukHoursAWeek} hours a week during term`,
          `After graduation: ${postStudyText.uk}`,
        ],
      },
    ],
  },
  {
    id: 'fees',
    label: 'Course Fees',
    overview:
      'Fees depend on the country, the university and the course, and our consultation is free (zero consultation fees). Choose what you would like to budget for:',
    subOptions: [
      {
        id: 'mbbs-fees',
        label: 'MBBS abroad fees',
        facts: [
          'Tuition in Vietnam, Russia, Georgia and Kazakhstan: set by each university; we send you the current fees',
          'Living costs: depend on the city; we plan a monthly budget with you',
          'One-time costs: visa, flights, insurance and hostel deposit',
        ],
      },
      {
        id: 'masters-fees',
        label: "Master's (MS) fees",
        facts: [
          'USA, UK and Canada: set by each university; we confirm the current fee with you',
          "UK: most master's take one year, so one year's fees and living costs",
          'Germany: little or no tuition at public universities',
        ],
      },
      {
        id: 'mba-fees',
        label: 'MBA fees',
        facts: [
          'Programme fees: set by each business school; we confirm the current fee with you',
          'Requirements: GMAT or GRE at most schools (some waive it), IELTS or TOEFL, and work experience; each school sets its minimum',
          'One-year MBAs in the UK and Europe save a year of living costs',
        ],
      },
      {
        id: 'loans-scholarships',
        label: 'Education loans & scholarships',
        facts: [
          'Pre-sanctioned education loans with 15+ banking partners, processed in 7-15 working days',
          `Loan amounts, with or without collateral, depend on the lender and your profile: we compare their current limits; repayment after a moratorium of ${loanMoratorium}`,
          'Scholarships: start 12-15 months ahead and apply for 8-12 of them',
        ],
      },
    ],
  },
  {
    id: 'admission',
    label: 'Admission Process',
    overview:
      'Our five steps take you from the first conversation to your flight: consultation, programme selection, documentation, admission, and visa and travel. Which part would you like to know about?',
    subOptions: [
      {
        id: 'counselling',
        label: 'Free counselling & shortlisting',
        facts: [
          'A free 30-45 minute consultation about your marks, budget and goals',
          'A shortlist of countries, universities and courses that fit you',
          'Zero consultation fees',
        ],
      },
      {
        id: 'tests',
        label: 'Entrance & language tests',
        facts: [
          'MBBS abroad: a qualifying NEET-UG score',
          "Master's: IELTS or TOEFL at the score each university sets; GRE for many US universities",
          'MBA: GMAT or GRE at most schools, and work experience (most ask for some)',
        ],
      },
      {
        id: 'applications',
        label: 'Applications & documents',
        facts: [
          'Help with your SOP and letters of recommendation',
          'Transcripts, passport and financial documents checked before you apply',
          'Applications filed and tracked until your offer letter arrives',
        ],
      },
      {
        id: 'visa',
        label: 'Visa & pre-departure',
        facts: [
          'Visa filing and interview preparation; visas take about 4-12 weeks',
          'Education loan, forex, travel insurance and accommodation support',
          'A pre-departure briefing before you fly',
        ],
      },
    ],
  },
];
