import type { DataDocument } from '@/content/data/schema';
import { universitiesData } from '@/content/data/collections';
import type { University } from '@/content/universities';
import { dataCollectionFiles, dataFallbacks, dataWarning, documentsOf, stalePrices } from '@/tooling/data-check';

// An English university file as the build left it.
const english = documentsOf(universitiesData.directory).find((d) => d.language === 'en')!;
const { id, source, images } = english;
const fields = JSON.parse(english.data) as University;
const doc = (language: DataDocument['language'], data: object): DataDocument => ({
  id,
  language,
  source: source.replace('/en/', `/${language}/`),
  data: JSON.stringify(data),
  images,
});

describe('the release build’s warnings about data files', () => {
  it('warns about a price set more than 12 months ago, naming the file, the field and the month', () => {
    const files = [{ name: 'universities', documents: [doc('en', fields)] }];
    const [y, m] = fields.tuition.asOf.split('-').map(Number);
    const monthsOn = (n: number) => new Date(Date.UTC(y, m - 1 + n, 15));
    expect(stalePrices(files, monthsOn(12))).toEqual([]);
    expect(stalePrices(files, monthsOn(13))).toEqual([{ file: source, field: 'tuition', asOf: fields.tuition.asOf, months: 13 }]);
    expect(dataWarning(files, monthsOn(13))).toContain(`${source} → tuition: as of ${fields.tuition.asOf}, 13 months ago`);
  });

  it('lists the Telugu and Hindi items that show English words', () => {
    const files = [
      { name: 'universities', documents: [doc('en', fields), doc('te', { summary: 'తెలుగు', location: 'x', imageAlt: 'x', teachingLanguage: 'x' })] },
    ];
    const found = dataFallbacks(files);
    expect(found.find((f) => f.language === 'te')).toBeUndefined();
    expect(found.find((f) => f.language === 'hi')?.fields).toEqual(expect.arrayContaining(['summary', 'location']));
  });

  it('lists the Telugu and Hindi page files that leave words out, and not the pages a language has no file for', () => {
    const english = documentsOf('content/pages').find((d) => d.language === 'en' && d.id === 'home')!;
    const words = JSON.parse(english.data) as { meta: object; hero: object };
    const page = (language: 'te' | 'hi', data: object) => ({ ...english, language, source: `content/pages/${language}/home.yaml`, data: JSON.stringify(data) });
    const found = dataFallbacks([{ name: 'pages', documents: [english, page('te', { meta: words.meta })] }]);
    expect(found).toEqual([{ file: 'content/pages/te/home.yaml', language: 'te', fields: expect.arrayContaining(['hero']) }]);
    expect(dataWarning([{ name: 'pages', documents: [english, page('te', words)] }], new Date())).toBeNull();
  });

  it('says nothing of a page an edition does not publish, nor of the meta of a part of pages (the shell, the lead form)', () => {
    const files = [{ name: 'universities', documents: [doc('en', fields), doc('te', { summary: 'తెలుగు' })] }];
    const none = () => ({ pages: [], collections: [] });
    const mbbs = () => ({ pages: ['mbbs' as const], collections: ['universities'] });
    expect(dataFallbacks(files, ['te'], none)).toEqual([]);
    expect(dataFallbacks(files, ['te'], mbbs)).toEqual([{ file: doc('te', {}).source, language: 'te', fields: expect.arrayContaining(['location']) }]);
    const shell = documentsOf('content/pages').find((d) => d.language === 'en' && d.id === 'shell')!;
    const part = {
      ...shell,
      language: 'te' as const,
      source: 'content/pages/te/shell.yaml',
      data: JSON.stringify({ ...JSON.parse(shell.data), meta: undefined }),
    };
    expect(dataFallbacks([{ name: 'pages', documents: [shell, part] }], ['te'], mbbs)).toEqual([]);
    expect(dataFallbacks([{ name: 'pages', documents: [shell, { ...part, data: '{}' }] }], ['te'], none)).toEqual([]);
  });

  it('reads every collection the build made', () => {
    for (const { documents } of dataCollectionFiles()) expect(documents.length).toBeGreaterThan(0);
  });
});
