import { act, render, screen } from '@testing-library/react';
import { chatbotLauncher } from '@/content/chatbot';
import { ChatbotLoader } from './chatbot-loader';

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

  it('a framework that started after 150 s opens the chat at once', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(200_000);
    render(<ChatbotLoader {...chatbotLauncher} />);
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(dialog()).not.toBeNull();
  });
});
