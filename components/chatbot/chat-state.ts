/**
 * The chatbot's conversation as a pure reducer: name → greeting with the
 * four topics → overview and sub-options → summary with Get Detailed Information → lead form.
 * The widget dispatches; sending the lead (lib/lead) happens outside, between `submit` and
 * `submitted`.
 */
import type { ChatbotTexts, ChatContent, ChatSubOption, ChatTopic } from '@/content/chatbot';
import type { Locale } from '@/lib/locale';

export type { ChatContent } from '@/content/chatbot';

/** Where the build writes the chat's words in a language (app/chatbot/[file]/route.ts); the chat fetches them when it opens. */
export const chatWordsPath = (language: Locale) => `/chatbot/${language}.json`;

type ChatTopicId = ChatTopic['id'];

export type ChatMessageType = 'text' | 'options' | 'success' | 'error';

export type ChatOption =
  | { kind: 'topic'; label: string; topic: ChatTopicId }
  | { kind: 'subOption'; label: string; topic: ChatTopicId; subOption: string }
  | { kind: 'details'; label: string };

export type ChatMessage = {
  id: number;
  text: string;
  isBot: boolean;
  type: ChatMessageType;
  options?: ChatOption[];
  /** A page linked under the message (a topic's link). */
  link?: { href: string; label: string };
};

export type ChatLead = { name: string; phone: string; email: string; country: string };

export type ChatStep = 'name' | 'topic' | 'subOption' | 'summary' | 'form';

export type ChatState = {
  step: ChatStep;
  name: string;
  topic?: ChatTopicId;
  subOption?: string;
  messages: ChatMessage[];
  /** The lead form's values; kept on failure, cleared on success. */
  lead: ChatLead;
  formOpen: boolean;
  submitting: boolean;
  nextId: number;
  /** Company name and phone, from the site config. */
  company: string;
  phone: string;
  /** The words of the page's language, and the language (sent with the lead). */
  content: ChatContent;
  language: Locale;
};

export type ChatAction =
  | { type: 'send'; text: string }
  | { type: 'choose'; option: ChatOption }
  | { type: 'edit'; field: keyof ChatLead; value: string }
  | { type: 'submit' }
  /** `note`: said after the outcome (the lead's reference). */
  | { type: 'submitted'; ok: boolean; note?: string }
  /** Not sent for want of a connection, saved in the browser to send later: `text` says so. */
  | { type: 'saved'; text: string };

const MAX_NAME_LENGTH = 60;
const emptyLead: ChatLead = { name: '', phone: '', email: '', country: '' };

/** Fills {placeholders}; unknown ones stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export const findTopic = (id: ChatTopicId | undefined, topics: ChatTopic[]): ChatTopic | undefined => topics.find((t) => t.id === id);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message or keyword as compared: Hindi with or without its nuktas (फ़ीस, फीस) alike. */
const plain = (s: string) => s.normalize('NFD').replace(/\u093C/g, '');

/**
 * A keyword as a word of a message: an English one whole (or with a plural s), one in Telugu or
 * Hindi at the start of a word (their endings vary: ఫీజులు, ఫీజుకు).
 */
