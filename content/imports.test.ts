import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every module under content/, its tests included. */
function contentFiles(dir = join(__dirname)): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsOf = (source: string) => [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);

describe('content modules', () => {
  it('import nothing from components/: shared types come from content/types.ts', () => {
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => /^(@\/|\.\.\/)+components\//.test(spec))
        .map((spec) => `${file}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('declare each shared content type once', () => {
    const declared = (name: string) => contentFiles().filter((file) => new RegExp(`export (type|interface) ${name}\\b`).test(readFileSync(file, 'utf8')));
    for (const name of ['LeadField', 'Testimonial', 'FaqItem', 'LeadTexts'])
      expect(declared(name).map((f) => f.replace(/.*\/content\//, 'content/'))).toHaveLength(1);
  });
});
