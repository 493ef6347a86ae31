/** The chat window's words in a language, as the build writes them (app/chatbot/[file]/route.ts). Server side. */
import type { ChatWords } from '@/content/chatbot';
import { contentFor } from '@/content/i18n';
import type { Locale } from '@/lib/locale';

export function chatWords(locale: Locale): ChatWords {
  const { chatbotTexts, chatTopics, privacyNote, leadTexts } = contentFor(locale);
  return { chat: { texts: chatbotTexts, topics: chatTopics }, privacyNote, lead: leadTexts };
}
