import { submitLead } from '@/lib/lead';
import { site } from '@/lib/site';

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

  it('reports a refusal without a reason when the failure carries no message or no JSON', async () => {
    expect(await submitLead({}, site.form, { fetchImpl: json({ success: false }) })).toEqual({ ok: false, reason: 'failed' });
    const notJson = jest.fn().mockResolvedValue({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
    expect(await submitLead({}, site.form, { fetchImpl: notJson as unknown as typeof fetch })).toEqual({ ok: false, reason: 'failed' });
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
