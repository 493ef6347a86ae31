import { render, screen } from '@testing-library/react';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { contact } from '@/content/contact';
import { site } from '@/content/site';

describe('ContactFormSection', () => {
  it('renders the contact form: five required fields with the right types, its submit button, thank-you redirect', () => {
    const { container } = render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    const form = container.querySelector('form#contact-form') as HTMLFormElement;
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute('action', site.form.endpoint);
    // The labels as content/pages/en/contact.yaml words them; the names and input types are the form's own.
    const label = (name: string) => new RegExp(`^${contact.form.fields.find((f) => f.name === name)!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    const expected: [string, string][] = [
      ['name', 'text'],
      ['email', 'email'],
      ['phone', 'tel'],
      ['subject', 'text'],
    ];
    for (const [name, type] of expected) {
      const input = screen.getByLabelText(label(name));
      expect(input).toHaveAttribute('name', name);
      expect(input).toHaveAttribute('type', type);
      expect(input).toBeRequired();
    }
    const message = screen.getByLabelText(label('message'));
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('name', 'message');
    expect(message).toBeRequired();
    expect(screen.getByRole('button', { name: contact.form.submitLabel })).toHaveAttribute('type', 'submit');
    expect(form.querySelector('input[name="redirect"]')).toHaveAttribute('value', `${site.url}/thank-you/`);
    expect(screen.getByText(contact.sidePanel.responseText)).toBeInTheDocument();
  });

  it('fills the subject from ?subject= on arrival', () => {
    window.history.replaceState(null, '', '/contact/?subject=' + encodeURIComponent('Free Consultation Booking'));
    render(<ContactFormSection form={contact.form} side={contact.sidePanel} />);
    expect(screen.getByLabelText(contact.form.fields.find((f) => f.name === 'subject')!.label, { exact: false })).toHaveValue('Free Consultation Booking');
    window.history.replaceState(null, '', '/');
  });
});
