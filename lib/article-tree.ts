/**
 * An article's or an answer's body as the content build compiles it from Markdown
 * (tooling/article-markdown.ts): a plain HTML tree the page renders on the server
 * (components/blog/article-body.tsx). A type only.
 */
import type { Root } from 'hast';

export type ArticleTree = Root;
