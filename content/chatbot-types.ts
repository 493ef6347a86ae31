/**
 * The chat's shapes: its topics, its fixed words and its settings, as content/chatbot-topics builds
 * them and the chat window (components/chatbot/) shows them. Types only, below both.
 */
import type { LeadTexts } from '@/content/types';
import type { PrivacyNoteContent } from '@/content/privacy-note';

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
  /** A page linked under the answer (the MBBS degree check under the MBBS answer), in the chat's language. */
  link?: { href: string; label: string };
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

/** What the chat says in one language. */
export type ChatContent = { texts: ChatbotTexts; topics: ChatTopic[] };

/** Everything the chat window shows in one language: its own words, the privacy note's and the lead form's. */
export type ChatWords = { chat: ChatContent; privacyNote: PrivacyNoteContent; lead: LeadTexts };
