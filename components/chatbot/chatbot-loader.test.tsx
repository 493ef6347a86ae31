import { act, render, screen } from '@testing-library/react';
import { chatbotLauncher } from '@/content/chatbot';
import { autoOpenDelay, ChatbotLoader } from './chatbot-loader';

const dialog = () => screen.queryByRole('dialog', { name: 'Chat with our education assistant' });

describe('the chat opens by itself 150 s after the visitor arrived', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('counts from navigation start, not from when the framework started', () => {
    expect(autoOpenDelay(150_000, 0)).toBe(150_000);
    expect(autoOpenDelay(150_000, 4_000)).toBe(146_000);
    expect(autoOpenDelay(150_000, 200_000)).toBe(0);
  });

  it('a framework that started 100 s after arrival opens the chat 50 s later, not 150 s later', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(100_000);
    render(<ChatbotLoader {...chatbotLauncher} />);
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
});
