import { classifyAnswer, isRetryable, retryAfterMs, submitLead } from '@/lib/lead';
import { site } from '@/content/site';

const json = (body: unknown, status = 200) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

describe('submitLead', () => {
  it('posts a multipart body with the fields and the access key to the form endpoint, asking for JSON', async () => {
    const fetchImpl = json({ success: true, message: 'Email sent' });
    await submitLead({ name: 'Asha', email: 'a@b.in' }, { ...site.form, endpoint: 'https://forms.test/submit', accessKey: 'KEY' }, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('https://forms.test/submit');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const body = init.body as FormData;
    expect(body.get('name')).toBe('Asha');
    expect(body.get('email')).toBe('a@b.in');
    expect(body.get('access_key')).toBe('KEY');
  });

  it('reports success as an outcome, without words', async () => {
    expect(await submitLead({}, site.form, { fetchImpl: json({ success: true }) })).toEqual({ ok: true });
  });

  it("passes the service's reason on with a refusal, also when nested in body", async () => {
    expect(await submitLead({}, site.form, { fetchImpl: json({ success: false, message: 'Invalid access key' }, 400) })).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Invalid access key',
    });
    expect(await submitLead({}, site.form, { fetchImpl: json({ success: false, body: { message: 'Spam detected' } }) })).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Spam detected',
    });
  });

  it('reports a refusal without a reason when the refusal carries no message, and an answer that is not JSON as busy', async () => {
    expect(await submitLead({}, site.form, { fetchImpl: json({ success: false }) })).toEqual({ ok: false, reason: 'failed' });
    const notJson = jest.fn().mockResolvedValue({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
    expect(await submitLead({}, site.form, { fetchImpl: notJson as unknown as typeof fetch })).toEqual({ ok: false, reason: 'busy' });
  });

  it("reads a 429's Retry-After from the answer's headers", async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 429, headers: new Headers({ 'Retry-After': '120' }), json: () => Promise.resolve({}) });
    expect(await submitLead({}, site.form, { fetchImpl: fetchImpl as unknown as typeof fetch })).toEqual({ ok: false, reason: 'busy', retryAfterMs: 120_000 });
  });

  it('treats a success flag with a failing HTTP status as a failure', async () => {
    expect((await submitLead({}, site.form, { fetchImpl: json({ success: true, message: 'odd' }, 500) })).ok).toBe(false);
  });

  it('tells a thrown non-Error apart from an error', async () => {
    expect(await submitLead({}, site.form, { fetchImpl: jest.fn().mockRejectedValue('boom') })).toEqual({ ok: false, reason: 'nonError' });
    expect(await submitLead({}, site.form, { fetchImpl: jest.fn().mockRejectedValue(new Error('Quota exceeded')) })).toEqual({
      ok: false,
      reason: 'failed',
      detail: 'Quota exceeded',
    });
  });

  it('reports a network failure (fetch rejects with a TypeError, or the request is cut off)', async () => {
    expect(await submitLead({}, site.form, { fetchImpl: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) })).toEqual({
      ok: false,
      reason: 'network',
    });
    expect(await submitLead({}, site.form, { fetchImpl: jest.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')) })).toEqual({
      ok: false,
      reason: 'network',
    });
  });

  it('gives up after the timeout instead of hanging', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = submitLead({}, site.form, { fetchImpl: fetchImpl as unknown as typeof fetch });
    jest.advanceTimersByTime(site.form.timeoutMs - 1);
    await Promise.resolve();
    expect(fetchImpl.mock.calls[0][1].signal!.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    jest.useRealTimers();
  });
});

describe('what an answer from the form service means (classifyAnswer)', () => {
  const ok = { success: true };
  const no = { success: false, message: 'Invalid email' };
  it.each([
    ['200 with the service saying success', 200, ok, { ok: true }],
    ['200 with the service saying no: refused, with its reason', 200, no, { ok: false, reason: 'failed', detail: 'Invalid email' }],
    ['400: refused', 400, no, { ok: false, reason: 'failed', detail: 'Invalid email' }],
    ['403 without JSON: refused', 403, null, { ok: false, reason: 'failed' }],
    ['422: refused', 422, { success: false }, { ok: false, reason: 'failed' }],
    ['429: busy, to try after its wait', 429, no, { ok: false, reason: 'busy' }],
    ['500: busy', 500, null, { ok: false, reason: 'busy' }],
    ['502 with JSON saying no: busy all the same', 502, no, { ok: false, reason: 'busy' }],
    ['503: busy', 503, { success: false }, { ok: false, reason: 'busy' }],
    ['200 with a Wi-Fi login page (no JSON): busy', 200, null, { ok: false, reason: 'busy' }],
    ['200 with JSON that is not the service’s: busy', 200, { welcome: 'hotel wifi' }, { ok: false, reason: 'busy' }],
    ['a redirect page (3xx) left unfollowed: busy', 302, null, { ok: false, reason: 'busy' }],
  ])('%s', (_case, status, body, outcome) => {
    expect(classifyAnswer(status, body)).toEqual(outcome);
  });

  it('keeps the wait a 429 or 503 asks for, in seconds or as a date', () => {
    expect(classifyAnswer(429, null, '30')).toEqual({ ok: false, reason: 'busy', retryAfterMs: 30_000 });
    expect(classifyAnswer(503, null, 'soon')).toEqual({ ok: false, reason: 'busy' });
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('Sat, 28 Nov 2026 10:02:00 GMT', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect([retryAfterMs(null), retryAfterMs(''), retryAfterMs('-5'), retryAfterMs('1.5')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('tries again what can succeed later, never a refusal', () => {
    expect(['network', 'timeout', 'busy', 'failed', 'nonError'].map((reason) => isRetryable({ ok: false, reason } as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isRetryable({ ok: true })).toBe(false);
  });
});
