/**
 * An article's Markdown body, compiled at build (content-collections.ts) into a plain tree the
 * page renders on the server (components/blog/article-body.tsx): no Markdown code reaches the
 * browser. Besides CommonMark and GitHub tables, staff may use four directives:
 *
 *   :::callout{tone="tip" title="…"} … :::   a highlighted box (tone info, tip or warning); a
 *                                           paragraph that is only a link becomes its button
 *   :::table{caption="…"} … :::             a table with a caption; a paragraph after it is its note
 *   :::testimonial{name="…" role="…" rating="5"} quote :::
 *   ::offices                               the offices' cards, from the operator's facts
 */
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';
import type { Paragraph, Root as MdastRoot, RootContent as MdastContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toHast, type State } from 'mdast-util-to-hast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ArticleTree } from '@/lib/article-tree';

export type { ArticleTree };

export type CompiledArticle = {
  /** The opening paragraph (before the first heading), shown larger under the title. */
  lead: string;
  body: ArticleTree;
  /** Level-2 headings in order: the article's sections. */
  sections: string[];
  words: number;
};

export const CALLOUT_TONES = ['info', 'tip', 'warning'] as const;

/** A problem in an article's body, with what was expected: the build names the file. */
export class ArticleMarkdownError extends Error {}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

function plainText(node: { type: string; value?: string; children?: unknown[] }): string {
  if (typeof node.value === 'string') return node.value;
  return ((node.children ?? []) as (typeof node)[]).map(plainText).join('');
}

