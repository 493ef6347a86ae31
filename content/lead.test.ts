import { leadTexts, leadTextsIn } from '@/content/lead';
import { pageWords } from '@/content/pages';
import { leadPage } from '@/content/pages/lead.schema';
import { KEEP_DAYS, KEEP_MS } from '@/lib/lead-queue';

const LANGUAGES = ['en', 'te', 'hi'] as const;
const REFERENCE_TEXTS = ['reference', 'sentLater', 'cancel', 'cancelled', 'refusedLater'] as const;

describe('what the lead forms say (content/pages/<language>/lead.yaml)', () => {
  it('is each language’s page file, with the days a saved lead is kept filled in from the code', () => {
    expect(KEEP_MS).toBe(KEEP_DAYS * 24 * 60 * 60 * 1000);
    for (const language of LANGUAGES) {
      const file = pageWords('lead', language);
      const texts = leadTextsIn(language);
      expect(texts.saved).toBe(file.saved.replace('{days}', String(KEEP_DAYS)));
      expect([language, texts.saved.includes('{days}'), texts.saved.includes(String(KEEP_DAYS))]).toEqual([language, false, true]);
      expect(texts.savedBusy).toBe(file.savedBusy.replace('{days}', String(KEEP_DAYS)));
      for (const key of Object.keys(texts) as (keyof typeof texts)[]) if (key !== 'saved' && key !== 'savedBusy') expect(texts[key]).toBe(file[key]);
    }
    expect(leadTexts).toEqual(leadTextsIn('en'));
  });

  it('says what the site’s specification says of a contact failure in English (the overlay title, a refusal without a message, a non-error exception)', () => {
    // Spec: "if the response carries none, Something went wrong; for non-error exceptions, Failed to send message. Please try again. The overlay title is Oops!."
    expect([leadTexts.failureTitle, leadTexts.fallbackError, leadTexts.nonError]).toEqual([
      'Oops!',
      'Something went wrong',
      'Failed to send message. Please try again.',
    ]);
    for (const language of ['te', 'hi'] as const) expect([language, leadTextsIn(language).fallbackError]).not.toEqual([language, leadTexts.fallbackError]);
  });

  it('keeps {reference} in every text that shows it, in every language', () => {
    for (const language of LANGUAGES)
      for (const key of REFERENCE_TEXTS) expect([language, key, leadTextsIn(language)[key]]).toEqual([language, key, expect.stringContaining('{reference}')]);
  });

  it('is refused at build when a text drops its placeholder, such as the days typed as a figure', () => {
    const english = pageWords('lead', 'en');
    const file = { ...english, source: undefined, fallback: undefined };
    delete file.source;
    delete file.fallback;
    expect(leadPage.safeParse(file).success).toBe(true);
    const typed = leadPage.safeParse({ ...file, saved: file.saved.replace('{days}', '7') });
    expect(typed.error?.issues.map((i) => i.path.join('.'))).toEqual(['saved']);
    const lost = leadPage.safeParse({ ...file, cancel: 'Cancel' });
    expect(lost.error?.issues.map((i) => i.path.join('.'))).toEqual(['cancel']);
  });

  it('shows no English on a Telugu or Hindi form: each edition’s file has every text', () => {
    for (const language of ['te', 'hi'] as const)
      expect([language, pageWords('lead', language).fallback.filter((f) => !f.startsWith('meta'))]).toEqual([language, []]);
  });
});
