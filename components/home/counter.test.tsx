import { act, render, screen } from '@testing-library/react';
import { Counter } from '@/components/home/counter';

type IOCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: IOCallback; disconnect: jest.Mock }[] = [];

function setup({ top, reducedMotion = false }: { top: number; reducedMotion?: boolean }) {
  observers = [];
  window.matchMedia = jest.fn().mockReturnValue({ matches: reducedMotion }) as unknown as typeof window.matchMedia;
  window.IntersectionObserver = jest.fn((callback: IOCallback) => {
    const o = { callback, disconnect: jest.fn(), observe: jest.fn() };
    observers.push(o);
    return o;
  }) as unknown as typeof IntersectionObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Counter', () => {
  it('shows the final value, with its suffix, when it is in view at load', () => {
    setup({ top: 100 });
    render(<Counter value={3000} suffix="+" />);
    expect(screen.getByText('3000+')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('keeps the final value with reduced motion', () => {
    setup({ top: 5000, reducedMotion: true });
    render(<Counter value={95} suffix="%" />);
    expect(screen.getByText('95%')).toBeInTheDocument();
  });

  it('below the fold, waits at 0 and counts up over 2.5 s once scrolled into view', () => {
    jest.useFakeTimers();
    setup({ top: 5000 });
    render(<Counter value={500} suffix="+" />);
    expect(screen.getByText('0+')).toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.getByText('0+')).toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    const midway = Number(screen.getByText(/\+$/).textContent!.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(500);
    act(() => {
      jest.advanceTimersByTime(1600);
    });
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });
});
