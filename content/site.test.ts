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

describe('the chat link’s pre-filled message in a page’s language', () => {
  const message = (href: string) => new URL(href).searchParams.get('text');

  it('English pages: the settings’ greeting, the same link as before', () => {
    const { chatLinkIn } = siteWith(settings);
    expect(message(chatLinkIn('en'))).toBe(settings.whatsapp.greeting);
    expect(chatLinkIn('en')).toBe(site.chatLink);
  });

  it('Telugu: the settings’ Telugu greeting, to the same number', () => {
    const { chatLinkIn } = siteWith(settings);
    expect(message(chatLinkIn('te'))).toBe(settings.whatsapp.greetingTranslations!.te);
    expect(new URL(chatLinkIn('te')).pathname).toBe(new URL(site.chatLink).pathname);
  });

  it('Hindi with no Hindi greeting in the settings: the English greeting', () => {
    const { chatLinkIn } = siteWith(settings);
    expect(message(chatLinkIn('hi'))).toBe(settings.whatsapp.greeting);
  });
});
