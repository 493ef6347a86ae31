'use client';

import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatbotLauncherContent } from '@/content/chatbot';
import type { ChatbotWidgetProps } from '@/components/chatbot/chatbot-widget';

export type ChatbotLoaderProps = ChatbotLauncherContent;

/**
 * The widget (conversation, its texts, the lead submission) is a chunk of its own, fetched only
 * when the visitor reaches for the launcher or the auto-open timer fires: first loads pay for
 * this launcher only.
 */
const loadWidget = () => import('@/components/chatbot/chatbot-widget').then((m) => m.ChatbotWidget);
const prefetch = () => void loadWidget().catch(() => undefined);

function wasOpened(key: string) {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function rememberOpened(key: string) {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    /* storage blocked: the chat may open by itself again on a later page */
  }
}

/**
 * How long until the chat opens by itself: `autoOpenMs` counted from the visitor's arrival
 * (navigation start, the origin of performance.now()), not from when the framework started,
 * which on a slow connection can be seconds later.
 */
export const autoOpenDelay = (autoOpenMs: number, sinceArrival = performance.now()) => Math.max(0, autoOpenMs - sinceArrival);

/** Launcher and auto-open timer of the chatbot (spec 000 §4 Chatbot), on every page. */
export function ChatbotLoader({ label, autoOpenMs, storageKey }: ChatbotLoaderProps) {
  const [Widget, setWidget] = useState<ComponentType<ChatbotWidgetProps> | null>(null);
  const [open, setOpen] = useState(false);
  /** Focus moves into the chat when the visitor opened it, not when it opened by itself. */
  const [byVisitor, setByVisitor] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const show = useCallback(
    (visitor: boolean) => {
      rememberOpened(storageKey);
      setByVisitor(visitor);
      setOpen(true);
      loadWidget().then(
        (w) => setWidget(() => w),
        () => setOpen(false),
      );
    },
    [storageKey],
  );

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || wasOpened(storageKey)) return;
    const timer = setTimeout(() => show(false), autoOpenDelay(autoOpenMs));
    return () => clearTimeout(timer);
  }, [open, show, autoOpenMs, storageKey]);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);

  return (
    <>
      {/* Without JavaScript there is no chat: the launcher shows only when scripts run. */}
      <button
        ref={launcher}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => show(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={`fixed right-5 bottom-5 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 ${open && Widget ? '' : 'js:inline-flex'}`}
      >
        <MessageCircle className="h-7 w-7" aria-hidden="true" />
      </button>
      {Widget && <Widget open={open} focusOnOpen={byVisitor} onClose={close} />}
    </>
  );
}
