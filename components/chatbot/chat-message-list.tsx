import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ChatbotTexts } from '@/content/chatbot';
import type { ChatMessage, ChatOption } from '@/lib/chatbot';

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

/** The conversation, in a polite live region: new messages are read out as they arrive. */
export function ChatMessageList({ t, messages, onChoose, disabled }: ChatMessageListProps) {
  return (
    <div role="log" aria-live="polite" aria-label={t.conversationLabel} className="flex flex-col gap-3">
      {messages.map((m) => (
        <div key={m.id} className={`flex flex-col gap-2 ${m.isBot ? 'items-start' : 'items-end'}`} data-type={m.type}>
          <p
            className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line ${
              m.isBot ? `rounded-bl-sm ${bubble[m.type]}` : 'rounded-br-sm bg-brand-700 text-white dark:bg-brand-600'
            }`}
          >
            <span className="sr-only">{m.isBot ? t.botName : t.visitorName} </span>
            {m.type === 'error' && <CircleAlert className="mr-1 inline h-4 w-4 align-[-3px]" aria-hidden="true" />}
            {m.type === 'success' && <CircleCheck className="mr-1 inline h-4 w-4 align-[-3px]" aria-hidden="true" />}
            {m.text}
          </p>
          {m.options && m.options.length > 0 && (
            <div className="flex max-w-[95%] flex-wrap gap-2">
              {m.options.map((o) => (
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
        </div>
      ))}
    </div>
  );
}
