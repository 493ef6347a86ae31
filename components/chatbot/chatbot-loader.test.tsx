import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { chatbotLauncher, chatbotTexts } from '@/content/chatbot';
import { chatWordsPath } from '@/lib/chatbot';
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

  it('before its script runs it is a link to the contact form, named for what it does', () => {
    paint();
    const link = screen.getByRole('link', { name: chatbotLauncher.fallbackLabel });
    expect(link).toHaveAttribute('href', '/contact/#contact-form');
    expect(link).toHaveClass('fixed', 'inline-flex');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('once hydrated it is the chat button, in the same place, and keeps the focus the link had', async () => {
    const container = paint();
    const link = screen.getByRole('link', { name: chatbotLauncher.fallbackLabel });
    link.focus();
    await act(async () => {
      hydrateRoot(container, <ChatbotLoader {...props} />);
    });
    const button = screen.getByRole('button', { name: chatbotTexts.dialogLabel });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.className).toBe(link.className);
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
