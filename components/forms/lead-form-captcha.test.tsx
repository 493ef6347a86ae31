import { fireEvent, render, screen } from '@testing-library/react';
import { CAPTCHA_SCRIPT, LeadForm } from '@/components/forms/lead-form';
import { leadTexts } from '@/content/lead';
import { site } from '@/content/site';

const fields = [{ name: 'name', label: 'Full Name', type: 'text' as const, required: true }];
const renderForm = (captcha: boolean) =>
  render(
    <LeadForm
      fields={fields}
      service={{ ...site.form, captcha }}
      formName="contact"
      submitLabel="Send"
      thankYouUrl="https://site.test/thank-you/"
      language="en"
      texts={leadTexts}
      selectPlaceholder="Select…"
      closeLabel="Close"
    />,
  );
const captchaScripts = () => document.querySelectorAll(`script[src="${CAPTCHA_SCRIPT}"]`);

afterEach(() => captchaScripts().forEach((s) => s.remove()));

describe('the captcha of a lead form', () => {
  it('with the setting on: nothing until the visitor first focuses the form, then its box and one script', () => {
    const { container } = renderForm(true);
    expect(captchaScripts()).toHaveLength(0);
    expect(container.querySelector('.h-captcha')).toBeNull();
    fireEvent.focus(screen.getByLabelText(/Full Name/));
    fireEvent.focus(screen.getByRole('button', { name: 'Send' }));
    expect(container.querySelector('.h-captcha[data-captcha="true"]')).not.toBeNull();
    expect(captchaScripts()).toHaveLength(1);
  });

  it('with the setting off: never', () => {
    const { container } = renderForm(false);
    fireEvent.focus(screen.getByLabelText(/Full Name/));
    expect(container.querySelector('.h-captcha')).toBeNull();
    expect(captchaScripts()).toHaveLength(0);
  });
});
