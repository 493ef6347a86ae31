/** STUB (English): to be replaced by the hi translation of content/chatbot.ts. */
export { chatbotSettings, chatbotLauncher, chatbotTexts, chatTopics } from '@/content/chatbot';
