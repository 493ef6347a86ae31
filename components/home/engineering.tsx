import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { SplitFeature } from '@/components/home/split-feature';
import type { HomeContent } from '@/content/home';

/** Engineering section: links to the engineering course page (/courses/engineering) and /contact. */
export function Engineering({ engineering: e }: { engineering: HomeContent['engineering'] }) {
  return (
    <SplitFeature
      id="engineering"
      tone="tint"
      eyebrow={e.eyebrow}
      title={e.title}
      text={e.text}
      points={e.points}
      actions={
        <>
          <Link to={e.primary.to} className={buttonClasses('primary', 'lg')}>
            {e.primary.label}
          </Link>
          <Link to={e.secondary.to} className={buttonClasses('outline', 'lg')}>
            {e.secondary.label}
          </Link>
        </>
      }
      aside={<img src="/images/home/engineering.svg" width={480} height={360} alt={e.imageAlt} loading="lazy" className="mx-auto h-auto w-full max-w-md" />}
    />
  );
}
