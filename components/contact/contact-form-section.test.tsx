import { render, screen } from '@testing-library/react';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { contact } from '@/content/contact';
import { site } from '@/lib/site';

describe('ContactFormSection', () => {
  it('renders the contact form: five required fields with the right types, "Send Message", thank-you redirect', () => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    const form = container.querySelector('form#contact-form') as HTMLFormElement;
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute('action', site.form.endpoint);
    const expected: [string, string, string][] = [
      ['Full Name', 'name', 'text'],
      ['Email Address', 'email', 'email'],
      ['Phone Number', 'phone', 'tel'],
      ['Subject', 'subject', 'text'],
    ];
    for (const [label, name, type] of expected) {
      const input = screen.getByLabelText(label, { exact: false });
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('type', type);
      expect(input).toBeRequired();
    }
    const message = screen.getByLabelText(/^Message/);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
    expect(form.querySelector('input[name="redirect"]')).toHaveAttribute('value', `${site.url}/thank-you/`);
    expect(screen.getByText('A counsellor answers every message within 24 hours.')).toBeInTheDocument();
  });

  it('fills the subject from ?subject= on arrival', () => {
    window.history.replaceState(null, '', '/contact/?subject=' + encodeURIComponent('Free Consultation Booking'));
    render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    expect(screen.getByLabelText('Subject', { exact: false })).toHaveValue('Free Consultation Booking');
    window.history.replaceState(null, '', '/');
  });
});
