import { FIELD_LIMITS, fieldAttributes, fieldLimit, fieldProblem, fieldProblemText, PHONE_PATTERN, trimmedFields } from '@/lib/lead-fields';

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
    expect(fieldAttributes(name, words)).toEqual({ maxLength: 100, pattern: '.*\\S.*', title: 'Fill this in' });
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
    expect(trimmedFields({ name: '  Asha Rao ', message: '\nHello\n', phone: '' })).toEqual({ name: 'Asha Rao', message: 'Hello', phone: '' });
  });
});
