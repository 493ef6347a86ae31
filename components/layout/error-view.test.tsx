import { render, screen } from '@testing-library/react';
import { ErrorView } from '@/components/layout/error-view';
import { errorView as english } from '@/content/error-view';
import { errorView as hindi } from '@/content/error-view-words/hi';
import { errorView as telugu } from '@/content/error-view-words/te';

const exported =
  '<html><body><header>Menu</header><main><h1>Study in Germany</h1><p>Blocked account rules.</p><script>window.ran = 1</script></main></body></html>';
const realFetch = global.fetch;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn().mockResolvedValue({ ok: true, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), text: async () => exported });
});
afterEach(() => {
  global.fetch = realFetch;
  document.documentElement.lang = '';
  jest.restoreAllMocks();
});

describe('the error view', () => {
  it.each([
    ['en-IN', english],
    ['te', telugu],
    ['hi', hindi],
  ])(
    'on a page in %s: the page’s words for what happened, never “Unexpected Application Error!”, and the page’s content still readable',
    async (lang, words) => {
      document.documentElement.lang = lang;
      render(<ErrorView error={new Error('boom')} retry={() => undefined} />);
      expect(await screen.findByRole('heading', { name: words.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: words.retry })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Study in Germany' })).toBeInTheDocument();
      expect(screen.getByText('Blocked account rules.')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('Unexpected Application Error!');
      expect(document.querySelector('[data-error-view-content] script')).toBeNull();
      expect(global.fetch).toHaveBeenCalledWith(location.pathname, expect.anything());
    },
  );

  it('the Telugu and Hindi words are their own, not the English', () => {
    for (const words of [telugu, hindi]) for (const key of ['title', 'note', 'retry'] as const) expect(words[key]).not.toBe(english[key]);
  });
});
