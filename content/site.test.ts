import fixture from '@/config/operator.fixture.json';
import type { Operator } from '@/content/operator-schema';

/** content/site as a fresh module with the fixture's settings in effect. */
function siteWith(settings: Operator) {
  let mod: typeof import('@/content/site') | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/content/operator-settings', () => ({ ...jest.requireActual<object>('@/content/operator-settings'), operator: settings }));
    mod = jest.requireActual<typeof import('@/content/site')>('@/content/site');
  });
  return mod!;
}

const settings = fixture as Operator;
const { officeIn, hoursIn, site } = siteWith(settings);
const [head] = settings.offices;

describe('the offices’ and hours’ words in a page’s language', () => {
  it('English pages: the settings’ English, with no lang mark', () => {
    expect(officeIn(site.headOffice, 'en')).toEqual({ name: { text: head.name }, address: { text: head.address }, timings: { text: head.timings } });
    expect(hoursIn('en')).toEqual({ text: settings.hours });
  });

  it('Telugu: the settings’ Telugu where given, the English marked lang="en" where not', () => {
    const te = head.translations!.te!;
    expect(officeIn(site.headOffice, 'te')).toEqual({
      name: { text: te.name },
      address: { text: te.address },
      timings: { text: head.timings, lang: 'en' },
    });
    expect(hoursIn('te')).toEqual({ text: settings.hoursTranslations!.te });
  });

  it('Hindi with no Hindi words in the settings: the English, marked lang="en"', () => {
    expect(officeIn(site.headOffice, 'hi').name).toEqual({ text: head.name, lang: 'en' });
    expect(hoursIn('hi')).toEqual({ text: settings.hours, lang: 'en' });
  });
});
