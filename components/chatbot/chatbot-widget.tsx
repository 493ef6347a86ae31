'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ChatWindowProps } from '@/components/chatbot/chat-window';
import type { ChatWords } from '@/content/chatbot';
import { localeOfLang } from '@/lib/locale';

/**
 * The words of the page's language: a JSON file the build writes (app/chatbot/[file]/route.ts),
 * fetched once, alongside the window's code; a failed fetch is tried again on the next opening.
 */
const wordsRequests = new Map<string, Promise<ChatWords>>();
export function loadWords(href: string): Promise<ChatWords> {
  let request = wordsRequests.get(href);
  if (!request) {
    request = fetch(href).then((r) => (r.ok ? (r.json() as Promise<ChatWords>) : Promise.reject(new Error(`${href}: ${r.status}`))));
    request.catch(() => wordsRequests.delete(href));
    wordsRequests.set(href, request);
  }
  return request;
}

/**
 * The window itself (conversation, lead form, framer-motion) is a further chunk, so that the
 * loader on every page names a single chunk for this widget: the animation library adds nothing,
 * not even a file name, to a first load. Fetching starts as soon as this module runs (the
 * launcher prefetches it on hover or focus), alongside the words and the animation features the
 * window's LazyMotion asks for (so they are rarely later than the window; until they are, it
 * simply stands still); a failed fetch is retried on the next opening.
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
  /** The words' file of the page's language (components/chatbot/chat-state chatWordsPath). */
  wordsHref: string;
};

/** The chat, once its window's code and the page language's words are here. */
export function ChatbotWidget({ wordsHref, ...props }: ChatbotWidgetProps) {
  const { open, onClose } = props;
  // The page's language is its <html lang> (set by its root layout); the lead names it.
  const [language] = useState(() => localeOfLang(document.documentElement.lang));
  const [loaded, setLoaded] = useState<{ Window: ComponentType<ChatWindowProps>; words: ChatWords } | null>(null);
  useEffect(() => {
    if (!open || loaded) return;
    let live = true;
    // Without its window or its words the chat cannot open: close it again, which brings the launcher back.
    Promise.all([loadWindow(), loadWords(wordsHref)]).then(
      ([Window, words]) => live && setLoaded({ Window, words }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open, loaded, onClose, wordsHref]);
  return loaded ? <loaded.Window {...props} words={loaded.words} language={language} /> : null;
}
