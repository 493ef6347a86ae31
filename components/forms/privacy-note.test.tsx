import { cleanup, render, screen } from '@testing-library/react';
import { PRIVACY_PATH, PrivacyNote } from '@/components/forms/privacy-note';
import { ChatLeadForm } from '@/components/chatbot/chat-lead-form';
import { chatbotTexts } from '@/content/chatbot';
import { privacyNote, privacyNoteIn } from '@/content/privacy-note';
import { KEEP_DAYS } from '@/lib/lead-queue';
import { pageWords } from '@/content/pages';
import { privacyNotePage } from '@/content/pages/privacy-note.schema';
import { leadTexts as LEAD_TEXTS } from '@/content/lead';
import { href, localizedHref } from '@/content/routes';
import { privacyNoteFor } from '@/components/forms/lead-form-words';
import { chatWords } from '@/components/chatbot/chat-words';
import { shell } from '@/content/shell';
import type { Operator } from '@/content/operator-schema';
import { standInLinks, withOperator } from '@/tooling/with-operator';

describe('privacy links', () => {
  it('the note under a form says where the details go and links the privacy notice page', () => {
    expect(PRIVACY_PATH).toBe(href('privacy'));
    render(<PrivacyNote note={privacyNote} />);
    expect(screen.getByText(privacyNote.text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: privacyNote.link })).toHaveAttribute('href', '/privacy/');
  });

  it('says, in every language, how long the browser keeps the details: the days lib/lead-queue.ts keeps them', () => {
    for (const language of ['en', 'te', 'hi'] as const) {
      const { text } = privacyNoteIn(language);
      expect(text).not.toContain('{days}');
      expect(text).toContain(String(KEEP_DAYS));
    }
  });

  it('is refused at build when the note types the days instead of saying {days}', () => {
    const { meta, text, link } = pageWords('privacy-note', 'en');
    expect(privacyNotePage.safeParse({ meta, text, link }).success).toBe(true);
    const typed = privacyNotePage.safeParse({ meta, text: text.replace('{days}', String(KEEP_DAYS)), link });
    expect(typed.error?.issues.map((i) => i.path.join('.'))).toEqual(['text']);
  });

  it('the chatbot lead form carries it', () => {
    render(
      <ChatLeadForm
        t={chatbotTexts}
        privacyNote={privacyNote}
        sendingLabel={LEAD_TEXTS.sending}
        fieldWords={LEAD_TEXTS}
        values={{ name: '', phone: '', email: '', country: '' }}
        submitting={false}
        onChange={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: privacyNote.link })).toHaveAttribute('href', '/privacy/');
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

describe('the privacy note under an edition’s form', () => {
  it('links the notice in the form’s language: /te/privacy/, /hi/privacy/ (the English notice stays at /privacy/)', () => {
    for (const locale of ['te', 'hi'] as const) {
      const note = privacyNoteFor(locale);
      expect(note).toEqual({ ...privacyNoteIn(locale), href: localizedHref('privacy', locale) });
      render(<PrivacyNote note={note} />);
      expect(screen.getByRole('link', { name: note.link })).toHaveAttribute('href', `/${locale}/privacy/`);
      cleanup();
    }
    render(<PrivacyNote note={privacyNoteFor('en')} />);
    expect(screen.getByRole('link', { name: privacyNote.link })).toHaveAttribute('href', PRIVACY_PATH);
  });

  it('the chat’s lead form carries the same link', () => {
    expect(chatWords('hi').privacyNote.href).toBe('/hi/privacy/');
  });
});
