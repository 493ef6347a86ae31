/** The chat window's words in a language, as the build writes them (app/chatbot/[file]/route.ts). Server side. */
import type { ChatWords } from '@/content/chatbot';
import { privacyNoteFor } from '@/components/forms/lead-form-words';
import { contentFor } from '@/content/i18n';
import type { Locale } from '@/lib/locale';

export function chatWords(locale: Locale): ChatWords {
  const { chatbotTexts, chatTopics, leadTexts } = contentFor(locale);
  return { chat: { texts: chatbotTexts, topics: chatTopics }, privacyNote: privacyNoteFor(locale), lead: leadTexts };
}
