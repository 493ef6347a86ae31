import { leadOrigin, newLeadReference, type LeadOutcome } from '@/lib/lead';
import { cancelLead, KEEP_MS, saveLead, savedLeads, sendSavedLeads, type SavedLead } from '@/lib/lead-queue';
import { LANDING_KEY, rememberVisitStart, visitStart } from '@/lib/lead-origin';
import { sendLead } from '@/lib/send-lead';

const service = { endpoint: 'https://forms.test/submit', accessKey: 'KEY', accessKeyField: 'access_key', timeoutMs: 1000 };
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

  it('does not save a lead the service refused', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 400, json: () => Promise.resolve({ success: false }) });
    const { saved } = await sendLead({ name: 'Asha' }, service, 'contact', later);
    expect(saved).toBe(false);
    expect(savedLeads()).toEqual([]);
  });
});
