import { Phone } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import type { ContactContent } from '@/content/contact';
import { site, telHref } from '@/content/site';

/**
 * The contact hero. "Schedule a Call" takes the visitor to the form, where a
 * counsellor's call back is arranged; "Call Now" dials the head office directly.
 */
export function ContactHero({ hero, formId }: { hero: ContactContent['hero']; formId: string }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      text={hero.text}
      actions={
        <>
          <Link to="contact" hash={`#${formId}`} className={buttonClasses('light', 'lg')}>
            {hero.scheduleLabel}
          </Link>
          <a href={telHref(site.headOffice.phone)} className={buttonClasses('secondary', 'lg')}>
            <Glyph icon={Phone} className="h-5 w-5" />
            {hero.callLabel}
          </a>
        </>
      }
      media={<img src="/images/contact/map.svg" width={560} height={420} alt={hero.imageAlt} className="h-auto w-full" />}
    />
  );
}
