/**
 * Every repository path the docs and the code's comments name must exist: README.md, docs/**\/*.md
 * and the comments of .ts/.tsx/.mjs/.css files are read for paths that start with a top-level
 * folder and end in a file extension (`content/routes.ts`, `content/pages/<locale>/home.yaml`). A
 * placeholder (`<slug>`, `*`, `[slug]`) matches any name in the tree, so a pattern names at least
 * one file. tooling/doc-paths.test.ts runs it on the tracked files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** A path named at a place: the file and line (counted from one) it is named at. */
export type PathRef = { file: string; line: number; path: string };

/** The files whose comments are read (.js too: none is tracked but the editor's browser script). */
export const COMMENTED = /\.(ts|tsx|mjs|js|css)$/;
/** The docs, read whole. */
export const DOCS = /^(README\.md|docs\/.+\.md)$/;

/** A placeholder (`<the page>`, spaces allowed) or one character of a path segment. */
const SEGMENT = String.raw`(?:<[^<>\n]{1,60}>|[\w.\-()\[\]*@+])+`;

/** The paths in a text that start with one of the top-level folders and end in a file extension. */
export function findPaths(text: string, topFolders: readonly string[]): { index: number; path: string }[] {
  const tops = topFolders.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(String.raw`(?<![\w./@<>\[\]-])(?:${tops})/${SEGMENT}(?:/${SEGMENT})*`, 'g');
  const found: { index: number; path: string }[] = [];
  for (const m of text.matchAll(pattern)) {
    // A sentence's full stop or a bracket closing around the path is not part of it.
    const path = m[0].replace(/[.)\]*-]+$/, '');
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (/\.[A-Za-z][A-Za-z0-9]*$/.test(name)) found.push({ index: m.index, path });
  }
  return found;
}

/** A named path as a pattern over the tree: `<x>`, `*` and `[x]` stand for any name (`**` any folders). */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(<[^<>]*>|\*\*\/?|\*|\[[^\]/]*\])/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (part.startsWith('**')) return '(?:.*/)?';
      if (part === '*' || part.startsWith('<')) return '[^/]*';
      return `(?:${part.replace(/[[\]]/g, '\\$&')}|[^/]+)`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The named paths that name no file of the tree. */
export function missingPaths(refs: PathRef[], files: readonly string[]): PathRef[] {
  const tracked = new Set(files);
  const exists = new Map<string, boolean>();
  const named = (path: string) => {
    if (tracked.has(path)) return true;
    if (!/[<*[]/.test(path)) return false;
    const pattern = pathPattern(path);
    return files.some((f) => pattern.test(f));
  };
  return refs.filter((ref) => {
    if (!exists.has(ref.path)) exists.set(ref.path, named(ref.path));
    return !exists.get(ref.path);
  });
}

/** The comments of a script (TypeScript's own scanner, so strings, templates and regexes are no comments) or a stylesheet. */
export function commentsOf(file: string, text: string): { index: number; text: string }[] {
  if (file.endsWith('.css')) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ index: m.index, text: m[0] }));
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, { index: number; text: string }>();
  // Every comment is trivia ahead of some token (the end of the file's included): on the previous
  // token's line (TypeScript's "trailing") or after it ("leading"). JSX text has no trivia.
  const visit = (node: ts.Node) => {
    if (node.kind !== ts.SyntaxKind.JsxText)
      for (const range of [...(ts.getTrailingCommentRanges(text, node.pos) ?? []), ...(ts.getLeadingCommentRanges(text, node.pos) ?? [])])
        seen.set(range.pos, { index: range.pos, text: text.slice(range.pos, range.end) });
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()].sort((a, b) => a.index - b.index);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every path the docs and the comments of `files` name, with its file and line. */
export function namedPaths(root: string, files: readonly string[], topFolders: readonly string[]): PathRef[] {
  const refs: PathRef[] = [];
  for (const file of files) {
    const isDoc = DOCS.test(file);
    if (!isDoc && !COMMENTED.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const parts = isDoc ? [{ index: 0, text }] : commentsOf(file, text);
    for (const part of parts) for (const { index, path } of findPaths(part.text, topFolders)) refs.push({ file, line: lineAt(text, part.index + index), path });
  }
  return refs;
}

/** `file:line → missing path`, one a line. */
export const formatMissing = (refs: PathRef[]) => refs.map((r) => `${r.file}:${r.line} → ${r.path}`).join('\n');
