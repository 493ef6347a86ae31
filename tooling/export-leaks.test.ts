import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportLeaks } from '@/tooling/export-leaks';

describe('the release export walk', () => {
  it('finds an example.com redirect, the access key placeholder, a fake phone and sample flags, in pages and payloads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'leaks-'));
    mkdirSync(join(dir, 'programs'));
    writeFileSync(join(dir, 'programs', 'index.html'), '<meta http-equiv="refresh" content="0; url=https://www.example.com/program/">');
    writeFileSync(join(dir, 'index.html'), '<input name="access_key" value="YOUR-ACCESS-KEY-HERE"><a href="tel:+910000000001">call</a>');
    writeFileSync(join(dir, 'index.txt'), '{\\"name\\":\\"Priya S.\\",\\"sample\\":true}');
    writeFileSync(join(dir, 'mba.html'), '<span data-sample="">Sample</span>');
    writeFileSync(join(dir, 'clean.html'), '<a href="tel:+918662400001">call</a> https://www.real.in/');
    writeFileSync(join(dir, 'photo.png'), 'example.com');
    // Pagefind's runtime parses addresses against example.com (no visitor sees it); its index is ours.
    mkdirSync(join(dir, 'pagefind'));
    writeFileSync(join(dir, 'pagefind', 'pagefind.js'), 'new URL(`https://example.com${url}`)');
    writeFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), '{"home":"https://www.example.com/"}');
    const found = exportLeaks(dir).map((l) => `${l.file}: ${l.what}`);
    expect(found.sort()).toEqual(
      [
        'programs/index.html: example domain',
        'pagefind/pagefind-entry.json: example domain',
        'index.html: form access key placeholder',
        'index.html: placeholder phone number',
        'index.txt: sample flag',
        'mba.html: sample flag',
      ].sort(),
    );
  });
});
