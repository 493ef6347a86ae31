import type { Element, ElementContent, RootContent } from 'hast';
import type { ReactNode } from 'react';
import { SampleLabel } from '@/components/sample-label';
import { AlertTriangle, ArrowRight, Info, Lightbulb, Star } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ArticleTree } from '@/content/articles';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { CardGrid } from '@/components/ui/card';
import { OfficeCard } from '@/components/ui/office-card';
import { headingId } from '@/lib/heading-id';
import { keyOfPath } from '@/content/routes';
import { site } from '@/content/site';

/** Wide tables scroll sideways on a phone rather than squeezing their columns into slivers. */
const tableMinWidth = (columns: number) => (columns <= 2 ? '' : columns === 3 ? 'min-w-[32rem]' : 'min-w-[44rem]');

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

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';
const elements = (node: Element, tagName?: string) => node.children.filter(isElement).filter((c) => !tagName || c.tagName === tagName);
const prop = (node: Element, name: string) => String(node.properties[name] ?? '');

/** The text of a node, for ids and labels. */
export function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** A link written in an article: a page of this site through the registry (its canonical, localised path), any other address in a new tab. */
function ArticleLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const [path, hash] = href.split('#');
  const key = href.startsWith('/') && !href.startsWith('//') ? keyOfPath(path) : undefined;
  return key ? (
    <Link to={key} hash={hash ? `#${hash}` : undefined} className={className}>
      {children}
    </Link>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

function Inline({ nodes }: { nodes: ElementContent[] }) {
  return nodes.map((node, i) => {
    if (node.type === 'text') return node.value;
    if (!isElement(node)) return null;
    const children = <Inline nodes={node.children} />;
    switch (node.tagName) {
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-slate-900 dark:text-white">
            {children}
          </strong>
        );
      case 'em':
        return <em key={i}>{children}</em>;
      case 'code':
        return <code key={i}>{children}</code>;
      case 'br':
        return <br key={i} />;
      case 'a':
        return (
          <ArticleLink key={i} href={prop(node, 'href')} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {children}
          </ArticleLink>
        );
      default:
        return <Block key={i} node={node} />;
    }
  });
}

