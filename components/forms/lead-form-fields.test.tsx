import { fireEvent, render, screen } from '@testing-library/react';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { contact } from '@/content/contact';
import { leadTexts } from '@/content/lead';
import { FIELD_LIMITS, PHONE_PATTERN } from '@/lib/lead-fields';

/** The contact form's field labelled as content/pages/en/contact.yaml words the field `name`. */
const field = (name: string) => screen.getByLabelText(new RegExp(`^${contact.form.fields.find((f) => f.name === name)!.label}`)) as HTMLInputElement;

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.input(field(name), { target: { value } });
}

const good = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98765 43210', subject: 'MBBS abroad', message: 'Please call me.' };

describe('the lead form takes what an office can use', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve({ success: true }) });
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('every field has a limit, the phone a pattern saying what it takes', () => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    expect(['name', 'email', 'phone', 'subject', 'message'].map((n) => field(n).maxLength)).toEqual([
      FIELD_LIMITS.name,
      FIELD_LIMITS.email,
      FIELD_LIMITS.tel,
      FIELD_LIMITS.subject,
      FIELD_LIMITS.textarea,
    ]);
    expect(field('phone')).toHaveAttribute('pattern', PHONE_PATTERN);
    expect(field('phone')).toHaveAttribute('title', leadTexts.phoneFormat);
    expect(container.querySelectorAll('form#contact-form :is(input:not([type=hidden]):not([type=checkbox]), textarea):not([maxlength])')).toHaveLength(0);
  });

  it.each([
    ['a name of spaces', { name: '    ' }, 'name', leadTexts.blankField],
    ['a name of zero-width spaces', { name: '\u200B\u200B\u200B' }, 'name', leadTexts.blankField],
    ['a name of control characters and a right-to-left override', { name: '\u0000\u001B\u202E' }, 'name', leadTexts.blankField],
    ['a message of a byte-order mark and bidi isolates', { message: '\uFEFF\u2066\u2069\n' }, 'message', leadTexts.blankField],
    ['a subject of spaces', { subject: ' \t ' }, 'subject', leadTexts.blankField],
    ['a message of spaces', { message: '\n\n   ' }, 'message', leadTexts.blankField],
    ['a phone of words', { phone: 'call me after six' }, 'phone', leadTexts.phoneFormat],
    ['a phone too short', { phone: '12345' }, 'phone', leadTexts.phoneFormat],
  ])('refuses %s at the field, sends nothing and keeps everything typed', (_case, bad, name, said) => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    const typed = { ...good, ...bad };
    fill(typed);
    fireEvent.submit(container.querySelector('form#contact-form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(name).validationMessage).toBe(said);
    for (const [n, value] of Object.entries(typed)) expect(field(n)).toHaveValue(value);
    // Typing again clears what was said.
    fireEvent.input(field(name), { target: { value: (good as Record<string, string>)[name] } });
    expect(field(name).validationMessage).toBe('');
  });

  it('refuses a message over its limit (one set from the address), saying the limit', () => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    fill({ ...good, message: 'x'.repeat(FIELD_LIMITS.textarea + 1) });
    fireEvent.submit(container.querySelector('form#contact-form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('message').validationMessage).toBe(leadTexts.tooLong.replace('{max}', String(FIELD_LIMITS.textarea)));
  });

  it('sends the values trimmed', async () => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    fill({ ...good, name: '  Asha Rao  ', message: '\n Please call me. \n' });
    fireEvent.submit(container.querySelector('form#contact-form')!);
    expect(await screen.findByText(leadTexts.successMessage)).toBeInTheDocument();
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect([body.get('name'), body.get('message'), body.get('phone')]).toEqual(['Asha Rao', 'Please call me.', '+91 98765 43210']);
  });

  it('sends every text without control, bidi or zero-width characters; a message keeps its line breaks', async () => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    fill({ ...good, name: '\u202EAsha\u200B Rao\u001B', subject: '\u2066MBBS\u2069 abroad\u0000', message: 'Hello,\n\tplease call.\u0085\uFEFF' });
    fireEvent.submit(container.querySelector('form#contact-form')!);
    expect(await screen.findByText(leadTexts.successMessage)).toBeInTheDocument();
    const body = fetchMock.mock.calls[0][1].body as FormData;
    expect([body.get('name'), body.get('subject'), body.get('message')]).toEqual(['Asha Rao', 'MBBS abroad', 'Hello,\n\tplease call.']);
    // Nothing of them anywhere in the lead, the fields of where it came from included.
    const sent = [...body.values()].filter((v) => typeof v === 'string').join('');
    expect(sent).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/u);
  });
});
