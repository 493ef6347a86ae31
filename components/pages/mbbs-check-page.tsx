import { MbbsCheckTool } from '@/components/mbbs-check/mbbs-check-tool';
import { PageHero } from '@/components/ui/page-hero';
import type { MbbsCheckCopy } from '@/content/mbbs-check';
import { universitiesIn } from '@/content/universities';

/** The MBBS degree check page, in any language: the same rules and facts, the language's words. */
export function MbbsCheckPage({ mbbsCheck, contactHref, locale }: { mbbsCheck: MbbsCheckCopy; contactHref: string; locale: string }) {
  const { hero } = mbbsCheck;
  const universities = universitiesIn('en').map((u) => ({ id: u.id, name: u.name }));
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} />
      <MbbsCheckTool copy={mbbsCheck} universities={universities} contactHref={contactHref} locale={locale} />
    </>
  );
}
