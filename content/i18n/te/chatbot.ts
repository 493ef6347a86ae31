/** STUB (English): to be replaced by the te translation of content/chatbot.ts. */
export { chatbotSettings, chatbotLauncher, chatbotTexts, chatTopics } from '@/content/chatbot';
