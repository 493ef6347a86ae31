import { cmsConfig, cmsSettingsFromEnv } from '@/tooling/cms-config';
import { collectionsOf, editorEntryOf } from '@/tooling/cms-entries';

const collections = collectionsOf(cmsConfig(cmsSettingsFromEnv({}, 'test')));
const entry = (file: string) => editorEntryOf(collections, file);

describe("a content file's entry in the editor", () => {
  it.each([
    ['content/facts/fixtureland.yaml', '/admin/#/collections/facts/entries/fixtureland'],
    ['content/universities/en/fixture-university.yaml', '/admin/#/collections/universities/entries/fixture-university'],
    ['content/universities/te/fixture-university.yaml', '/admin/#/collections/universities/entries/fixture-university'],
    ['content/articles/hi/fixture-article.md', '/admin/#/collections/articles/entries/fixture-article'],
    ['content/pages/te/home.yaml', '/admin/#/collections/pages/entries/home'],
    ['content/operator.json', '/admin/#/collections/settings/entries/operator'],
    ['content/editions/te.yaml', '/admin/#/collections/editionSignOff/entries/te'],
    ['content/glossary/hi.yaml', '/admin/#/collections/glossaries/entries/hi'],
  ])('%s opens %s', (file, address) => {
    expect(entry(file)).toBe(address);
  });

  it('is none for a file no collection holds (a module, a file of another extension, a deeper folder)', () => {
    expect(entry('content/site.ts')).toBeNull();
    expect(entry('content/facts/generated.d.ts')).toBeNull();
    expect(entry('content/universities/en/deeper/x.yaml')).toBeNull();
  });
});
