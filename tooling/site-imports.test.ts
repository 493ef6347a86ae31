import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The site's own code (what the server render or the browser runs), tests left out. */
const SITE_DIRS = ['app', 'components', 'content', 'lib', 'config'];
const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('tooling/', () => {
  it('is imported by no page, component, content or lib module, other than for a type', () => {
    const offenders = SITE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+['"](@\/tooling\/[^'"]+)['"]/gm)]
        .filter((m) => !m[2])
        .map((m) => `${relative(root, file)}: ${m[3]}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('content/site', () => {
  // The site config carries every office, phone, link and figure of the operator's facts: a
  // client island that imports it for a value ships all of it in its first-load script (1.7 KB
  // gzip on /contact and every article). Islands get what they need as props from the server.
  // The chat window is the one exception: it is fetched only when a visitor opens the chat.
  const LAZY = ['components/chatbot/chat-window.tsx'];

  it('is imported by no client island for a value (types only), other than the chat window', () => {
    const offenders = SITE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')) && !LAZY.includes(relative(root, file)))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /^\s*(import|export)\s+(type\s+)?[^;]*?from\s+['"](@\/(?:lib\/site|lib\/operator|content\/operator(?:\.json)?|config\/[^'"]+))['"]/gm,
          ),
        ]
          .filter((m) => !m[2])
          .map((m) => `${relative(root, file)}: ${m[3]}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('the page files', () => {
  // A page file's words reach a client island as props from its server parent: an island that
  // imports content/pages (or a loader of it, such as content/lead.ts) for a value would ship the
  // collection, in every language, in its script.
  const FORBIDDEN = /^(content\/pages\/|content\/lead\.ts$|content\/i18n\/)/;

  /** The site file an import names, if it is one ("@/lib/lead" → lib/lead.ts). */
  function resolve(from: string, spec: string): string | undefined {
    const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : spec.startsWith('.') ? join(from, '..', spec) : undefined;
    if (!base) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
  }

  /** The files a module brings into the browser: its value imports, and theirs. */
  function reached(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return seen;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s*(import|export)\s+(type\s+)?[^;]*?from\s+['"]([^'"]+)['"]/gm)) {
      const next = !m[2] && resolve(file, m[3]);
      if (next) reached(next, seen);
    }
    return seen;
  }

  it('reach no client island, through any chain of value imports', () => {
    const islands = SITE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
    expect(islands.length).toBeGreaterThan(5);
    const offenders = islands.flatMap((island) =>
      [...reached(island)]
        .map((f) => relative(root, f))
        .filter((f) => FORBIDDEN.test(f))
        .map((f) => `${relative(root, island)} → ${f}`),
    );
    expect(offenders).toEqual([]);
  });
});
