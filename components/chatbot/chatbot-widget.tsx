'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ChatWindowProps, ChatWords } from '@/components/chatbot/chat-window';
import { privacyNote as englishPrivacyNote } from '@/content/privacy-note';
import { englishChat } from '@/lib/chatbot';
import { leadTexts as LEAD_TEXTS } from '@/content/lead';
import { localeOfLang, type Locale } from '@/lib/locale';

const english: ChatWords = { chat: englishChat, privacyNote: englishPrivacyNote, lead: LEAD_TEXTS };

/**
 * An edition's words, each language a chunk of its own fetched with (after) the widget's: English
 * pages never download a translation, an edition's page only its own.
 */
const editionWords: Record<Exclude<Locale, 'en'>, () => Promise<ChatWords>> = {
  te: () =>
    Promise.all([import('@/content/i18n/te/chatbot'), import('@/content/i18n/te/privacy-note'), import('@/content/i18n/te/lead')]).then(([c, p, l]) => ({
      chat: { texts: c.chatbotTexts, topics: c.chatTopics },
      privacyNote: p.privacyNote,
      lead: l.leadTexts,
    })),
  hi: () =>
    Promise.all([import('@/content/i18n/hi/chatbot'), import('@/content/i18n/hi/privacy-note'), import('@/content/i18n/hi/lead')]).then(([c, p, l]) => ({
      chat: { texts: c.chatbotTexts, topics: c.chatTopics },
      privacyNote: p.privacyNote,
      lead: l.leadTexts,
    })),
};

/**
 * The window itself (conversation, lead form, framer-motion) is a further chunk, so that the
 * loader on every page names a single chunk for this widget: the animation library adds nothing,
 * not even a file name, to a first load. Fetching starts as soon as this module runs (the
 * launcher prefetches it on hover or focus), alongside an edition's words and the animation
 * features the window's LazyMotion asks for (so they are rarely later than the window; until
 * they are, it simply stands still); a failed fetch is retried on the next opening.
 */
let windowModule: Promise<ComponentType<ChatWindowProps>> | null = null;
const loadWindow = () =>
  (windowModule ??= import('@/components/chatbot/chat-window').then(
    (m) => m.ChatWindow,
    (error: unknown) => {
      windowModule = null;
      throw error;
    },
  ));
void loadWindow().catch(() => undefined);
void import('@/components/chatbot/motion-features').catch(() => undefined);

export type ChatbotWidgetProps = {
  open: boolean;
  /** Move focus to the message box on opening (when the visitor opened it). */
  focusOnOpen: boolean;
  onClose: () => void;
};

/** The chat, once its window's code and the page language's words are here. */
export function ChatbotWidget(props: ChatbotWidgetProps) {
  const { open, onClose } = props;
  // The page's language is its <html lang> (set by its root layout).
  const [language] = useState(() => localeOfLang(document.documentElement.lang));
  const [words, setWords] = useState<ChatWords | null>(language === 'en' ? english : null);
  const [Window, setWindow] = useState<ComponentType<ChatWindowProps> | null>(null);
  useEffect(() => {
    if (language !== 'en') editionWords[language]().then(setWords, () => setWords(english));
  }, [language]);
  useEffect(() => {
    if (!open || Window) return;
    let live = true;
    // Without its window the chat cannot open: close it again, which brings the launcher back.
    loadWindow().then(
      (w) => live && setWindow(() => w),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open, Window, onClose]);
  return words && Window ? <Window {...props} words={words} language={language} /> : null;
}
