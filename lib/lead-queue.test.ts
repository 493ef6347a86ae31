import { FORM_ENDPOINT, leadOrigin, newLeadReference, type LeadOutcome } from '@/lib/lead';
import {
  cancelLead,
  FIRST_WAIT_MS,
  KEEP_MS,
  MAX_WAIT_MS,
  nextTryIn,
  retryDelayMs,
  SAVED_LEADS_KEY,
  saveLead,
  savedLeads,
  sendSavedLeads,
  waitingLeads,
  type SavedLead,
} from '@/lib/lead-queue';
import { LANDING_KEY, rememberVisitStart, visitStart } from '@/lib/lead-origin';
import { sendLead } from '@/lib/send-lead';

const service = { endpoint: FORM_ENDPOINT, accessKey: 'KEY', accessKeyField: 'access_key', timeoutMs: 1000 };
const lead = (reference: string, savedAt = Date.now()): SavedLead => ({
  reference,
  fields: { name: 'Asha', reference },
  service,
  savedAt,
  sentText: `sent ${reference}`,
  closeLabel: 'Close',
});
const answer = (outcome: LeadOutcome) => jest.fn().mockResolvedValue(outcome);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a lead reference', () => {
  it('is AP- and five letters or digits that cannot be misread, the same alphabet for every byte', () => {
    expect(newLeadReference()).toMatch(/^AP-[2-9A-HJ-NP-Z]{5}$/);
    expect(newLeadReference(() => new Uint8Array([0, 31, 32, 255, 8]))).toBe('AP-2Z2ZA');
  });
});