function attr(node: ContainerDirective | LeafDirective, name: string, required: boolean): string | undefined {
  const value = node.attributes?.[name]?.trim();
  if (required && !value) throw new ArticleMarkdownError(`:::${node.name} needs ${name}="…"`);
  return value || undefined;
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/** The directives' hast: custom elements the renderer maps to the site's components. */
const handlers = {
  containerDirective(state: State, node: ContainerDirective): Element {
    const children = state.all(node) as ElementContent[];
    switch (node.name) {
      case 'callout': {
        const tone = attr(node, 'tone', false) ?? 'info';
        if (!(CALLOUT_TONES as readonly string[]).includes(tone)) throw new ArticleMarkdownError(`:::callout tone="${tone}": use ${CALLOUT_TONES.join(', ')}`);
        return element('callout', { tone, title: attr(node, 'title', true) }, children);
      }
      case 'table':
        if (!node.children.some((c) => c.type === 'table')) throw new ArticleMarkdownError(':::table holds a table (rows of | cells |)');
        return element('table-figure', { caption: attr(node, 'caption', true) }, children);
      case 'testimonial': {
        const rating = Number(attr(node, 'rating', true));
        if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new ArticleMarkdownError(':::testimonial rating is a whole number from 1 to 5');
        const sample = node.attributes && 'sample' in node.attributes ? true : undefined;
        return element('testimonial', { name: attr(node, 'name', true), role: attr(node, 'role', true), rating, sample }, children);
      }
      default:
        throw new ArticleMarkdownError(`unknown :::${node.name}: use :::callout, :::table or :::testimonial`);
    }
  },
  leafDirective(_state: State, node: LeafDirective): Element {
    if (node.name !== 'offices') throw new ArticleMarkdownError(`unknown ::${node.name}: use ::offices`);
    return element('offices', {}, []);
  },
  /** Text such as "ratio:1" is not a directive: it stays text. */
  textDirective(_state: State, node: TextDirective): ElementContent {
    return { type: 'text', value: `:${node.name}${node.children.length ? `[${plainText(node)}]` : ''}` };
  },
};

/** Drops source positions and the newlines between blocks, so the tree is small and the render exact. */
function tidy(node: HastRoot | RootContent): void {
  delete (node as { position?: unknown }).position;
  if (!('children' in node)) return;
  const inline = node.type === 'element' && ['p', 'li', 'strong', 'em', 'a', 'h2', 'h3', 'h4', 'td', 'th', 'code', 'blockquote'].includes(node.tagName);
  node.children = (node.children as RootContent[]).filter((c) => inline || c.type !== 'text' || c.value.trim() !== '') as typeof node.children;
  for (const child of node.children) tidy(child as RootContent);
}

/** Schemes a link may use; a link with any other (javascript:, data:, vbscript:, …) would be dead on the page. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** The scheme of a link as a browser reads it (controls and spaces dropped, any case), or undefined for a relative one. */
export function linkScheme(url: string): string | undefined {
  return /^([a-z][a-z\d+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1].toLowerCase();
}

/**
 * Refuses what the page would not render as written: HTML anywhere (a block or inline), a link or
 * link definition with a scheme other than http(s), mailto or tel, and (where `images` is false)
 * an image. Each message names the line, counted from `firstLine` (the body's first line in its file).
 */
function refuseUnrendered(mdast: MdastRoot, firstLine: number, what: 'article' | 'answer'): void {
  walk(mdast, (node) => {
    const line = `line ${(node.position?.start.line ?? 1) + firstLine - 1}`;
    if (node.type === 'html')
      throw new ArticleMarkdownError(
        `${line}: HTML (${node.value.trim().slice(0, 40)}) is not allowed in an ${what}; use Markdown${what === 'article' ? ' or a directive' : ''}`,
      );
    if (node.type === 'image' || node.type === 'imageReference')
      throw new ArticleMarkdownError(
        `${line}: an image (![${node.alt ?? ''}]) is not shown in an ${what}; give the article a cover image, or link to the picture instead`,
      );
    if (node.type === 'link' || node.type === 'definition') {
      const scheme = linkScheme(node.url);
      if (scheme !== undefined && !LINK_SCHEMES.includes(scheme))
        throw new ArticleMarkdownError(
          `${line}: the link to "${node.url.slice(0, 60)}" uses ${scheme}:, which the site does not link; use an https:// address, a page of the site (/contact), mailto: or tel:`,
        );
    }
  });
}

/** `firstLine`: the line of the file where the body starts, so that a message names the file's line. */
export function compileArticle(markdown: string, firstLine = 1): CompiledArticle {
  const mdast = parser.parse(markdown) as MdastRoot;
  refuseUnrendered(mdast, firstLine, 'article');
  const opening = mdast.children[0] as MdastContent | undefined;
  if (!opening || opening.type !== 'paragraph') throw new ArticleMarkdownError('the body starts with an opening paragraph (the lead) before its first heading');
  const lead = plainText(opening as Paragraph)
    .replace(/\s+/g, ' ')
    .trim();
  mdast.children.shift();
  for (const node of mdast.children) {
    if (node.type === 'heading' && node.depth === 1) throw new ArticleMarkdownError(`"# ${plainText(node)}": the title is the heading; sections start with ##`);
    // A block never holds a section: one that does was not closed, and the page would drop the rest of the article.
    const heading = node.type === 'containerDirective' && node.children.find((c) => c.type === 'heading');
    if (heading)
      throw new ArticleMarkdownError(
        `:::${(node as ContainerDirective).name} is not closed before "${'#'.repeat(heading.depth)} ${plainText(heading)}": end the block with ::: on a line of its own, after a blank line`,
      );
  }

  const body = toHast(mdast, { handlers } as never) as HastRoot;
  tidy(body);
  const sections = mdast.children.flatMap((c) => (c.type === 'heading' && c.depth === 2 ? [plainText(c)] : []));
  const words = `${lead} ${plainText(body as never)}`.split(/\s+/).filter(Boolean).length;
  return { lead, body, sections, words };
}

/** A FAQ entry's answer: its tree for the page and its plain text for the FAQPage structured data. */
export type CompiledAnswer = { body: ArticleTree; text: string };

/** What an answer may hold beyond paragraphs and lists: nothing that would not read as an answer in an accordion. */
const ANSWER_BLOCKS = ['paragraph', 'list'];

function walk(node: MdastContent | MdastRoot, visit: (node: MdastContent) => void): void {
  if (node.type !== 'root') visit(node);
  if ('children' in node) for (const child of node.children as MdastContent[]) walk(child, visit);
}

/**
 * A FAQ entry's answer (content/faq/<language>/<name>.md): paragraphs and lists, with bold, italic
 * and links; no headings, tables, HTML or directives. The plain text keeps a blank line between
 * paragraphs and a line per list item.
 */
export function compileAnswer(markdown: string, firstLine = 1): CompiledAnswer {
  const mdast = parser.parse(markdown) as MdastRoot;
  if (!mdast.children.length) throw new ArticleMarkdownError('the answer (the text after the frontmatter) is missing');
  refuseUnrendered(mdast, firstLine, 'answer');
  for (const node of mdast.children)
    if (!ANSWER_BLOCKS.includes(node.type))
      throw new ArticleMarkdownError(
        `an answer is paragraphs and lists (with **bold**, *italic* and links), not a ${node.type === 'heading' ? 'heading' : node.type}`,
      );
  walk(mdast, (node) => {
    if (node.type === 'containerDirective' || node.type === 'leafDirective') throw new ArticleMarkdownError(`::${node.name} is not allowed in an answer`);
  });
  const oneLine = (node: MdastContent) => plainText(node).replace(/\s+/g, ' ').trim();
  const text = mdast.children.map((node) => (node.type === 'list' ? node.children.map(oneLine).join('\n') : oneLine(node))).join('\n\n');
  const body = toHast(mdast, { handlers } as never) as HastRoot;
  tidy(body);
  return { body, text };
}
