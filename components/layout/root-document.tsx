import type { ReactNode } from 'react';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { ChatFloat } from '@/components/layout/chat-float';
import { ChatbotLoader } from '@/components/chatbot/chatbot-loader';
import { ClientNavigation } from '@/components/layout/client-navigation';
import { FrameworkReady } from '@/components/layout/framework-ready';
import { contentFor } from '@/content/i18n';
import { LANGUAGES, type Locale } from '@/lib/locale';
import { chatWordsPath } from '@/components/chatbot/chat-state';
import { localizedHref } from '@/content/routes';
import { chatLinkIn } from '@/content/site';
import { shellScript } from '@/lib/shell-script';
import { Island } from '@/components/ui/island';

/**
 * The document every page shares, in its language: `<html lang>`, the theme script, skip link,
 * header, main, footer, the chat buttons. The English root layout and the editions' root layout
 * (app/(en)/layout.tsx, app/(editions)/[locale]/layout.tsx) and the not-found page render it.
 * `shellLang`: the shell's own parts (skip link, header, footer, chat button) name their language
 * themselves, for the not-found page, whose script sets `<html lang>` to the view it shows.
 */
export function RootDocument({ locale, shellLang = false, children }: { locale: Locale; shellLang?: boolean; children: ReactNode }) {
  const { shell, chatbotLauncher, contact } = contentFor(locale);
  const lang = shellLang ? LANGUAGES[locale].htmlLang : undefined;
  return (
    <html lang={LANGUAGES[locale].htmlLang} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layout writes <head> itself; next/head is the Pages Router's */}
      <head>
        {/* Applies the stored theme before first paint (no page flashes the wrong theme) and answers the shell's controls at once. */}
        <script dangerouslySetInnerHTML={{ __html: shellScript }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          lang={lang}
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {shell.skipLink}
        </a>
        <Header lang={lang} />
        <main id="main" data-pagefind-body="" className="flex-1">
          {children}
        </main>
        <Footer lang={lang} />
        <ChatFloat labels={shell.chatFloat} href={chatLinkIn(locale)} lang={lang} />
        <Island at={chatbotLauncher.autoOpenMs} unless={chatbotLauncher.storageKey}>
          <ChatbotLoader {...chatbotLauncher} fallbackHref={localizedHref('contact', locale, `#${contact.form.id}`)} wordsHref={chatWordsPath(locale)} />
        </Island>
        <ClientNavigation />
        <FrameworkReady />
      </body>
    </html>
  );
}
