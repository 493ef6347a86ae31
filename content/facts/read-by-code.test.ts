/**
 * @jest-environment node
 *
 * The list of facts the code reads (content/facts/read-by-code.ts), which the content build keeps
 * staff from removing, is what the modules it names read when they load: a fact the code starts
 * reading is listed, or this fails.
 */
import { codeReadProblems, FACTS_READ_BY_CODE } from '@/content/facts/read-by-code';

type Reads = Record<string, string[]>;

/** What a module reads through factOf as it loads (on its own, with the modules it imports). */
function readsOf(path: string): Reads {
  const reads: Reads = {};
  jest.isolateModules(() => {
    jest.doMock('@/content/facts/load', () => {
      const actual = jest.requireActual('@/content/facts/load');
      return {
        ...actual,
        factOf: (file: string, key: string, shape: unknown) => {
          (reads[file] ??= []).push(key);
          return actual.factOf(file, key, shape);
        },
      };
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry, with the recording factOf
    require(path);
  });
  jest.dontMock('@/content/facts/load');
  return reads;
}

const modules = Object.keys(FACTS_READ_BY_CODE);
const pathOf = (module: string) => module.split(' ')[0];
const flat = (reads: Record<string, readonly string[]>) => Object.entries(reads).flatMap(([file, keys]) => keys.map((k) => `${file}.${k}`));

describe('the facts the code reads', () => {
  it('are listed, each under a module that reads it, and nothing else is', () => {
    const all = new Set<string>();
    for (const reader of modules) {
      const reads = new Set(flat(readsOf(`@/${pathOf(reader).replace(/\.ts$/, '')}`)));
      reads.forEach((r) => all.add(r));
      for (const listed of flat(FACTS_READ_BY_CODE[reader])) expect([reader, listed, reads.has(listed)]).toEqual([reader, listed, true]);
    }
    expect([...new Set(modules.flatMap((m) => flat(FACTS_READ_BY_CODE[m])))].sort()).toEqual([...all].sort());
  });

  it('each missing from its file is a problem naming the file, the fact and the module; a missing file names its facts', () => {
    const [reader] = modules;
    const [file, keys] = Object.entries(FACTS_READ_BY_CODE[reader])[0];
    const where = `content/facts/${file}.yaml`;
    const problems = codeReadProblems(where, file, keys.slice(1));
    expect(problems[0]).toMatch(new RegExp(`^${where}: facts: no fact ${keys[0]}, but .*${pathOf(reader).replace('.', '\\.')}`));
    expect(codeReadProblems(where, file, undefined)[0]).toMatch(new RegExp(`^${where}: missing, but the site reads its facts .*${keys[0]}`));
    expect(codeReadProblems('content/facts/not-read.yaml', 'not-read', [])).toEqual([]);
  });
});
