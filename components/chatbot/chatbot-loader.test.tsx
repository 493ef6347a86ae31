import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { chatbotLauncher, chatbotTexts } from '@/content/chatbot';
import { chatWordsPath } from '@/components/chatbot/chat-state';
import { chatWords } from './chat-words';
import { ChatbotLoader } from './chatbot-loader';

// The test's own delay (the site's is set with the launcher's words): the timing holds whatever staff set.
const props = { ...chatbotLauncher, autoOpenMs: 150_000, fallbackHref: '/contact/#contact-form', wordsHref: chatWordsPath('en') };

beforeAll(() => {
  // jsdom has no fetch: the two members the widget reads.
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => chatWords('en') })) as unknown as typeof fetch;
});

const dialog = () => screen.queryByRole('dialog', { name: chatbotTexts.dialogLabel });

describe('the chat opens by itself 150 s after the visitor arrived', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('a framework that started 100 s after arrival opens the chat 50 s later, not 150 s later', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(100_000);
    render(<ChatbotLoader {...props} />);
    await act(async () => {
      jest.advanceTimersByTime(49_900);
    });
    expect(dialog()).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    // The widget is its own chunk: let its import settle.
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(dialog()).not.toBeNull();
    expect(localStorage.getItem(chatbotLauncher.storageKey)).toBe('true');
  });

  it('a framework that started after 150 s opens the chat at once', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(200_000);
    render(<ChatbotLoader {...props} />);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(dialog()).not.toBeNull();
  });
});

describe('the launcher is there from the first paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** The exported HTML of the launcher, put in the page as the browser would paint it. */
  function paint() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChatbotLoader {...props} />);
    document.body.append(container);
    return container;
  }

  it('holds both forms from the first paint: the chat button where the framework can come, a link to the contact form where it cannot', () => {
    paint();
    const link = screen.getByRole('link', { name: chatbotLauncher.fallbackLabel });
    expect(link).toHaveAttribute('href', '/contact/#contact-form');
    // Shown with scripts off and once the framework has failed; hidden while it can come (app/globals.css `framework:`).
    expect(link).toHaveClass('fixed', 'inline-flex', 'framework:hidden');
    const button = screen.getByRole('button', { name: chatbotTexts.dialogLabel });
    expect(button).toHaveClass('fixed', 'hidden', 'framework:inline-flex');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('once hydrated the same button opens the chat; nothing is swapped, so the focus stays where it was', async () => {
    const container = paint();
    const before = screen.getByRole('button', { name: chatbotTexts.dialogLabel });
    before.focus();
    await act(async () => {
      hydrateRoot(container, <ChatbotLoader {...props} />);
    });
    const button = screen.getByRole('button', { name: chatbotTexts.dialogLabel });
    expect(button).toBe(before);
    expect(button).toHaveFocus();
    expect(screen.getByRole('link', { name: chatbotLauncher.fallbackLabel })).toBeInTheDocument();
  });
});
