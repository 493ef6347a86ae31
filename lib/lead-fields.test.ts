import {
  cleanFields,
  cleanText,
  FIELD_LIMITS,
  fieldAttributes,
  fieldLimit,
  fieldProblem,
  fieldProblemText,
  NOT_BLANK_PATTERN,
  PHONE_PATTERN,
} from '@/lib/lead-fields';

const words = { blankField: 'Fill this in', phoneFormat: '7 to 15 digits', tooLong: 'At most {max}' };
const phone = { name: 'phone', type: 'tel', required: true } as const;
const name = { name: 'name', type: 'text', required: true } as const;
const message = { name: 'message', type: 'textarea', required: true } as const;

describe('what a lead form takes', () => {
  it('a limit on every field but a dropdown: by name for a name and subject, else by type', () => {
    expect(
      [name, { name: 'subject', type: 'text' }, { name: 'email', type: 'email' }, phone, message, { name: 'country', type: 'text' }].map((f) =>
        fieldLimit(f as never),
      ),
    ).toEqual([100, 150, 254, 25, 5000, 200]);
    expect(fieldLimit({ name: 'course', type: 'select' })).toBeUndefined();
    // The biggest lead the form lets through stays a small request (the 100 KB message made a 401 KB one).
    expect(Object.values(FIELD_LIMITS).reduce((a, b) => a + b, 0)).toBeLessThan(6_000);
  });

  it.each([
    '98765 43210',
    '9876543210',
    '+91 98765 43210',
    '+91-98765-43210',
    '(040) 2345 6789',
    '040 2345 6789',
    '+44 20 7946 0958',
    '+1 (415) 555-0100',
    '  +91 98765 43210  ',
  ])('takes the phone number %p', (value) => expect(fieldProblem(phone, value)).toBeUndefined());

  it.each(['call me', '12345', '98765 4321x', '++91 98765 43210', '+91 9876 5432 1098 7654', '98765+43210', '9'.repeat(16), 'tel:9876543210'])(
    'refuses the phone number %p, saying what it takes',
    (value) => {
      expect(fieldProblem(phone, value)).toBe('phone');
      expect(fieldProblemText(phone, value, words)).toBe('7 to 15 digits');
    },
  );

  it('the browser checks the same phone pattern (an HTML pattern, compiled with the v flag)', () => {
    const html = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    expect(['+91 98765 43210', '(040) 2345 6789'].map((v) => html.test(v))).toEqual([true, true]);
    expect(['call me', '12345'].map((v) => html.test(v))).toEqual([false, false]);
    expect(fieldAttributes(phone, words)).toEqual({ maxLength: 25, pattern: PHONE_PATTERN, title: '7 to 15 digits', inputMode: 'tel' });
    expect(fieldAttributes(name, words)).toEqual({ maxLength: 100, pattern: NOT_BLANK_PATTERN, title: 'Fill this in' });
    expect(fieldAttributes(message, words)).toEqual({ maxLength: 5000 });
  });

  it('refuses a required field of spaces (or empty), takes an optional one empty', () => {
    for (const value of ['', '   ', '\t\n '])
      for (const field of [name, message, { name: 'subject', type: 'text', required: true } as const])
        expect(fieldProblemText(field, value, words)).toBe('Fill this in');
    expect(fieldProblem({ name: 'phone', type: 'tel' }, '   ')).toBeUndefined();
    expect(fieldProblem(name, '  Asha  ')).toBeUndefined();
  });

  it('refuses a value over its limit (one set from the address, say), counted as sent: trimmed', () => {
    expect(fieldProblemText(message, 'a'.repeat(5001), words)).toBe('At most 5000');
    expect(fieldProblem(message, ` ${'a'.repeat(5000)} `)).toBeUndefined();
    expect(fieldProblemText(name, 'A'.repeat(101), words)).toBe('At most 100');
  });

  it('sends every value trimmed', () => {
    expect(cleanFields({ name: '  Asha Rao ', message: '\nHello\n', phone: '' }, ['message'])).toEqual({ name: 'Asha Rao', message: 'Hello', phone: '' });
  });
});

describe('text no reader can see', () => {
  // Each made of nothing a reader sees: zero-width spaces, controls (NUL, ESC, DEL, a C1), bidi controls, a byte-order mark, a word joiner.
  const invisible = {
    'zero-width spaces': '\u200B\u200B\u200B',
    'NUL and ESC': '\u0000\u001B',
    'a right-to-left override': '\u202E',
    'bidi embeddings and isolates': '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069',
    'joiners, a word joiner and a byte-order mark': '\u200C\u200D\u2060\uFEFF',
    'DEL and C1 controls with spaces': ' \u007F\u0085\u009B ',
  };

  it.each(Object.entries(invisible))('a required field of %s is blank, in the page’s words', (_case, value) => {
    for (const field of [name, message, { name: 'subject', type: 'text', required: true } as const])
      expect(fieldProblemText(field, value, words)).toBe('Fill this in');
    expect(fieldProblem({ name: 'country', type: 'text' }, value)).toBeUndefined();
  });

  it('the browser refuses the same without script: the pattern of a required line wants a visible character (compiled with the v flag)', () => {
    const html = new RegExp(`^(?:${NOT_BLANK_PATTERN})$`, 'v');
    expect([...Object.values(invisible), '   ', ''].map((v) => html.test(v))).toEqual(Array(Object.keys(invisible).length + 2).fill(false));
    expect(['Asha', ' Asha ', '\u200BAsha', 'ఆశా', 'आशा', '😀'].map((v) => html.test(v))).toEqual([true, true, true, true, true, true]);
  });

  it('is taken out of what is sent: controls, bidi controls and zero-width characters go; a one-line field’s tab or line break becomes a space', () => {
    expect(cleanText('\u202EAsha\u202C R\u200Bao\u0000\u001B[31m')).toBe('Asha Rao[31m');
    expect(cleanText('\uFEFFAsha\u2060 \u0085Rao\u007F')).toBe('Asha Rao');
    expect(cleanText('Asha\tRao\r\nHyderabad')).toBe('Asha Rao  Hyderabad');
    expect(cleanText('ad\u200Dmin\u200C')).toBe('admin');
    expect(fieldProblem(name, '\u202E\u200BAsha')).toBeUndefined();
  });

  it('a message keeps its tabs and line breaks (the form sends them as CRLF), nothing else of the controls', () => {
    expect(cleanText('Dear team,\r\n\tPlease call.\u0007\u202E\n', true)).toBe('Dear team,\r\n\tPlease call.');
    expect(cleanFields({ name: 'Asha\nRao', message: 'Hello\nthere' }, ['message'])).toEqual({ name: 'Asha Rao', message: 'Hello\nthere' });
  });

  it('keeps a zero-width (non-)joiner where it shapes the writing: after a virama, before one, inside an emoji sequence', () => {
    for (const shaped of ['क्\u200Dष', 'र\u200D्', 'క్\u200Cక', '👨\u200D👩\u200D👧', '👩🏽\u200D💻', '❤\uFE0F\u200D🔥']) expect(cleanText(shaped)).toBe(shaped);
  });

  it('counts the limit on the text as sent', () => {
    expect(fieldProblem(name, `${'A'.repeat(100)}${'\u200B'.repeat(20)}`)).toBeUndefined();
    expect(fieldProblem(name, 'A'.repeat(101))).toBe('tooLong');
  });
});
