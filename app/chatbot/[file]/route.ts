import { chatWords } from '@/components/chatbot/chat-words';
import { chatWordsPath } from '@/components/chatbot/chat-state';
import { EDITION_LOCALES, type Locale } from '@/lib/locale';

/**
 * The chat's words in each language, one JSON file each (/chatbot/en.json), fetched when a visitor
 * opens the chat: no page carries them, and the chat's script carries no words.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

const LOCALES: Locale[] = ['en', ...EDITION_LOCALES];
const fileOf = (locale: Locale) => chatWordsPath(locale).split('/').pop()!;

export const generateStaticParams = () => LOCALES.map((locale) => ({ file: fileOf(locale) }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = LOCALES.find((l) => fileOf(l) === file)!;
  return Response.json(chatWords(locale));
}
