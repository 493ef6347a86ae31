'use client';

import { AnimatePresence, LazyMotion, MotionConfig, m, useIsPresent, useReducedMotionConfig } from 'framer-motion';
import { Bot, ChevronUp, Minus, SendHorizontal, X } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { useEffect, useReducer, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { ChatLeadForm } from '@/components/chatbot/chat-lead-form';
import { ChatMessageList } from '@/components/chatbot/chat-message-list';
import type { ChatWords } from '@/content/chatbot';
import { chatReducer, initChat, leadFields, type ChatOption } from '@/components/chatbot/chat-state';
import { sayLeadSaved, withReference } from '@/components/forms/lead-outcome';
import { sendLead } from '@/lib/send-lead';
import type { Locale } from '@/lib/locale';
import { site } from '@/content/site';

export type ChatWindowProps = {
  open: boolean;
  /** Move focus to the message box on opening (when the visitor opened it). */
  focusOnOpen: boolean;
  onClose: () => void;
  words: ChatWords;
  language: Locale;
};

/**
 * framer-motion's animation features, a chunk of their own (the widget's entry has usually fetched
 * them already); until they arrive the `m` elements stand still where they first render.
 */
const motionFeatures = () => import('@/components/chatbot/motion-features').then((r) => r.default);

const iconButton =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white';

/**
 * The chat window: a non-modal dialog of 350 × 500 px at the bottom right (full width on small
 * screens), minimised to its 56 px header bar; it can be minimised or closed. Its state stays
 * mounted while it is closed, so reopening continues the conversation. It slides in and out, and
 * new messages rise into place, unless the visitor prefers reduced motion (MotionConfig "user").
 */
export function ChatWindow(props: ChatWindowProps) {
  return (
    // strict: a full `motion` element (which would pull in every feature) inside fails loudly.
    <LazyMotion features={motionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <Conversation {...props} />
      </MotionConfig>
    </LazyMotion>
  );
}

/**
 * The window's box and its panel. The dialog itself never moves: it holds the window's place and
 * size from the first frame, and only the panel inside it moves, by transform (never opacity on
 * the way in), so everything in it is readable and usable even if no animation ever runs.
 * Closing, the panel stays on screen for its exit only, no longer a dialog and inert (out of the
 * accessibility tree, the tab order and pointer events).
 */
function ChatFrame({
  label,
  minimised,
  onKeyDown,
  children,
}: {
  label: string;
  minimised: boolean;
  onKeyDown: (e: KeyboardEvent) => void;
  children: ReactNode;
}) {
  const present = useIsPresent();
  const reduced = useReducedMotionConfig();
  return (
    <div
      role={present ? 'dialog' : undefined}
      aria-label={present ? label : undefined}
      inert={!present}
      onKeyDown={onKeyDown}
      className={`fixed inset-x-0 bottom-0 z-50 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[350px] ${
        minimised ? 'h-14' : 'h-[500px] max-h-dvh sm:max-h-[calc(100dvh-2.5rem)]'
      }`}
    >
      <m.div
        // Opacity starts at 1 (it only changes on the way out, or back in if reopened while leaving).
        // With reduced motion the window is at rest from its first frame and leaves by fading only.
        initial={reduced ? false : { y: 24, scale: 0.96, opacity: 1 }}
        animate={{ y: 0, scale: 1, opacity: 1 }}
        exit={reduced ? { opacity: 0 } : { y: 24, scale: 0.96, opacity: 0 }}
        transition={{ duration: 0.2, ease: 'easeOut' }}
        style={{ transformOrigin: 'bottom right' }}
        className="flex h-full flex-col overflow-hidden border border-slate-200 bg-white text-slate-800 shadow-2xl sm:rounded-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
      >
        {children}
      </m.div>
    </div>
  );
}

function Conversation({ open, focusOnOpen, onClose, words, language }: ChatWindowProps) {
  const t = words.chat.texts;
  const [state, dispatch] = useReducer(chatReducer, { company: site.name, phone: site.headOffice.phone, content: words.chat, language }, initChat);
  const [minimised, setMinimised] = useState(false);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const focusAfterRestore = useRef(false);

  useEffect(() => {
    if (open && focusOnOpen) input.current?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (minimised || !focusAfterRestore.current) return;
    focusAfterRestore.current = false;
    input.current?.focus();
  }, [minimised]);

  // Keep the newest message (and the form, when it opens) in view.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, state.formOpen, open, minimised]);

  const close = () => {
    setMinimised(false);
    onClose();
  };

  const restore = () => {
    focusAfterRestore.current = true;
    setMinimised(false);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  const onSend = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    dispatch({ type: 'send', text: draft });
    setDraft('');
  };

  const onChoose = (option: ChatOption) => dispatch({ type: 'choose', option });

  const onSubmitLead = async () => {
    if (sending.current) return;
    sending.current = true;
    dispatch({ type: 'submit' });
    const { outcome, reference, saved } = await sendLead(leadFields(state), site.form, 'chatbot', words.lead);
    sending.current = false;
    const referenceText = withReference(words.lead.reference, reference);
    if (saved) dispatch({ type: 'saved', text: `${sayLeadSaved(words.lead, reference, outcome).message} ${referenceText}` });
    else dispatch({ type: 'submitted', ok: outcome.ok, note: referenceText });
    if (outcome.ok) input.current?.focus();
  };

  return (
    <AnimatePresence>
      {open && (
        <ChatFrame key="chat" label={t.dialogLabel} minimised={minimised} onKeyDown={onKeyDown}>
          {/* The bar: a click anywhere on it restores a minimised chat (the restore button does the same). */}
          <div
            onClick={minimised ? restore : undefined}
            className={`flex h-14 shrink-0 items-center gap-2 bg-brand-700 pr-2 pl-3 text-white dark:bg-brand-800 ${minimised ? 'cursor-pointer' : ''}`}
          >
            <Glyph icon={Bot} className="h-6 w-6 shrink-0" />
            <div className="min-w-0 flex-1 leading-tight">
              <p className="truncate font-semibold">{t.title}</p>
              <p className="truncate text-xs text-brand-50">{t.subtitle}</p>
            </div>
            <button
              type="button"
              aria-label={minimised ? t.restore : t.minimise}
              aria-expanded={!minimised}
              onClick={(e) => {
                e.stopPropagation();
                if (minimised) restore();
                else setMinimised(true);
              }}
              className={iconButton}
            >
              {minimised ? <Glyph icon={ChevronUp} className="h-5 w-5" /> : <Glyph icon={Minus} className="h-5 w-5" />}
            </button>
            <button
              type="button"
              aria-label={t.close}
              onClick={(e) => {
                e.stopPropagation();
                close();
              }}
              className={iconButton}
            >
              <Glyph icon={X} className="h-5 w-5" />
            </button>
          </div>

          <div hidden={minimised} className="flex min-h-0 flex-1 flex-col">
            <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4">
              <ChatMessageList t={t} messages={state.messages} onChoose={onChoose} disabled={state.submitting} />
              {state.formOpen && (
                <ChatLeadForm
                  t={t}
                  privacyNote={words.privacyNote}
                  sendingLabel={words.lead.sending}
                  fieldWords={words.lead}
                  values={state.lead}
                  submitting={state.submitting}
                  onChange={(field, value) => dispatch({ type: 'edit', field, value })}
                  onSubmit={onSubmitLead}
                />
              )}
            </div>
            <form onSubmit={onSend} className="flex shrink-0 items-center gap-2 border-t border-slate-200 p-2 dark:border-slate-700">
              <label htmlFor="chatbot-input" className="sr-only">
                {t.inputLabel}
              </label>
              <input
                ref={input}
                id="chatbot-input"
                type="text"
                autoComplete={state.step === 'name' ? 'name' : 'off'}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={state.step === 'name' ? t.namePlaceholder : t.messagePlaceholder}
                className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-500/40 focus:outline-none dark:border-slate-600 dark:bg-slate-800 dark:text-white dark:placeholder:text-slate-400"
              />
              <button
                type="submit"
                aria-label={t.send}
                className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
              >
                <Glyph icon={SendHorizontal} className="h-5 w-5" />
              </button>
            </form>
          </div>
        </ChatFrame>
      )}
    </AnimatePresence>
  );
}
