import { cleanup, render, screen } from '@testing-library/react';
import { PRIVACY_PATH, PrivacyNote } from '@/components/forms/privacy-note';
import { ChatLeadForm } from '@/components/chatbot/chat-lead-form';
import { chatbotTexts } from '@/content/chatbot';
import { privacyNote } from '@/content/privacy-note';
import { leadTexts as LEAD_TEXTS } from '@/content/lead';
import { href } from '@/lib/routes';
import { shell } from '@/content/shell';
import type { Operator } from '@/tooling/operator-schema';
import { standInLinks, withOperator } from '@/tooling/with-operator';

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

  it('the footer links the notice, and labels social links that only reach the networks’ home pages as a sample', () => {
    const footer = (settings: Partial<Operator>) =>
      withOperator(settings, () => {
        const { Footer } = jest.requireActual<typeof import('@/components/layout/footer')>('@/components/layout/footer');
        render(<Footer />);
      });
    // The fixture's own pages: no label.
    footer({});
    expect(screen.getByRole('link', { name: shell.footer.privacy })).toHaveAttribute('href', '/privacy/');
    expect(screen.queryByText(shell.footer.socialSample, { exact: false })).toBeNull();
    cleanup();
    // The stand-ins content/operator.json ships with.
    footer(standInLinks);
    expect(screen.getByText('Sample')).toBeInTheDocument();
    expect(screen.getByText(shell.footer.socialSample, { exact: false })).toBeInTheDocument();
  });
});
