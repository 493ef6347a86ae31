import { BrandIcon } from '@/components/icons/brand-icon';
/** Floating chat-messaging button : the external chat link (its message pre-filled in the page's language, content/site chatLinkIn) in a new tab. */
export function ChatFloat({ labels, href, lang }: { labels: { region: string; link: string }; href: string; lang?: string }) {
  return (
    <aside aria-label={labels.region} lang={lang}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={labels.link}
        className="fixed right-5 bottom-24 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#128c3e] text-white shadow-lg hover:bg-[#0f7a35] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <BrandIcon brand="whatsapp" className="h-7 w-7" />
      </a>
    </aside>
  );
}
