'use client';

import { MessageCircle } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ChatbotLauncherContent } from '@/content/chatbot';
import type { ChatbotWidgetProps } from '@/components/chatbot/chatbot-widget';
import { enhance } from '@/lib/enhance';

export type ChatbotLoaderProps = ChatbotLauncherContent;

/**
 * The widget (conversation, its texts, the lead submission) is a chunk of its own, fetched only
 * when the visitor reaches for the launcher or the auto-open timer fires: first loads pay for
 * this launcher only.
 */
const loadWidget = () => import('@/components/chatbot/chatbot-widget').then((m) => m.ChatbotWidget);
const prefetch = () => void loadWidget().catch(() => undefined);

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

/** Launcher and auto-open timer of the chatbot on every page: it opens by itself once, 150 s after the visitor arrived. */
export function ChatbotLoader({ label, autoOpenMs, storageKey }: ChatbotLoaderProps) {
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
      (w) => setWidget(() => w),
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

  return (
    <>
      {/* Without JavaScript there is no chat: the launcher shows only when scripts run. */}
      <button
        ref={(el) => {
          launcher.current = el;
          // The launcher's js: styles (shown only when its script runs) start once it has hydrated.
          enhance(el);
        }}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => show(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={`fixed right-5 bottom-5 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 ${open && Widget ? '' : 'js:inline-flex'}`}
      >
        <Glyph icon={MessageCircle} className="h-7 w-7" />
      </button>
      {Widget && <Widget open={open} focusOnOpen={byVisitor} onClose={close} />}
    </>
  );
}
