/** @jest-environment node */
import { itemsLeftOut, leftOutLines, withoutAbsentFigures } from '@/content/figure-names';

// A page's words as a file gives them (a fixture), and a figure the settings leave empty.
const page = {
  hero: { badges: ['{{studentsHelped}} students', '{{countries}} countries', 'Free counselling'] },
  topics: [
    { title: 'Low fees', stats: [{ label: 'Fee', value: 'None' }] },
    {
      title: 'Global exposure',
      stats: [
        { label: 'Countries', value: '{{countries}}' },
        { label: 'Students', value: '{{studentsHelped}}' },
      ],
    },
  ],
};
const absent = (name: string) => name === 'countries';

describe('items left out for a figure not given', () => {
  it('names each, counted from one as the editor shows a list, with the figures it names', () => {
    expect(itemsLeftOut(page, absent)).toEqual([
      { place: 'hero → badges, item 2', names: ['countries'] },
      { place: 'topics, item 2', names: ['countries'] },
    ]);
    // They are the items the pages leave out.
    expect(withoutAbsentFigures(page.topics, { studentsHelped: '5,000+' })).toEqual([page.topics[0]]);
  });

  it('says it in the build in the editor’s words: the file, the place, the figure and what to do', () => {
    expect(leftOutLines('content/pages/en/about.yaml', page, absent)[1]).toBe(
      'content/pages/en/about.yaml: topics, item 2 is left out of the page: it names {{countries}}, which the settings do not give (figures.countries in content/operator.json is empty). Give the figure in Settings, or word the item without it.',
    );
    expect(itemsLeftOut(page, () => false)).toEqual([]);
  });
});
