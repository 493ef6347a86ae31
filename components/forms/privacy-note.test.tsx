import { render, screen } from '@testing-library/react';
import { PRIVACY_PATH, PrivacyNote } from '@/components/forms/privacy-note';
import { ChatLeadForm } from '@/components/chatbot/chat-lead-form';
import { Footer } from '@/components/layout/footer';
import { chatbotTexts } from '@/content/chatbot';
import { privacyNote } from '@/content/privacy-note';
import { leadTexts as LEAD_TEXTS } from '@/content/lead';
import { href } from '@/lib/routes';

describe('privacy links', () => {
  it('the note under a form says where the details go and links the privacy notice page', () => {
    expect(PRIVACY_PATH).toBe(href('privacy'));
    render(<PrivacyNote />);
    expect(screen.getByText(/reach us through our form service, Web3Forms/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy/');
  });

  it('the chatbot lead form carries it', () => {
    render(
      <ChatLeadForm
        t={chatbotTexts}
        privacyNote={privacyNote}
        sendingLabel={LEAD_TEXTS.sending}
        values={{ name: '', phone: '', email: '', country: '' }}
        submitting={false}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy/');
  });

  it('the footer links the notice, and labels the placeholder social links as a sample', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy/');
    expect(screen.getByText('Sample')).toBeInTheDocument();
    expect(screen.getByText(/Social links go to the networks’ home pages/)).toBeInTheDocument();
  });
});
