import { asSentence, sayLeadOutcome, sayLeadSaved } from '@/components/forms/lead-outcome';
import { leadTexts } from '@/content/lead';
import { submitLead } from '@/lib/lead';
import { site } from '@/content/site';
import { contentFor } from '@/content/i18n';

const { leadTexts: hindi } = contentFor('hi');
const { leadTexts: telugu } = contentFor('te');

const json = (body: unknown, status = 200) =>
  jest.fn().mockResolvedValue({ ok: status < 400, status, json: () => Promise.resolve(body) } as unknown as Response);

/** What the result dialog says after sending with this fetch. */
const said = async (fetchImpl: typeof fetch) => sayLeadOutcome(await submitLead({}, site.form, { fetchImpl }), leadTexts, 'en');

describe('a lead form says the outcome', () => {
  it('a success with the page file’s texts', async () => {
    expect(await said(json({ success: true }))).toEqual({ ok: true, title: leadTexts.successTitle, message: leadTexts.successMessage });
  });

  it("a refusal with the service's message, also when nested in body", async () => {
    expect(await said(json({ success: false, message: 'Invalid access key' }, 400))).toEqual({
      ok: false,
      title: leadTexts.failureTitle,
      message: `Invalid access key. ${leadTexts.refusedHelp}`,
    });
    expect((await said(json({ success: false, body: { message: 'Spam detected' } }))).message).toBe(`Spam detected. ${leadTexts.refusedHelp}`);
  });

  it('the fallback error, with what to do, when a refusal carries no message', async () => {
    expect((await said(json({ success: false }, 400))).message).toBe(`${asSentence(leadTexts.fallbackError)} ${leadTexts.refusedHelp}`);
    expect((await said(json({ success: false }))).message).toBe(`${asSentence(leadTexts.fallbackError)} ${leadTexts.refusedHelp}`);
  });

  it('a busy service (5xx, 429, an answer that is not JSON) as busy, not as a refusal; saved, as saved and tried again', async () => {
    const notJson = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
    for (const fetchImpl of [json({ success: false }, 503), json(null, 429), notJson as unknown as typeof fetch])
      expect(await said(fetchImpl)).toEqual({ ok: false, title: leadTexts.failureTitle, message: leadTexts.busy });
    expect(sayLeadSaved(leadTexts, 'AP-2345A', { ok: false, reason: 'busy' }).message).toBe(leadTexts.savedBusy);
    expect(sayLeadSaved(leadTexts, 'AP-2345A', { ok: false, reason: 'network' }).message).toBe(leadTexts.saved);
  });

  it("an error's own message, or the non-error text for a thrown non-Error", async () => {
    expect((await said(jest.fn().mockRejectedValue(new Error('Quota exceeded')))).message).toBe(`Quota exceeded. ${leadTexts.refusedHelp}`);
    expect(await said(jest.fn().mockRejectedValue('boom'))).toEqual({ ok: false, title: leadTexts.failureTitle, message: leadTexts.nonError });
  });

  it('a network failure and a timeout in words a visitor understands', () => {
    expect(sayLeadOutcome({ ok: false, reason: 'network' }, leadTexts, 'en').message).toBe(leadTexts.network);
    expect(sayLeadOutcome({ ok: false, reason: 'timeout' }, leadTexts, 'en')).toEqual({ ok: false, title: leadTexts.failureTitle, message: leadTexts.timeout });
  });

  it("in an edition's words, never the service's or the browser's English", () => {
    for (const [language, texts] of [
      ['te', telugu],
      ['hi', hindi],
    ] as const) {
      expect(sayLeadOutcome({ ok: true }, texts, language)).toEqual({ ok: true, title: texts.successTitle, message: texts.successMessage });
      expect(sayLeadOutcome({ ok: false, reason: 'failed', detail: 'Invalid access key' }, texts, language)).toEqual({
        ok: false,
        title: texts.failureTitle,
        message: `${asSentence(texts.fallbackError)} ${texts.refusedHelp}`,
      });
      expect(sayLeadOutcome({ ok: false, reason: 'failed', detail: 'Quota exceeded' }, texts, language).message).toBe(
        `${asSentence(texts.fallbackError)} ${texts.refusedHelp}`,
      );
      expect(sayLeadOutcome({ ok: false, reason: 'busy' }, texts, language).message).toBe(texts.busy);
      expect(sayLeadOutcome({ ok: false, reason: 'network' }, texts, language).message).toBe(texts.network);
    }
  });
});

describe('asSentence', () => {
  it('ends a reason with a full stop where it has none, and leaves one that ends a sentence as it is', () => {
    expect(asSentence('Something went wrong')).toBe('Something went wrong.');
    expect(asSentence('Spam detected! ')).toBe('Spam detected!');
    expect(asSentence('कोई गड़बड़ी हो गई।')).toBe('कोई गड़बड़ी हो गई।');
  });
});
