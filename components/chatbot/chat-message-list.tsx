import { AnimatePresence, m, useReducedMotionConfig } from 'framer-motion';
import { CircleAlert, CircleCheck } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ChatbotTexts } from '@/content/chatbot';
import type { ChatMessage, ChatOption } from '@/components/chatbot/chat-state';

export type ChatMessageListProps = {
  /** The chatbot's words in the page's language. */
  t: ChatbotTexts;
  messages: ChatMessage[];
  onChoose: (option: ChatOption) => void;
  disabled?: boolean;
};

const bubble: Record<ChatMessage['type'], string> = {
  text: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  options: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  success: 'border border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  error: 'border border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/**
 * The conversation, in a polite live region: new messages are read out as they arrive. A new
 * message rises into place (transform only: it is fully opaque and readable from its first frame,
 * whether or not the animation runs); those already there when the window opens stay still.
 */
export function ChatMessageList({ t, messages, onChoose, disabled }: ChatMessageListProps) {
  return (
    <div role="log" aria-live="polite" aria-label={t.conversationLabel} className="flex flex-col gap-3">
      <AnimatePresence initial={false}>
        {messages.map((msg) => (
          <Message key={msg.id} t={t} message={msg} onChoose={onChoose} disabled={disabled} />
        ))}
      </AnimatePresence>
    </div>
  );
}

function Message({ t, message, onChoose, disabled }: Omit<ChatMessageListProps, 'messages'> & { message: ChatMessage }) {
  // With reduced motion a message is at rest from its first frame.
  const reduced = useReducedMotionConfig();
  return (
    <m.div
      initial={reduced ? false : { y: 12 }}
      animate={{ y: 0 }}
      transition={{ duration: 0.2, ease: 'easeOut' }}
      className={`flex flex-col gap-2 ${message.isBot ? 'items-start' : 'items-end'}`}
      data-type={message.type}
    >
      <p
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line ${
          message.isBot ? `rounded-bl-sm ${bubble[message.type]}` : 'rounded-br-sm bg-brand-700 text-white dark:bg-brand-600'
        }`}
      >
        <span className="sr-only">{message.isBot ? t.botName : t.visitorName} </span>
        {message.type === 'error' && <Glyph icon={CircleAlert} className="mr-1 inline h-4 w-4 align-[-3px]" />}
        {message.type === 'success' && <Glyph icon={CircleCheck} className="mr-1 inline h-4 w-4 align-[-3px]" />}
        {message.text}
      </p>
      {message.link && (
        <a href={message.link.href} className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
          {message.link.label} →
        </a>
      )}
      {message.options && message.options.length > 0 && (
        <div className="flex max-w-[95%] flex-wrap gap-2">
          {message.options.map((o) => (
            <button
              key={o.label}
              type="button"
              disabled={disabled}
              onClick={() => onChoose(o)}
              className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-left text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:border-brand-300 dark:bg-slate-900 dark:text-brand-200 dark:hover:bg-slate-800"
            >
              {o.label}
            </button>
          ))}
        </div>
      )}
    </m.div>
  );
}
