import { ArrowRight } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import type { HomeContent } from '@/content/home';

/** Four highlight cards, each linking to the about page. */
export function Highlights({ highlights: h }: { highlights: HomeContent['highlights'] }) {
  return (
    <div className="mt-14">
      <h3 className="text-center text-2xl font-bold text-slate-900 dark:text-white">{h.title}</h3>
      <p className="mt-2 mb-8 text-center text-slate-600 dark:text-slate-300">{h.intro}</p>
      <IconCardGrid
        items={h.cards.map((card) => ({
          ...card,
          footer: (
            <Link to={h.to} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {card.linkLabel}
              <Glyph icon={ArrowRight} className="h-4 w-4" />
            </Link>
          ),
        }))}
      />
    </div>
  );
}
