import { FORM_ENDPOINT, leadOrigin } from '@/lib/lead';
import { VISIT_KEY } from '@/lib/lead-origin';
import { isSavedLead, SAVED_LEADS_KEY, savedLeads } from '@/lib/lead-queue';
import { decodeSafely, isStringRecord, parseJsonSafely } from '@/lib/read-safely';

describe('decodeSafely', () => {
  it('decodes a percent-encoded fragment, and keeps one that is not valid encoding instead of throwing', () => {
    expect(decodeSafely('study-%E0%A4%AD')).toBe('study-भ');
    expect(decodeSafely('%E0%A4')).toBe('%E0%A4');
    expect(decodeSafely('%')).toBe('%');
    expect(decodeSafely('study-uk')).toBe('study-uk');
  });
});

describe('parseJsonSafely', () => {
  it('is undefined for nothing stored or text that is not JSON', () => {
    expect(parseJsonSafely(null)).toBeUndefined();
    expect(parseJsonSafely('{')).toBeUndefined();
    expect(parseJsonSafely('undefined')).toBeUndefined();
    expect(parseJsonSafely('[1]')).toEqual([1]);
  });
});

describe('isStringRecord', () => {
  it('takes a plain object of strings with known keys, and nothing else', () => {
    expect(isStringRecord({ landing_page: '/', utm_source: 'x' }, ['landing_page', 'utm_source'])).toBe(true);
    expect(isStringRecord({ landing_page: '/', evil: 'x' }, ['landing_page'])).toBe(false);
    expect(isStringRecord({ landing_page: 1 })).toBe(false);
    expect(isStringRecord({ landing_page: { toString: 'x' } })).toBe(false);
    for (const v of [null, 'text', 42, true, ['/'], undefined]) expect(isStringRecord(v)).toBe(false);
  });
});

describe('values read back from storage that do not fit the shape the site writes are dropped', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/contact/?utm_source=mail');
  });

  it('a visit start that is not JSON, not an object, or holds other keys or values: the lead reads this page instead', () => {
    for (const stored of ['{', '"text"', '[1,2]', '{"landing_page":{"x":1}}', '{"landing_page":"/","password":"x"}', 'null']) {
      sessionStorage.setItem(VISIT_KEY, stored);
      expect(leadOrigin()).toEqual({ page: '/contact/', landing_page: '/contact/', utm_source: 'mail' });
    }
    sessionStorage.setItem(VISIT_KEY, '{"landing_page":"/services/","utm_medium":"email"}');
    expect(leadOrigin()).toEqual({ page: '/contact/', landing_page: '/services/', utm_medium: 'email' });
  });

  it('saved leads: only those with the shape saveLead writes are listed, the rest dropped without an error', () => {
    const good = {
      reference: 'AP-AAAAA',
      fields: { name: 'Asha' },
      service: { endpoint: FORM_ENDPOINT, accessKey: 'K', accessKeyField: 'access_key', timeoutMs: 1000 },
      savedAt: Date.now(),
      sentText: 'Sent',
      closeLabel: 'Close',
    };
    const bad = [
      null,
      'AP-BBBBB',
      { ...good, reference: 7 },
      { ...good, fields: { subject: { toString: 1 } } },
      { ...good, fields: 'Asha' },
      { ...good, service: 'https://evil.test' },
      { ...good, service: { endpoint: 5 } },
      { ...good, service: { ...good.service, endpoint: 'https://evil.example/steal' } },
      { ...good, savedAt: '2026-01-01' },
      { ...good, sentText: undefined },
      { ...good, refused: 'yes' },
    ];
    for (const value of bad) expect(isSavedLead(value)).toBe(false);
    localStorage.setItem(SAVED_LEADS_KEY, JSON.stringify([...bad, good]));
    expect(savedLeads().map((l) => l.reference)).toEqual(['AP-AAAAA']);
    for (const stored of ['{', '{"a":1}', '"x"', '42']) {
      localStorage.setItem(SAVED_LEADS_KEY, stored);
      expect(savedLeads()).toEqual([]);
    }
  });
});
