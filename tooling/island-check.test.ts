import { IslandCheckError, islandProblems, NATIVE_FIRST, payloadRows, payloadStream } from '@/tooling/island-check';
import { SHELL_ATTR } from '@/lib/shell-script';

/** A payload stream of rows, as Next.js writes them: `id:` and the row, one a line. */
const stream = (...rows: string[]) => rows.join('\n') + '\n';
const el = (type: string, props: Record<string, unknown> = {}) => ['$', type, null, props];
const row = (id: string, value: unknown) => `${id}:${JSON.stringify(value)}`;
const client = (id: string, name: string) => `${id}:I[${parseInt(id, 16)},["/_next/static/chunks/a.js"],${JSON.stringify(name)}]`;

describe('island check', () => {
  it('refuses a client component outside every island, naming the page and the component; inside one it passes', () => {
    const outside = stream(client('1', 'MbbsCheckForm'), row('0', el('main', { children: el('$L1') })));
    expect(islandProblems(outside, '/mbbs-check/index.html')).toEqual([
      expect.stringMatching(/^\/mbbs-check\/index\.html: the client component MbbsCheckForm is outside every island/),
    ]);
    const inside = stream(client('1', 'MbbsCheckForm'), row('0', el('main', { children: el('div', { 'data-island': 'idle', children: el('$L1') }) })));
    expect(islandProblems(inside, '/mbbs-check/index.html')).toEqual([]);
  });

  it("lets the native-first components and Next.js's own frame sit anywhere", () => {
    const names = [...Object.keys(NATIVE_FIRST), 'default', 'OutletBoundary'];
    const rows = names.map((name, i) => client((i + 1).toString(16), name));
    const tree = row('0', el('body', { children: names.map((_, i) => el(`$L${(i + 1).toString(16)}`)) }));
    expect(islandProblems(stream(...rows, tree), '/')).toEqual([]);
  });

  it('follows references to other rows with the island they sit in: the same row is fine inside one and refused outside', () => {
    const shared = row('3', el('$L1'));
    const inIsland = row('0', el('div', { 'data-island': 'interaction', children: '$L3' }));
    expect(islandProblems(stream(client('1', 'Tabs'), shared, inIsland), '/p')).toEqual([]);
    const both = row('0', [el('div', { 'data-island': 'interaction', children: '$L3' }), el('div', { children: '$L3' })]);
    expect(islandProblems(stream(client('1', 'Tabs'), shared, both), '/p')).toHaveLength(1);
    // A map of segments (`$Q`) is followed too.
    expect(islandProblems(stream(client('1', 'Tabs'), shared, row('0', { c: '$Q3' })), '/p')).toHaveLength(1);
  });

  it("reads a reference's name given as a row of its own", () => {
    const rows = stream('14:"ContactForm"', '15:I[897367,[],"$14"]', row('0', el('$L15')));
    expect(islandProblems(rows, '/contact')).toEqual([expect.stringContaining('ContactForm')]);
  });

  it('refuses server-rendered controls outside islands that nothing answers, and passes the native ones', () => {
    const tree = el('main', {
      children: [
        el('button', { type: 'button', children: 'Compare' }),
        el('button', { type: 'button', popoverTarget: 'menu', children: 'Menu' }),
        el('button', { type: 'button', commandfor: 'dialog', command: 'show-modal', children: 'Details' }),
        el('button', { type: 'button', [SHELL_ATTR.themeToggle]: '', 'aria-label': 'Dark mode' }),
        el('button', { type: 'button', [SHELL_ATTR.mapShow]: '', children: 'Show the map' }),
        el('form', { action: 'https://api.web3forms.com/submit', children: [el('input', { name: 'email' }), el('button', { children: 'Send' })] }),
        el('form', { id: 'check', children: el('input', { name: 'months' }) }),
        el('select', { name: 'country' }),
        el('div', { role: 'tab', children: 'Fees' }),
        el('div', { 'data-island': 'idle', children: [el('form', {}), el('button', { type: 'button', children: 'Calculate' })] }),
      ],
    });
    expect(islandProblems(stream(row('0', tree)), '/p')).toEqual([
      '/p: <button> "Compare" is outside every island and does nothing without the framework',
      '/p: <form> "check" is outside every island and the browser cannot send it anywhere useful (no action of its own)',
      '/p: <input> "months" is outside every island and every form the browser sends',
      '/p: <select> "country" is outside every island and every form the browser sends',
      '/p: <div> "Fees" (role tab) is outside every island and does nothing without the framework',
    ]);
  });

  it("steps over text rows by their length in bytes (Telugu's three bytes a letter), and reads the rows after them", () => {
    const text = 'తెలుగు\nవచనం';
    const rows = `1:T${Buffer.byteLength(text).toString(16)},${text}` + stream(client('2', 'SearchBox'), row('0', [el('$L2'), '$1']));
    const parsed = payloadRows(rows);
    expect(parsed.get('2')).toEqual({ kind: 'client', name: 'SearchBox' });
    expect(islandProblems(rows, '/te/search')).toEqual([expect.stringContaining('SearchBox')]);
  });

  it('reads the stream from the payload script as the loader runs it', () => {
    const js = `(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,${JSON.stringify('0:["$","main",null,{}]\n')}]);\n`;
    expect(payloadStream(js)).toBe('0:["$","main",null,{}]\n');
  });

  it('says what to do in its error', () => {
    expect(new IslandCheckError(['/p: x']).message).toMatch(/1 control\(s\) would not answer a visitor:\n {2}- \/p: x\nPut each inside an <Island>/);
  });
});