const keywordPattern = (k: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{M}\\p{N}])${escape(plain(k))}${/^[\x20-\x7e]+$/.test(k) ? '(?:e?s)?(?![\\p{L}\\p{M}\\p{N}])' : ''}`, 'iu');

/** The first topic (in their order) with a keyword in the message: "MBBS fees?" → MBBS Programs. */
export const topicOfMessage = (text: string, topics: ChatTopic[]): ChatTopic | undefined =>
  topics.find((t) => t.keywords.some((k) => keywordPattern(k).test(plain(text))));

export const findSubOption = (topic: ChatTopic | undefined, id: string | undefined): ChatSubOption | undefined => topic?.subOptions.find((o) => o.id === id);

const topicOptions = (topics: ChatTopic[]): ChatOption[] => topics.map((t) => ({ kind: 'topic', label: t.label, topic: t.id }));

/** The summary of step 4, with the general line (a master's length and our estimate of its cost). */
export function summaryText(option: ChatSubOption, t: ChatbotTexts): string {
  return [fill(t.summaryIntro, { option: option.label }), ...option.facts.map((f) => `• ${f}`), t.sampleEstimate, t.summaryOutro].join('\n');
}

export function initChat({ company, phone, content, language }: { company: string; phone: string; content: ChatContent; language: Locale }): ChatState {
  return {
    step: 'name',
    name: '',
    messages: [{ id: 1, text: fill(content.texts.welcome, { company }), isBot: true, type: 'text' }],
    lead: emptyLead,
    formOpen: false,
    submitting: false,
    nextId: 2,
    company,
    phone,
    content,
    language,
  };
}

function append(state: ChatState, ...messages: Omit<ChatMessage, 'id'>[]): ChatState {
  let id = state.nextId;
  const added = messages.map((m) => ({ ...m, id: id++ }));
  return { ...state, messages: [...state.messages, ...added], nextId: id };
}

const visitor = (text: string): Omit<ChatMessage, 'id'> => ({ text, isBot: false, type: 'text' });
const bot = (text: string, options?: ChatOption[]): Omit<ChatMessage, 'id'> =>
  options ? { text, isBot: true, type: 'options', options } : { text, isBot: true, type: 'text' };

/** A topic's answer and its sub-options, after what the visitor said (its button's label, or a message naming it). */
function answer(state: ChatState, topic: ChatTopic, said: string): ChatState {
  const subOptions: ChatOption[] = topic.subOptions.map((o) => ({ kind: 'subOption', label: o.label, topic: topic.id, subOption: o.id }));
  return {
    ...append(state, visitor(said), {
      ...bot(`${topic.overview}\n${state.content.texts.chooseSubOption}`, subOptions),
      ...(topic.link && { link: topic.link }),
    }),
    step: 'subOption',
    topic: topic.id,
    subOption: undefined,
  };
}

function choose(state: ChatState, option: ChatOption): ChatState {
  const { texts: t, topics } = state.content;
  if (option.kind === 'topic') {
    const topic = findTopic(option.topic, topics);
    return topic ? answer(state, topic, topic.label) : state;
  }
  if (option.kind === 'subOption') {
    const topic = findTopic(option.topic, topics);
    const sub = findSubOption(topic, option.subOption);
    if (!topic || !sub) return state;
    return {
      ...append(state, visitor(sub.label), bot(summaryText(sub, t), [{ kind: 'details', label: t.detailsButton }])),
      step: 'summary',
      topic: topic.id,
      subOption: sub.id,
    };
  }
  // Get Detailed Information: the lead form, pre-filled with what the visitor already told us.
  const sub = findSubOption(findTopic(state.topic, topics), state.subOption);
  const lead = state.formOpen ? state.lead : { ...state.lead, name: state.lead.name || state.name, country: state.lead.country || sub?.country || '' };
  return { ...append(state, visitor(option.label), bot(t.formPrompt)), step: 'form', formOpen: true, lead };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  const { texts: t, topics } = state.content;
  switch (action.type) {
    case 'send': {
      const text = action.text.trim();
      if (!text) return state;
      if (state.step === 'name') {
        const name = text.slice(0, MAX_NAME_LENGTH);
        return { ...append(state, visitor(text), bot(fill(t.greeting, { name }), topicOptions(topics))), step: 'topic', name };
      }
      // The old site appended free text without a reply: a message naming a topic gets its answer;
      // any other, the topics again and a person to call.
      const topic = topicOfMessage(text, topics);
      if (topic) return answer(state, topic, text);
      return append(state, visitor(text), bot(fill(t.freeTextReply, { name: state.name, phone: state.phone }), topicOptions(topics)));
    }
    case 'choose':
      return choose(state, action.option);
    case 'edit':
      return { ...state, lead: { ...state.lead, [action.field]: action.value } };
    case 'submit':
      return state.submitting || !state.formOpen ? state : { ...state, submitting: true };
    case 'submitted':
      if (action.ok) {
        const text = action.note ? `${t.success} ${action.note}` : t.success;
        return { ...append(state, { text, isBot: true, type: 'success' }), submitting: false, formOpen: false, lead: emptyLead };
      }
      return { ...append(state, { text: t.error, isBot: true, type: 'error' }), submitting: false };
    case 'saved':
      return { ...append(state, { text: action.text, isBot: true, type: 'success' }), submitting: false, formOpen: false, lead: emptyLead };
  }
}

/** The fields sent through lib/lead's submitLead: the lead's name, phone, email and country, a subject naming the topic. */
export function leadFields(state: ChatState): Record<string, string> {
  const topic = findTopic(state.topic, state.content.topics);
  const sub = findSubOption(topic, state.subOption);
  const { name, phone, email, country } = state.lead;
  return {
    name: name.trim(),
    phone: phone.trim(),
    email: email.trim(),
    country: country.trim(),
    subject: fill(state.content.texts.subject, { topic: topic?.label ?? 'General', option: sub?.label ?? 'enquiry' }),
    from_name: state.company,
    language: state.language,
  };
}
