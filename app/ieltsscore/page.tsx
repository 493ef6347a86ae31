import { IeltsTool } from '@/components/calculators/ielts-tool';
import { PageHero } from '@/components/ui/page-hero';
import { ieltsTool } from '@/content/tools';
import { pageMetadata } from '@/lib/metadata';
import { href } from '@/lib/routes';

export const metadata = pageMetadata('ieltsscore');

export default function Page() {
  const { hero } = ieltsTool;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={<p>{hero.text}</p>} />
      <IeltsTool copy={ieltsTool} contactHref={href('contact')} />
    </>
  );
}
