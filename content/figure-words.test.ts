/**
 * The facts' phrases (content/pages/<language>/figure-words.yaml) as the site shows them: each
 * figure filled in from the facts, in the phrase's language, and a phrase that names anything else
 * stops the build with the file.
 */
import files from '@/.content-collections/data/content-pages.json';
import type { DataDocument } from '@/content/data/schema';
import { factFigures, figureWords } from '@/content/figure-words';
import { postStudyWork, workLimits } from '@/content/facts';
import { FIGURE } from '@/content/figure-names';
import { monthYear } from '@/lib/fact';

const languages = ['en', 'te', 'hi'] as const;

describe('the facts in words', () => {
  it.each(languages)('%s: every phrase has its figures filled in from the facts', (language) => {
    const { meta, source, fallback, ...words } = figureWords(language);
    expect([meta.title.length > 0, source, fallback]).toEqual([true, `content/pages/${language}/figure-words.yaml`, []]);
    expect(JSON.stringify(words).match(FIGURE)).toBeNull();
    expect(words.workLimit.usa).toContain(String(workLimits.usa.value));
    expect(words.workLimit.germany).toContain(String(workLimits.germany.value.half));
  });

  it.each(languages)('%s: the month a rule changes is written in the phrase’s language', (language) => {
    const month = monthYear(postStudyWork.uk2027.effective!, language);
    expect(factFigures(language).postStudyUkCutFrom).toBe(month);
    expect(figureWords(language).postStudy.uk).toContain(month);
  });

  it('a phrase naming another phrase, or a figure that is not a fact’s, stops the build naming the file', () => {
    const documents = (files as DataDocument[]).map((d) =>
      d.id === 'figure-words' && d.language === 'te' ? { ...d, data: JSON.stringify({ ...JSON.parse(d.data), loanMoratorium: 'కోర్సు + {{workLimitUsa}}' }) } : d,
    );
    jest.isolateModules(() => {
      jest.doMock('@/.content-collections/data/content-pages.json', () => documents);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader, on the changed files
      const { figureWords: wordsOf } = require('@/content/figure-words') as typeof import('@/content/figure-words');
      expect(() => wordsOf('te')).toThrow(/content\/pages\/te\/figure-words\.yaml.*\{\{workLimitUsa\}\} is not one of the facts' own figures/);
      expect(wordsOf('en').loanMoratorium).not.toMatch(FIGURE);
    });
  });
});
