import { act, render, screen } from '@testing-library/react';
import { Counter } from '@/components/home/counter';

type IOCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: IOCallback; observe: jest.Mock; unobserve: jest.Mock; targets: Element[] }[] = [];
let layoutReads = 0;

function setup({ reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  observers = [];
  layoutReads = 0;
  window.matchMedia = jest.fn().mockReturnValue({ matches: reducedMotion }) as unknown as typeof window.matchMedia;
  window.IntersectionObserver = jest.fn((callback: IOCallback) => {
    const targets: Element[] = [];
    const o = { callback, targets, observe: jest.fn((el: Element) => void targets.push(el)), unobserve: jest.fn(), disconnect: jest.fn() };
    observers.push(o);
    return o;
  }) as unknown as typeof IntersectionObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    layoutReads++;
    return { top: 0 } as DOMRect;
  });
}

/** What the browser reports with its next frame: where the element is. */
function report(top: number, isIntersecting = top < window.innerHeight) {
  const o = observers[0];
  act(() => o.callback(o.targets.map((target) => ({ target, isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }))));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('Counter', () => {
  it('shows the final value, with its suffix, when it is in view at load', () => {
    setup();
    render(<Counter value={3000} suffix="+" />);
    expect(screen.getByText('3000+')).toBeInTheDocument();
    report(100);
    expect(screen.getByText('3000+')).toBeInTheDocument();
    expect(observers[0].unobserve).toHaveBeenCalled();
  });

  it('keeps the final value with reduced motion', () => {
    setup({ reducedMotion: true });
    render(<Counter value={95} suffix="%" />);
    expect(screen.getByText('95%')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('below the fold, waits at 0 and counts up over 2.5 s once scrolled into view', () => {
    jest.useFakeTimers();
    setup();
    render(<Counter value={500} suffix="+" />);
    expect(screen.getByText('500+')).toBeInTheDocument();
    report(5000);
    expect(screen.getByText('0+')).toBeInTheDocument();
    report(4000, false);
    expect(screen.getByText('0+')).toBeInTheDocument();
    report(300, true);
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
    expect(observers[0].unobserve).toHaveBeenCalled();
  });

  it('many counters share one observer and never read layout while the page hydrates', () => {
    setup();
    render(
      <>
        <Counter value={1} />
        <Counter value={2} />
        <Counter value={3} />
      </>,
    );
    expect(observers).toHaveLength(1);
    expect(observers[0].targets).toHaveLength(3);
    expect(layoutReads).toBe(0);
  });
});
