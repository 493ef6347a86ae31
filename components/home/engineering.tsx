import { SplitFeature } from '@/components/sections/split-feature';
import type { HomeContent } from '@/content/home';

/** Engineering section: links to the engineering course page (/courses/engineering) and /contact. */
export function Engineering({ engineering: e }: { engineering: HomeContent['engineering'] }) {
  return (
    <SplitFeature
      id="engineering"
      tone="tint"
      copy={e}
      aside={<img src="/images/home/engineering.svg" width={480} height={360} alt={e.imageAlt} loading="lazy" className="mx-auto h-auto w-full max-w-md" />}
    />
  );
}