describe('saved leads', () => {
  it('are kept, listed and cancelled; expired ones are dropped', () => {
    expect(saveLead(lead('AP-AAAAA', Date.now() - KEEP_MS - 1))).toBe(true);
    saveLead(lead('AP-BBBBB'));
    saveLead(lead('AP-CCCCC'));
    expect(savedLeads().map((l) => l.reference)).toEqual(['AP-BBBBB', 'AP-CCCCC']);
    cancelLead('AP-BBBBB');
    expect(savedLeads().map((l) => l.reference)).toEqual(['AP-CCCCC']);
  });

  it('are sent once each with their own fields and service, and removed', async () => {
    saveLead(lead('AP-BBBBB'));
    saveLead(lead('AP-CCCCC'));
    const send = answer({ ok: true });
    expect((await sendSavedLeads(send)).map((l) => l.reference)).toEqual(['AP-BBBBB', 'AP-CCCCC']);
    expect(send.mock.calls).toEqual([
      [{ name: 'Asha', reference: 'AP-BBBBB' }, service],
      [{ name: 'Asha', reference: 'AP-CCCCC' }, service],
    ]);
    expect(savedLeads()).toEqual([]);
    expect(await sendSavedLeads(send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stay saved while there is no connection, and a refusal is marked and never tried again', async () => {
    saveLead(lead('AP-BBBBB'));
    expect(await sendSavedLeads(answer({ ok: false, reason: 'network' }))).toEqual([]);
    expect(savedLeads()).toHaveLength(1);
    await sendSavedLeads(answer({ ok: false, reason: 'failed', detail: 'Invalid access key' }));
    expect(savedLeads()[0].refused).toBe(true);
    const send = answer({ ok: true });
    await sendSavedLeads(send);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['another endpoint', { ...service, endpoint: 'https://evil.example/steal' }],
    ['our endpoint spelt otherwise', { ...service, endpoint: `${FORM_ENDPOINT}/` }],
    ['no endpoint', { accessKey: 'KEY', accessKeyField: 'access_key', timeoutMs: 1000 }],
    ['no access key', { endpoint: FORM_ENDPOINT, accessKeyField: 'access_key', timeoutMs: 1000 }],
    ['no time limit', { endpoint: FORM_ENDPOINT, accessKey: 'KEY', accessKeyField: 'access_key' }],
  ])('go only to the site’s form service: a stored entry naming %s is dropped from storage, never sent nor retried', async (_case, planted) => {
    localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify([{ ...lead('AP-EEEEE'), service: planted }, lead('AP-BBBBB')]));
    const send = answer({ ok: false, reason: 'network' });
    await sendSavedLeads(send);
    expect(send.mock.calls).toEqual([[{ name: 'Asha', reference: 'AP-BBBBB' }, service]]);
    expect(JSON.parse(localStorage.getItem(SAVED_LEADS_KEY)!).map((l: SavedLead) => l.reference)).toEqual(['AP-BBBBB']);
    // Alone, it leaves nothing behind to load the sending for on the next page, and nothing is tried a minute later.
    localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify([{ ...lead('AP-EEEEE'), service: planted }]));
    expect(await sendSavedLeads(send)).toEqual([]);
    expect(localStorage.getItem(SAVED_LEADS_KEY)).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drop a stored value that does not parse as a list of leads', () => {
    for (const stored of ['{', 'not json', '{"reference":"AP-BBBBB"}', '42', 'null']) {
      localStorage.setItem(SAVED_LEADS_KEY, stored);
      expect(savedLeads()).toEqual([]);
      expect(localStorage.getItem(SAVED_LEADS_KEY)).toBeNull();
    }
    localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify([lead('AP-BBBBB'), { reference: 'AP-CCCCC' }, 'AP-DDDDD']));
    expect(savedLeads().map((l) => l.reference)).toEqual(['AP-BBBBB']);
    expect(JSON.parse(localStorage.getItem(SAVED_LEADS_KEY)!).map((l: SavedLead) => l.reference)).toEqual(['AP-BBBBB']);
  });

  it('are sent by one of two callers at the same time (without Web Locks: the claim in storage)', async () => {
    saveLead(lead('AP-BBBBB'));
    const send = jest.fn(() => new Promise<LeadOutcome>((resolve) => setTimeout(() => resolve({ ok: true }), 20)));
    const [a, b] = await Promise.all([sendSavedLeads(send), sendSavedLeads(send)]);
    expect(a.length + b.length).toBe(1);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('where a lead came from', () => {
  it('keeps the landing page, the referring origin and the campaign parameters, nothing else', () => {
    expect(visitStart('https://site.test/MBBS/?utm_source=news&utm_campaign=autumn&gclid=X&fbclid=Y&q=1', 'https://www.google.com/search?q=mbbs')).toEqual({
      landing_page: '/MBBS/',
      referrer: 'https://www.google.com',
      utm_source: 'news',
      utm_campaign: 'autumn',
    });
    expect(visitStart('https://site.test/', 'https://site.test/about/')).toEqual({ landing_page: '/' });
    expect(visitStart('https://site.test/', '')).toEqual({ landing_page: '/' });
  });

  it('remembers the first page of the tab only, and sends it with the page the lead is sent from', () => {
    window.history.replaceState(null, '', '/services/?utm_medium=email');
    rememberVisitStart();
    window.history.replaceState(null, '', '/contact/?utm_medium=other');
    rememberVisitStart();
    expect(leadOrigin()).toEqual({ page: '/contact/', landing_page: '/services/', utm_medium: 'email' });
  });

  it("takes the tab's first page from the loader's note when no island started there (the framework starts on demand)", () => {
    sessionStorage.clear();
    sessionStorage.setItem(LANDING_KEY, JSON.stringify([`${location.origin}/blog/?utm_source=newsletter`, 'https://search.example/']));
    window.history.replaceState(null, '', '/contact/');
    rememberVisitStart();
    expect(leadOrigin()).toEqual({ page: '/contact/', landing_page: '/blog/', referrer: 'https://search.example', utm_source: 'newsletter' });
  });
});

describe('sendLead', () => {
  const later = { sentLater: 'Sent {reference}', dismiss: 'Close' };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('saves a lead that found no connection, with its reference, origin and words for later', async () => {
    window.history.replaceState(null, '', '/contact/');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { outcome, reference, saved } = await sendLead({ name: 'Asha' }, service, 'planner', later);
    expect(outcome).toEqual({ ok: false, reason: 'network' });
    expect(saved).toBe(true);
    expect(savedLeads()).toEqual([
      expect.objectContaining({
        reference,
        sentText: `Sent ${reference}`,
        fields: expect.objectContaining({ name: 'Asha', form: 'planner', reference, page: '/contact/' }),
      }),
    ]);
  });

  it('sends every text of the lead cleaned, whichever form sent it (the chatbot too), the campaign read from the address included', async () => {
    sessionStorage.setItem(LANDING_KEY, JSON.stringify([`${location.origin}/blog/?utm_source=%E2%80%AEnews%00`, '']));
    window.history.replaceState(null, '', '/contact/');
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ success: true }) });
    await sendLead({ name: '\u200B\u202EAsha\u0000 Rao', country: 'UK\u001B[0m', message: 'Line one\r\nline two\u2066' }, service, 'chatbot', later, [
      'message',
    ]);
    const body = (global.fetch as jest.Mock).mock.calls[0][1].body as FormData;
    expect(['name', 'country', 'message', 'utm_source', 'landing_page'].map((n) => body.get(n))).toEqual([
      'Asha Rao',
      'UK[0m',
      'Line one\r\nline two',
      'news',
      '/blog/',
    ]);
  });

  it('does not keep a lead the service refused', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 400, json: () => Promise.resolve({ success: false }) });
    const { saved } = await sendLead({ name: 'Asha' }, service, 'contact', later);
    expect(saved).toBe(false);
    expect(savedLeads()).toEqual([]);
  });

  it('saves the lead before the first try, so a tab closed during the send loses nothing, and removes it once sent', async () => {
    let during: SavedLead[] = [];
    global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
      during = savedLeads();
      expect(during.map((l) => l.fields.reference)).toEqual([(init.body as FormData).get('reference')]);
      return { ok: true, status: 200, json: () => Promise.resolve({ success: true }) } as Response;
    }) as unknown as typeof fetch;
    const { outcome, reference, saved } = await sendLead({ name: 'Asha' }, service, 'contact', later);
    expect([outcome, saved]).toEqual([{ ok: true }, false]);
    expect(during).toEqual([expect.objectContaining({ reference, firstTry: true, fields: expect.objectContaining({ name: 'Asha', reference }) })]);
    // Not listed as waiting while its first try is under way: the form tells the visitor how it went.
    expect(savedLeads()).toEqual([]);
  });

  it('is not sent again by the saved leads’ sending while its first try is under way', async () => {
    let reply: (r: Response) => void = () => {};
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (reply = resolve))) as unknown as typeof fetch;
    const pending = sendLead({ name: 'Asha' }, service, 'contact', later);
    await Promise.resolve();
    expect(savedLeads()).toHaveLength(1);
    expect(waitingLeads()).toEqual([]);
    const send = answer({ ok: true });
    expect(await sendSavedLeads(send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    reply({ ok: true, status: 200, json: () => Promise.resolve({ success: true }) } as Response);
    expect((await pending).outcome).toEqual({ ok: true });
    expect(savedLeads()).toEqual([]);
  });

  it.each([
    ['a 500', 500, null, undefined, FIRST_WAIT_MS],
    ['a 503', 503, { success: false }, undefined, FIRST_WAIT_MS],
    ['a 429 with Retry-After: 120', 429, null, '120', 120_000],
    ['a 200 Wi-Fi login page', 200, null, undefined, FIRST_WAIT_MS],
  ])('keeps a lead that met %s and tries it again after the wait', async (_case, status, body, retryAfter, wait) => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: status < 400,
      status,
      headers: new Headers(retryAfter ? { 'Retry-After': retryAfter } : {}),
      json: () => (body ? Promise.resolve(body) : Promise.reject(new SyntaxError('Unexpected token <'))),
    });
    const before = Date.now();
    const { outcome, reference, saved } = await sendLead({ name: 'Asha' }, service, 'contact', later);
    expect([outcome.ok, !outcome.ok && outcome.reason, saved]).toEqual([false, 'busy', true]);
    const [kept] = savedLeads();
    expect(kept).toEqual(expect.objectContaining({ reference, busyTries: 1 }));
    expect(kept.firstTry).toBeUndefined();
    expect(kept.nextTryAt! - before).toBeGreaterThanOrEqual(wait);
    expect(kept.nextTryAt! - Date.now()).toBeLessThanOrEqual(wait);
    expect(nextTryIn()).toBeLessThanOrEqual(wait);
    // Not before its time…
    const send = jest.fn().mockResolvedValue({ ok: true });
    expect(await sendSavedLeads(send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
    // …then once, and removed.
    jest.spyOn(Date, 'now').mockReturnValue(kept.nextTryAt!);
    expect((await sendSavedLeads(send)).map((l) => l.reference)).toEqual([reference]);
    expect(send).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
    expect(savedLeads()).toEqual([]);
  });
});