function Table({ table, caption, note }: { table: Element; caption: string; note?: Element }) {
  const [head] = elements(table, 'thead').flatMap((t) => elements(t, 'tr'));
  const rows = elements(table, 'tbody').flatMap((t) => elements(t, 'tr'));
  const columns = head ? elements(head).length : 0;
  const label = caption || (head ? textOf(head) : '');
  return (
    <figure className="mt-6">
      {/* Focusable so keyboard users can scroll a wide table on a phone. */}
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700" role="region" aria-label={label} tabIndex={0}>
        <table className={`w-full border-collapse text-left text-sm sm:text-base ${tableMinWidth(columns)}`}>
          {caption && <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900 dark:bg-slate-800 dark:text-white">{caption}</caption>}
          {head && (
            <thead>
              <tr className="bg-brand-800 text-white dark:bg-slate-800">
                {elements(head).map((cell, i) => (
                  <th key={i} scope="col" className="px-4 py-3 font-semibold">
                    <Inline nodes={cell.children} />
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {rows.map((row, r) => (
              <tr key={r} className="border-t border-slate-200 even:bg-slate-50 dark:border-slate-700 dark:even:bg-slate-900">
                {elements(row).map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-3 align-top font-semibold text-slate-900 dark:text-white">
                      <Inline nodes={cell.children} />
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-3 align-top">
                      <Inline nodes={cell.children} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <Inline nodes={note.children} />
        </figcaption>
      )}
    </figure>
  );
}

/** A paragraph that holds only a link: in a callout, its button. */
const actionLink = (p: Element) => {
  const [only] = p.children.filter((c) => c.type !== 'text' || c.value.trim() !== '');
  return p.children.length === 1 && only && isElement(only) && only.tagName === 'a' ? only : undefined;
};

function Callout({ node }: { node: Element }) {
  const tone = tones[prop(node, 'tone') as keyof typeof tones] ?? tones.info;
  const title = prop(node, 'title');
  const paragraphs = elements(node);
  const actions = paragraphs.map(actionLink);
  return (
    <aside className={`mt-6 rounded-xl border-l-4 p-5 ${tone.box}`} aria-label={title}>
      <p className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
        <Glyph icon={tone.icon} className={`h-5 w-5 shrink-0 ${tone.iconClass}`} />
        {title}
      </p>
      {paragraphs.map((p, i) => {
        const action = actions[i];
        if (action)
          return (
            <ArticleLink key={i} href={prop(action, 'href')} className={`${buttonClasses('outline', 'sm')} mt-4`}>
              {textOf(action)}
              <Glyph icon={ArrowRight} className="h-4 w-4" />
            </ArticleLink>
          );
        return p.tagName === 'p' ? (
          <p key={i} className="mt-2">
            <Inline nodes={p.children} />
          </p>
        ) : (
          <Block key={i} node={p} />
        );
      })}
    </aside>
  );
}

function Testimonial({ node }: { node: Element }) {
  const rating = Number(node.properties.rating);
  return (
    <figure className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="flex gap-1 text-amber-500" role="img" aria-label={`Rated ${rating} out of 5`}>
        {Array.from({ length: rating }, (_, i) => (
          <Glyph icon={Star} key={i} className="h-5 w-5 fill-current" />
        ))}
      </p>
      <blockquote className="mt-3 text-lg text-slate-800 italic dark:text-slate-100">
        “
        {elements(node).map((p, i) => (
          <Inline key={i} nodes={p.children} />
        ))}
        ”
      </blockquote>
      <figcaption className="mt-4">
        <span className="font-semibold text-slate-900 dark:text-white">{prop(node, 'name')}</span> {node.properties.sample && <SampleLabel />}
        <span className="block text-sm text-slate-600 dark:text-slate-300">{prop(node, 'role')}</span>
      </figcaption>
    </figure>
  );
}

function Offices() {
  return (
    <CardGrid columns={3} as="ul" className="mt-6">
      {site.offices.map((office) => (
        <OfficeCard key={office.id} office={office} as="li" className="text-base" />
      ))}
    </CardGrid>
  );
}

function Block({ node }: { node: Element }) {
  switch (node.tagName) {
    case 'h2':
      return (
        <h2 id={headingId(textOf(node))} className="mt-12 scroll-mt-24 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          <Inline nodes={node.children} />
        </h2>
      );
    case 'h3':
    case 'h4':
      return (
        <h3 className="mt-8 text-xl font-bold text-slate-900 dark:text-white">
          <Inline nodes={node.children} />
        </h3>
      );
    case 'p':
      return (
        <p className="mt-4">
          <Inline nodes={node.children} />
        </p>
      );
    case 'ul':
    case 'ol': {
      const Tag = node.tagName;
      return (
        <Tag className={`mt-4 space-y-2 pl-6 marker:text-brand-700 dark:marker:text-brand-300 ${Tag === 'ol' ? 'list-decimal' : 'list-disc'}`}>
          {elements(node, 'li').map((li, i) => (
            <li key={i}>
              <Inline nodes={li.children} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'blockquote':
      return (
        <blockquote className="mt-6 border-l-4 border-slate-300 pl-4 italic dark:border-slate-600">
          {elements(node).map((child, i) => (
            <Block key={i} node={child} />
          ))}
        </blockquote>
      );
    case 'hr':
      return <hr className="mt-10 border-slate-200 dark:border-slate-700" />;
    case 'table':
      return <Table table={node} caption="" />;
    case 'table-figure': {
      const [table, note] = [elements(node, 'table')[0], elements(node, 'p')[0]];
      return <Table table={table} caption={prop(node, 'caption')} note={note} />;
    }
    case 'callout':
      return <Callout node={node} />;
    case 'testimonial':
      return <Testimonial node={node} />;
    case 'offices':
      return <Offices />;
    default:
      return <Inline nodes={node.children} />;
  }
}

export type ArticleBodyProps = { body: ArticleTree };

/** An article's body, compiled from its Markdown at build, as plain server-rendered HTML. */
export function ArticleBody({ body }: ArticleBodyProps) {
  return (
    <div className="text-lg leading-relaxed text-slate-700 dark:text-slate-300">
      {body.children.filter(isElement).map((node, i) => (
        <Block key={i} node={node} />
      ))}
    </div>
  );
}

/**
 * A FAQ entry's answer, compiled from its Markdown at build (compileAnswer in
 * tooling/article-markdown.ts): its paragraphs, unstyled (the accordion's panel spaces them), and
 * its lists, as an article's.
 */
export function AnswerBody({ body }: ArticleBodyProps) {
  return body.children.filter(isElement).map((node, i) =>
    node.tagName === 'p' ? (
      <p key={i}>
        <Inline nodes={node.children} />
      </p>
    ) : (
      <Block key={i} node={node} />
    ),
  );
}
