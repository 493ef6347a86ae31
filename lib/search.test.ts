import { excerptParts, expandQuery } from '@/lib/search';
import { contentFor } from '@/content/i18n';

const { search: hiSearch } = contentFor('hi');
const { search: teSearch } = contentFor('te');

describe('excerptParts', () => {
  it('turns Pagefind’s excerpt into text with the matched words marked, decoding its escapes', () => {
    expect(excerptParts('An <mark>education</mark> loan &amp; a <mark>visa</mark> &lt;script&gt;')).toEqual([
      { text: 'An ', mark: false },
      { text: 'education', mark: true },
      { text: ' loan & a ', mark: false },
      { text: 'visa', mark: true },
      { text: ' <script>', mark: false },
    ]);
  });

  it('keeps no markup other than the marks', () => {
    const parts = excerptParts('<img src=x onerror=alert(1)>text <b>bold</b>');
    expect(parts.map((p) => p.text).join('')).toBe('text bold');
  });
});

describe('expandQuery', () => {
  it('writes an exam typed in Telugu or Devanagari letters the way the pages do', () => {
    expect(expandQuery('ఐఇఎల్టిఎస్ బ్యాండ్', teSearch.spellings)).toBe('IELTS బ్యాండ్');
    expect(expandQuery('  नीट  कट-ऑफ़ ', hiSearch.spellings)).toBe('NEET कट-ऑफ़');
    expect(expandQuery('education loan', teSearch.spellings)).toBe('education loan');
  });

  it('maps every spelling to a term the glossary keeps in Latin letters', () => {
    for (const spellings of [teSearch.spellings, hiSearch.spellings])
      for (const [said, written] of Object.entries(spellings)) {
        expect(said).toBe(said.normalize('NFC'));
        expect(written).toMatch(/^[A-Z]+$/);
      }
  });
});
