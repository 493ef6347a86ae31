import { sayLeadOutcome } from '@/components/forms/lead-outcome';
import { leadTexts } from '@/content/lead';
import { leadTexts as hindi } from '@/content/i18n/hi/lead';
import { leadTexts as telugu } from '@/content/i18n/te/lead';
import { submitLead } from '@/lib/lead';
import { site } from '@/lib/site';

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
      message: 'Invalid access key',
    });
    expect((await said(json({ success: false, body: { message: 'Spam detected' } }))).message).toBe('Spam detected');
  });

  it('the fallback error when the failure carries no message or no JSON', async () => {
    expect((await said(json({ success: false }))).message).toBe(leadTexts.fallbackError);
    const notJson = jest.fn().mockResolvedValue({ ok: false, status: 502, json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
    expect(await said(notJson as unknown as typeof fetch)).toEqual({ ok: false, title: leadTexts.failureTitle, message: leadTexts.fallbackError });
  });

  it("an error's own message, or the non-error text for a thrown non-Error", async () => {
    expect((await said(jest.fn().mockRejectedValue(new Error('Quota exceeded')))).message).toBe('Quota exceeded');
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
        message: texts.fallbackError,
      });
      expect(sayLeadOutcome({ ok: false, reason: 'failed', detail: 'Quota exceeded' }, texts, language).message).toBe(texts.fallbackError);
      expect(sayLeadOutcome({ ok: false, reason: 'network' }, texts, language).message).toBe(texts.network);
    }
  });
});
