'use client';

import { MessageCircle } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatbotLauncherContent } from '@/content/chatbot';
import type { ChatbotWidgetProps } from '@/components/chatbot/chatbot-widget';

export type ChatbotLoaderProps = ChatbotLauncherContent & {
  /** Where the launcher leads until its script runs (the contact form of the page's language). */
  fallbackHref: string;
  /** The chat's words in the page's language, fetched with the widget (components/chatbot/chat-state chatWordsPath). */
  wordsHref: string;
};

/**
 * The widget (conversation, its texts, the lead submission) is a chunk of its own, fetched only
 * when the visitor reaches for the launcher or the auto-open timer fires: first loads pay for
 * this launcher only.
 */
const loadWidget = () => import('@/components/chatbot/chatbot-widget');
/** On hover or focus: the widget's code, and with it the words. */
const prefetch = (wordsHref: string) =>
  void loadWidget()
    .then((m) => m.loadWords(wordsHref))
    .catch(() => undefined);

/**
 * Whether the chat has been opened on this browser; with `remember`, notes first that it now is.
 * Storage may be blocked: then the chat may open by itself again on a later page.
 */
function opened(key: string, remember?: boolean) {
  try {
    if (remember) localStorage.setItem(key, 'true');
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

const LAUNCHER_CLASSES =
  'fixed right-5 bottom-5 z-30 h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400';

/**
 * Launcher and auto-open timer of the chatbot on every page: it opens by itself once, 150 s after
 * the visitor arrived. The launcher is there from the first paint, in the HTML in both its forms:
 * the button that opens the chat wherever scripts run and the framework can come (`framework:`: the
 * loader's `<html data-framework>`; a tap on it before start-up starts the framework and is given
 * back to it, so the first tap opens the chat), and a same-looking link to the contact form with
 * scripts off or once the framework has failed (a visitor on a dropped connection still reaches a
 * counsellor). Nothing swaps when React starts, so nothing above the fold changes then.
 */
export function ChatbotLoader({ label, fallbackLabel, fallbackHref, wordsHref, autoOpenMs, storageKey }: ChatbotLoaderProps) {
  const [Widget, setWidget] = useState<ComponentType<ChatbotWidgetProps> | null>(null);
  const [open, setOpen] = useState(false);
  /** Focus moves into the chat when the visitor opened it, not when it opened by itself. */
  const [byVisitor, setByVisitor] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const show = (visitor: boolean) => {
    opened(storageKey, true);
    setByVisitor(visitor);
    setOpen(true);
    loadWidget().then(
      (m) => setWidget(() => m.ChatbotWidget),
      () => setOpen(false),
    );
  };

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  useEffect(() => {
    if (open || opened(storageKey)) return;
    // Counted from the visitor's arrival (navigation start, the origin of performance.now()), not
    // from when the framework started, which on a slow connection can be many seconds later.
    const timer = setTimeout(() => show(false), autoOpenMs - performance.now());
    return () => clearTimeout(timer);
    // `show` is the render's own; the timer only needs setting again when `open` changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, autoOpenMs, storageKey]);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);

  const icon = <Glyph icon={MessageCircle} className="h-7 w-7" />;
  return (
    <>
      <a href={fallbackHref} aria-label={fallbackLabel} className={`${LAUNCHER_CLASSES} inline-flex framework:hidden`}>
        {icon}
      </a>
      <button
        ref={launcher}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => show(true)}
        onPointerEnter={() => prefetch(wordsHref)}
        onFocus={() => prefetch(wordsHref)}
        className={`${LAUNCHER_CLASSES} hidden ${open && Widget ? '' : 'framework:inline-flex'}`}
      >
        {icon}
      </button>
      {Widget && <Widget open={open} focusOnOpen={byVisitor} onClose={close} wordsHref={wordsHref} />}
    </>
  );
}
