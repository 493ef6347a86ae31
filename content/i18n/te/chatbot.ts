/** The Telugu chatbot (content/chatbot.ts): its words are content/pages/te/chatbot.yaml and content/chatbot-topics/te/. */
import { chatbotContent } from '@/content/chatbot-topics';
import { mbbs } from '@/content/i18n/te/mbbs';

export const { chatbotLauncher, chatbotTexts, chatTopics } = chatbotContent('te', mbbs.universities.list);
