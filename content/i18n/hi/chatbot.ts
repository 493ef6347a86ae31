/** The Hindi chatbot (content/chatbot.ts): its words are content/pages/hi/chatbot.yaml and content/chatbot-topics/hi/. */
import { chatbotContent } from '@/content/chatbot-topics';
import { mbbs } from '@/content/i18n/hi/mbbs';

export const { chatbotLauncher, chatbotTexts, chatTopics } = chatbotContent('hi', mbbs.universities.list);
