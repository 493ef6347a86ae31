import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { chatbotTexts, chatTopics } from '@/content/chatbot';
import { chatWordsPath } from '@/components/chatbot/chat-state';
import { fillText } from '@/lib/locale';
import { chatWords } from './chat-words';
import { ChatbotWidget } from './chatbot-widget';

const WORDS = chatWordsPath('en');
/** The words' file as the build writes it (app/chatbot/[file]/route.ts). */
beforeAll(() => {
  // jsdom has no fetch: the two members the widget reads.
  global.fetch = jest.fn(async (href: string) => ({
    ok: href === WORDS,
    status: href === WORDS ? 200 : 404,
    json: async () => chatWords('en'),
  })) as unknown as typeof fetch;
});

const LABEL = chatbotTexts.dialogLabel;
/** The greeting to a visitor, as the chat's words have it. */
const greeting = (name: string) => fillText(chatbotTexts.greeting, { name });
/** The welcome's question, after the company's name. */
const welcomeEnd = chatbotTexts.welcome.split('}').pop()!.trim();
const dialog = () => screen.queryByRole('dialog', { name: LABEL });
const onClose = jest.fn();

/** Renders the open window and lets its code and then LazyMotion's features (dynamic imports) arrive. */
async function setup() {
  document.documentElement.lang = 'en';
  const view = render(<ChatbotWidget open focusOnOpen onClose={onClose} wordsHref={WORDS} />);
  await act(async () => {
    await import('./chat-window');
  });
  await waitFor(() => expect(dialog()).not.toBeNull());
  await act(async () => {
    await import('./motion-features');
  });
  return view;
}

function send(text: string) {
  const box = within(dialog()!).getByRole('textbox', { name: chatbotTexts.inputLabel });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.submit(box.closest('form')!);
}

/** The element and every ancestor up to the dialog: inline opacity none or 1, never hidden. */
function fullyOpaque(el: HTMLElement) {
  for (let n: HTMLElement | null = el; n && n.getAttribute('role') !== 'dialog'; n = n.parentElement) {
    if (n.style.opacity !== '' && Number(n.style.opacity) < 1) return false;
    if (n.hidden || n.style.visibility === 'hidden' || n.style.display === 'none') return false;
  }
  return true;
}

describe('the chat window with motion', () => {
  it('a new message is readable the moment it is in the page: opaque, only moved', async () => {
    await setup();
    const log = within(dialog()!).getByRole('log');
    send('Asha');
    // Checked in the same tick the message arrived, before any animation frame.
    const greeted = within(log).getByText(greeting('Asha'), { exact: false });
    expect(fullyOpaque(greeted)).toBe(true);
    expect(fullyOpaque(within(log).getByRole('button', { name: chatTopics[0].label }))).toBe(true);
  });

  it('the window is opaque from its first frame and focus is in it', async () => {
    await setup();
    const box = within(dialog()!).getByRole('textbox', { name: chatbotTexts.inputLabel });
    expect(box).toHaveFocus();
    expect(fullyOpaque(box)).toBe(true);
    expect(fullyOpaque(within(dialog()!).getByText(welcomeEnd, { exact: false }))).toBe(true);
  });

  it('closing takes the dialog out of the accessibility tree at once; its panel leaves after the exit; reopening continues the conversation', async () => {
    const { rerender } = await setup();
    send('Ravi');
    rerender(<ChatbotWidget open={false} focusOnOpen onClose={onClose} wordsHref={WORDS} />);
    expect(dialog()).toBeNull();
    // While it slides out, what is left of it is inert: no focus, no clicks, not read out.
    const leaving = screen.getByText(chatbotTexts.title);
    expect(leaving.closest('[inert]')).not.toBeNull();
    // A 0.2 s exit, on animation frames of a busy machine.
    await waitFor(() => expect(screen.queryByText(chatbotTexts.title)).toBeNull(), { timeout: 5000 });

    rerender(<ChatbotWidget open focusOnOpen onClose={onClose} wordsHref={WORDS} />);
    expect(within(dialog()!).getByRole('log')).toHaveTextContent(greeting('Ravi'));
  });

  it('Escape asks to close', async () => {
    await setup();
    onClose.mockClear();
    fireEvent.keyDown(within(dialog()!).getByRole('textbox', { name: chatbotTexts.inputLabel }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