describe('a busy service', () => {
  it('is waited for 30 s, then twice as long after each busy answer up to an hour, or as long as it asks (at most as long as a lead is kept)', () => {
    expect([1, 2, 3, 4, 7, 8, 50].map((tries) => retryDelayMs(tries))).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, MAX_WAIT_MS, MAX_WAIT_MS]);
    expect(retryDelayMs(5, 2_000)).toBe(2_000);
    expect(retryDelayMs(1, KEEP_MS * 3)).toBe(KEEP_MS);
  });

  it('makes a saved lead wait longer after each busy answer, ends the round, and a refusal on a later try marks it', async () => {
    saveLead(lead('AP-BBBBB'));
    saveLead(lead('AP-CCCCC'));
    const busy = answer({ ok: false, reason: 'busy' });
    const t0 = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(t0);
    await sendSavedLeads(busy);
    expect(busy).toHaveBeenCalledTimes(1); // the other would meet the same busy service
    expect(savedLeads()[0]).toEqual(expect.objectContaining({ busyTries: 1, nextTryAt: t0 + 30_000 }));
    now.mockReturnValue(t0 + 30_000);
    await sendSavedLeads(busy);
    expect(savedLeads()[0]).toEqual(expect.objectContaining({ busyTries: 2, nextTryAt: t0 + 30_000 + 60_000 }));
    // The next lead is not held up by the first's wait.
    now.mockReturnValue(t0 + 31_000);
    const refused = answer({ ok: false, reason: 'failed', detail: 'Invalid email' });
    await sendSavedLeads(refused);
    expect(refused.mock.calls.map(([fields]) => fields.reference)).toEqual(['AP-CCCCC']);
    expect(savedLeads().map((l) => [l.reference, !!l.refused])).toEqual([
      ['AP-BBBBB', false],
      ['AP-CCCCC', true],
    ]);
    jest.restoreAllMocks();
  });
});

describe('with Web Locks (each try holds the lead’s own lock)', () => {
  const held = new Set<string>();
  beforeAll(() => {
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        async request(name: string, options: { ifAvailable?: boolean }, task: (lock: object | null) => Promise<unknown>) {
          if (held.has(name)) {
            if (options.ifAvailable) return task(null);
            throw new Error(`test: ${name} is held`);
          }
          held.add(name);
          try {
            return await task({ name });
          } finally {
            held.delete(name);
          }
        },
      },
    });
  });
  afterAll(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it('leaves a lead to the try holding it, and sends one whose tab closed during its first try at once', async () => {
    saveLead({ ...lead('AP-BBBBB'), firstTry: true, sendingUntil: Date.now() + 20_000 });
    held.add('leads:sending:AP-BBBBB');
    const send = answer({ ok: true });
    expect(await sendSavedLeads(send)).toEqual([]);
    held.delete('leads:sending:AP-BBBBB'); // the tab closed: the browser frees its locks
    expect((await sendSavedLeads(send)).map((l) => l.reference)).toEqual(['AP-BBBBB']);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
