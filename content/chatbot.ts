/**
 * What the chatbot says in English, built at build time on the server (content/chatbot-topics
 * `chatbotContent`): its fixed words (content/pages/<language>/chatbot.yaml), its topics
 * (content/chatbot-topics/) with their figures filled in, the sample estimate from its price file
 * (content/prices/) and the partner universities from content/universities; the editions' are the same
 * words in their language (content/i18n/edition-words.ts). The chat gets the result in its page's language only
 * (app/chatbot/[file]/route.ts): client code imports types from here, never values.
 * Placeholders in braces ({name}, {company}, {phone}, {topic}, {option}) are filled by components/chatbot/chat-state.
 */
import { chatbotContent } from '@/content/chatbot-topics';
import { mbbs } from '@/content/mbbs';

export type { ChatbotLauncherContent, ChatbotSettings, ChatbotTexts, ChatContent, ChatSubOption, ChatTopic, ChatWords } from '@/content/chatbot-types';

export const { chatbotLauncher, chatbotTexts, chatTopics } = chatbotContent('en', mbbs.universities.list);
