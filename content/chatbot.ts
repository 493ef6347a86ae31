/**
 * What the chatbot says, built at build time on the server: its fixed words (below, and the
 * editions' in content/i18n/<locale>/chatbot.ts), its topics (content/chatbot-topics/) with their
 * figures filled in, the sample estimate from its price file (content/prices/) and the partner
 * universities from content/universities. The chat gets the result, in its page's language only
 * (app/chatbot/[file]/route.ts); client code imports types from here, never values.
 * Placeholders in braces ({name}, {company}, {phone}, {topic}, {option}) are filled by lib/chatbot.
 */
import { chatbotContent } from '@/content/chatbot-topics';
import type { LeadTexts } from '@/content/lead';
import type { PrivacyNoteContent } from '@/content/privacy-note';
import { mbbs } from '@/content/mbbs';

export type ChatSubOption = {
  id: string;
  label: string;
  /** Key facts shown in the summary (step 4). */
  facts: string[];
  /** Pre-fills the lead form's preferred country. */
  country?: string;
};

export type ChatTopic = {
  id: string;
  /** Topic button label (step 2). */
  label: string;
  /** A typed message with one of these words (lower case) gets this topic's answer. */
  keywords: string[];
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

/** The chat's fixed words as the window shows them. */
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
  /** The general line of every summary: a master's length and the operator's estimate of its cost. */
  sampleEstimate: string;
  summaryOutro: string;
  detailsButton: string;
  formPrompt: string;
  form: { label: string; name: string; phone: string; email: string; country: string; submit: string };
  success: string;
  error: string;
  freeTextReply: string;
  subject: string;
};

/** The fixed words as written, in one language. */
export type ChatbotWords = Omit<ChatbotTexts, 'sampleEstimate'> & {
  launcher: { label: string; fallbackLabel: string };
  /** `line` places the others and the price: {label}, {basis}, {duration}, {cost}, {source}. */
  sampleEstimate: { label: string; basis: string; duration: string; line: string };
  /** A summary's line naming its partner universities: {names} (joined by ", " and `and` before the last), {accreditation}. */
  partners: { line: string; and: string };
};

/** What the chat says in one language. */
export type ChatContent = { texts: ChatbotTexts; topics: ChatTopic[] };

/** Everything the chat window shows in one language: its own words, the privacy note's and the lead form's. */
export type ChatWords = { chat: ChatContent; privacyNote: PrivacyNoteContent; lead: LeadTexts };

const words: ChatbotWords = {
  launcher: {
    label: 'Chat with our education assistant',
    fallbackLabel: 'Write to a counsellor (contact form)',
  },
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
    line: '{label} ({basis}): duration {duration}, cost {cost} ({source}).',
  },
  partners: { line: 'Partner universities: {names} ({accreditation})', and: ' and ' },
  summaryOutro: 'Exact figures depend on the country, university and course. Our counsellor can send you the details for your profile.',
  detailsButton: 'Get Detailed Information',
  formPrompt: 'Please share your details and our counsellor will send you the detailed information.',
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

export const { chatbotLauncher, chatbotTexts, chatTopics } = chatbotContent('en', words, mbbs.universities.list);
