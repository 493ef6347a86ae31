import { SampleLabel } from '@/components/sample-label';
import { AlertTriangle, ArrowRight, Info, Lightbulb, Mail, MapPin, Phone, Star } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ArticleBlock, ArticleListItem } from '@/content/articles';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardGrid } from '@/components/ui/card';
import { headingId } from '@/lib/heading-id';
import { mailHref, site, telHref } from '@/lib/site';

/** Wide tables scroll sideways on a phone rather than squeezing their columns into slivers. */
const tableMinWidth = (columns: number) => (columns <= 2 ? '' : columns === 3 ? 'min-w-[32rem]' : 'min-w-[44rem]');

function ListItem({ item }: { item: ArticleListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong className="font-semibold text-slate-900 dark:text-white">{item.label}</strong> {item.text}
    </li>
  );
}

const tones = {
  info: { icon: Info, box: 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-slate-900', iconClass: 'text-brand-700 dark:text-brand-300' },
  tip: {
    icon: Lightbulb,
    box: 'border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-slate-900',
    iconClass: 'text-emerald-700 dark:text-emerald-300',
  },
  warning: {
    icon: AlertTriangle,
    box: 'border-accent-600 bg-orange-50 dark:border-accent-500 dark:bg-slate-900',
    iconClass: 'text-accent-700 dark:text-orange-300',
  },
} as const;

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return block.level === 3 ? (
        <h3 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">{block.text}</h3>
      ) : (
        <h2 id={headingId(block.text)} className="mt-12 scroll-mt-24 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {block.text}
        </h2>
      );
    case 'paragraph':
      return <p className="mt-4">{block.text}</p>;
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag className={`mt-4 space-y-2 pl-6 marker:text-brand-700 dark:marker:text-brand-300 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, i) => (
            <ListItem key={i} item={item} />
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        <figure className="mt-6">
          {/* Focusable so keyboard users can scroll a wide table on a phone. */}
          <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700" role="region" aria-label={block.caption} tabIndex={0}>
            <table className={`w-full border-collapse text-left text-sm sm:text-base ${tableMinWidth(block.head.length)}`}>
              <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900 dark:bg-slate-800 dark:text-white">{block.caption}</caption>
              <thead>
                <tr className="bg-brand-800 text-white dark:bg-slate-800">
                  {block.head.map((h, i) => (
                    <th key={i} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r} className="border-t border-slate-200 even:bg-slate-50 dark:border-slate-700 dark:even:bg-slate-900">
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row" className="px-4 py-3 align-top font-semibold text-slate-900 dark:text-white">
                          {cell}
                        </th>
                      ) : (
                        <td key={c} className="px-4 py-3 align-top">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {block.note && <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-300">{block.note}</figcaption>}
        </figure>
      );
    case 'callout': {
      const tone = tones[block.tone];
      return (
        <aside className={`mt-6 rounded-xl border-l-4 p-5 ${tone.box}`} aria-label={block.title}>
          <p className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
            <Glyph icon={tone.icon} className={`h-5 w-5 shrink-0 ${tone.iconClass}`} />
            {block.title}
          </p>
          <p className="mt-2">{block.text}</p>
          {block.action && (
            <Link to={block.action.to} className={`${buttonClasses('outline', 'sm')} mt-4`}>
              {block.action.label}
              <Glyph icon={ArrowRight} className="h-4 w-4" />
            </Link>
          )}
        </aside>
      );
    }
    case 'testimonial':
      return (
        <figure className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <p className="flex gap-1 text-amber-500" role="img" aria-label={`Rated ${block.rating} out of 5`}>
            {Array.from({ length: block.rating }, (_, i) => (
              <Glyph icon={Star} key={i} className="h-5 w-5 fill-current" />
            ))}
          </p>
          <blockquote className="mt-3 text-lg text-slate-800 italic dark:text-slate-100">“{block.quote}”</blockquote>
          <figcaption className="mt-4">
            <span className="font-semibold text-slate-900 dark:text-white">{block.name}</span> {block.sample && <SampleLabel />}
            <span className="block text-sm text-slate-600 dark:text-slate-300">{block.role}</span>
          </figcaption>
        </figure>
      );
    case 'offices':
      return (
        <CardGrid columns={3} as="ul" className="mt-6">
          {site.offices.map((office) => (
            <Card key={office.id} as="li" title={office.name} headingLevel="h3" className="text-base">
              <ul className="space-y-2 text-sm">
                <li className="flex gap-2">
                  <Glyph icon={MapPin} className="mt-0.5 h-4 w-4 shrink-0" />
                  <Link href={office.mapLink} className="underline-offset-2 hover:underline">
                    {office.address}
                  </Link>
                </li>
                <li className="flex gap-2">
                  <Glyph icon={Phone} className="mt-0.5 h-4 w-4 shrink-0" />
                  <a href={telHref(office.phone)} className="underline-offset-2 hover:underline">
                    {office.phone}
                  </a>
                </li>
                <li className="flex gap-2">
                  <Glyph icon={Mail} className="mt-0.5 h-4 w-4 shrink-0" />
                  <a href={mailHref(office.email)} className="break-all underline-offset-2 hover:underline">
                    {office.email}
                  </a>
                </li>
              </ul>
            </Card>
          ))}
        </CardGrid>
      );
  }
}

export type ArticleBodyProps = { blocks: readonly ArticleBlock[] };

/** An article's body: the content blocks in order, as plain server-rendered HTML. */
export function ArticleBody({ blocks }: ArticleBodyProps) {
  return (
    <div className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
