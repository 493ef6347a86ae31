import fixture from '@/config/operator.fixture.json';
import { figuresOf } from '@/content/site';
import { withoutAbsentFigures } from '@/content/figure-names';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { figureValues } from '@/content/named-figures';
import { readPage } from '@/content/pages/localize';
import {
  closedDays,
  figureProblems,
  honestReplyHours,
  hoursOf,
  openRoundTheClock,
  SPEC_CHATBOT_SUCCESS,
  stringsOf,
  textClaimProblems,
  typedFigures,
} from '@/tooling/claim-check';
import { schemaProblems, type Operator } from '@/content/operator-schema';

const settings = fixture as Operator;
const withFigures = (figures: Partial<Operator['figures']>): Operator => ({ ...settings, figures: { ...settings.figures, ...figures } as Operator['figures'] });
const today = new Date('2026-11-28T00:00:00Z');

describe('the operator’s figures in the settings', () => {
  it('the fixture fits the schema, with whose month its figures were counted', () => {
    expect(schemaProblems(fixture)).toEqual([]);
    expect(schemaProblems(withFigures({ asOf: '2026-13' }))).toEqual([expect.stringContaining('figures.asOf')]);
  });

  it('derives the years of experience from the founding year, and leaves out a figure the settings leave empty', () => {
    const { foundedYear, ...rest } = settings.figures;
    const figures = figuresOf({ ...rest, foundedYear }, 2026);
    expect(figures.text.yearsOfExperience).toBe(String(2026 - foundedYear!));
    expect(figures.text.foundedYear).toBe(String(foundedYear));
    expect(figures.text.studentsHelped).toBe(`${settings.figures.studentsHelped!.toLocaleString('en-US')}+`);
    const none = figuresOf(rest, 2026);
    expect(none.text.yearsOfExperience).toBeUndefined();
    expect(none.text.countries).toBeUndefined();
  });

  it('a list item naming a figure not given is left out; the others stay', () => {
    const values = { studentsHelped: '5,000+' };
    expect(withoutAbsentFigures(['{{studentsHelped}} Students', '{{countries}} Countries', 'Free counselling'], values)).toEqual([
      '{{studentsHelped}} Students',
      'Free counselling',
    ]);
  });
});

describe('build checks of the words against the figures', () => {
  it('refuses a figure typed where a named one covers it, in English, Telugu and Hindi', () => {
    expect(typedFigures('We work with 15+ banking partners.')).toEqual([
      '{{bankingPartners}} typed as "15+ banking partners": write {{bankingPartners}} instead',
    ]);
    expect(typedFigures('మేం 15+ బ్యాంకింగ్ భాగస్వాములతో')).toEqual([expect.stringContaining('{{bankingPartners}}')]);
    expect(typedFigures('हमारी 100+ टेस्ट की सीरीज़')).toEqual([expect.stringContaining('{{mockTests}}')]);
    expect(typedFigures('5,000+ students helped')).toEqual([expect.stringContaining('{{studentsHelped}}')]);
    expect(typedFigures('Since 2020 we have helped')).toEqual([expect.stringContaining('{{foundedYear}}')]);
    expect(typedFigures('10+ Years of Experience')).toEqual([expect.stringContaining('{{yearsOfExperience}}')]);
    expect(typedFigures('{{bankingPartners}} banking partners; 40+ universities; 20 hours a week; Class 12 with 50%')).toEqual([]);
  });

  it('refuses "24/7" while the hours say the office closes, naming the file and the field', () => {
    expect(openRoundTheClock(hoursOf(settings))).toBe(false);
    const texts: [string, string][] = [
      ['cards.0.title', 'Dedicated 24/7 Support'],
      ['cards.1.title', 'चौबीसों घंटे साथ'],
      ['text', 'A counsellor replies within {{replyWithinHours}} hours on working days'],
    ];
    expect(textClaimProblems('content/pages/en/x.yaml', texts, settings)).toEqual([
      expect.stringMatching(/^content\/pages\/en\/x\.yaml: cards\.0\.title: "24\/7" while the opening hours say "/),
      expect.stringMatching(/^content\/pages\/en\/x\.yaml: cards\.1\.title: "चौबीसों घंटे"/),
    ]);
    const open: Operator = {
      ...settings,
      hours: 'Open 24/7',
      hoursTranslations: undefined,
      offices: settings.offices.map((o) => ({ ...o, timings: 'Open 24/7', translations: undefined })),
    };
    expect(textClaimProblems('f.yaml', texts, open)).toEqual([]);
  });

  it('refuses a text naming a figure the settings leave empty, except a list item (left out on the page)', () => {
    const noCountries = withFigures({ countries: undefined });
    const words = { intro: 'Guiding students to {{countries}} countries', badges: ['{{countries}} Countries'] };
    expect(textClaimProblems('content/pages/en/home.yaml', stringsOf(words), noCountries)).toEqual([
      'content/pages/en/home.yaml: intro: {{countries}} is left empty in Settings → Business figures: give it there, or take it out of this text',
    ]);
    expect(textClaimProblems('content/pages/en/home.yaml', stringsOf(words), withFigures({ countries: 30 }))).toEqual([]);
  });

  it('refuses a part larger than its whole: fewer countries than study destinations, a course’s students beyond the students helped', () => {
    const file = 'config/operator.fixture.json';
    expect(figureProblems(withFigures({ countries: 12 }), file, 20, [], today)).toEqual([
      expect.stringMatching(/^config\/operator\.fixture\.json: figures\.countries: 12 countries is fewer than the 20 study destinations/),
    ]);
    expect(figureProblems(withFigures({ countries: 20 }), file, 20, [], today)).toEqual([]);
    const whole = settings.figures.studentsHelped!;
    const courses = [
      { file: 'content/courses/en/a.yaml', students: whole - 1 },
      { file: 'content/courses/en/b.yaml', students: 2 },
    ];
    expect(figureProblems(settings, file, 1, courses, today)).toEqual([
      expect.stringContaining(`figures.studentsHelped: ${whole} students helped, fewer than the ${whole + 1}`),
    ]);
    expect(figureProblems(settings, file, 1, [{ file: 'content/courses/en/a.yaml', students: whole + 1 }], today)).toEqual([
      expect.stringMatching(/^content\/courses\/en\/a\.yaml: stats\.students: /),
    ]);
    expect(figureProblems(withFigures({ asOf: '2027-01' }), file, 1, [], today)).toEqual([expect.stringContaining('figures.asOf: 2027-01 is still to come')]);
  });
});

describe('the reply time: one setting, named in the words as {{replyWithinHours}}', () => {
  const reply = settings.figures.replyWithinHours!;
  /** The figures a page's words are filled with, the operator's taken from the fixture's settings. */
  const valuesFrom = (f: Operator['figures'], language: 'en' | 'te' | 'hi') => {
    const text = figuresOf(f, 2026).text;
    return { ...figureValues(language), ...text, replyWithinHours: text.replyWithinHours };
  };
  const fixtureFile = 'config/operator.fixture.json';
  const open7: Operator = {
    ...settings,
    hours: 'Mon-Sun 10:00AM-6:30PM',
    hoursTranslations: undefined,
    offices: settings.offices.map((o) => ({ ...o, timings: 'Mon-Sun 10:00AM-6:30PM', translations: undefined })),
  };

  it('the spec’s chatbot message comes out word for word from the fixture’s setting', () => {
    expect(reply).toBe(24);
    expect(figuresOf(settings.figures, 2026).text.replyWithinHours).toBe('24');
    expect(readPage('chatbot', 'en', valuesFrom(settings.figures, 'en')).success).toBe(
      "Thank you for providing your details! Our counselor will contact you within 24 hours to discuss your requirements in detail. Is there anything else you'd like to know?",
    );
  });

  it.each([
    ['en', /within 36 hours/],
    ['te', /36 గంటల్లో/],
    ['hi', /36 घंटे के (?:भीतर|अंदर)/],
  ] as const)('a changed setting changes every text that states it, in %s', (language, said) => {
    const values = valuesFrom({ ...settings.figures, replyWithinHours: 36 }, language);
    const contact = readPage('contact', language, values);
    for (const text of [
      contact.hero.text,
      contact.infoCards.emailNote,
      contact.sidePanel.responseText,
      readPage('faq', language, values).contact.cards.email.detail,
    ])
      expect(text).toMatch(said);
    expect(readPage('chatbot', language, values).success).toMatch(language === 'en' ? said : /36/);
    expect(readPage('home', language, values).consultation.facts.some((f) => f.value.includes('36'))).toBe(true);
  });

  it('left empty, the home page’s fact naming it is left out, and a sentence naming it stops the build', () => {
    const none = { ...settings.figures, replyWithinHours: undefined };
    const facts = (f: Operator['figures']) => readPage('home', 'en', valuesFrom(f, 'en')).consultation.facts;
    expect(facts(none)).toHaveLength(facts(settings.figures).length - 1);
    const file = 'content/pages/en/contact.yaml';
    const words = parse(readFileSync(file, 'utf8')) as unknown;
    expect(textClaimProblems(file, stringsOf(words), withFigures({ replyWithinHours: undefined }))).toContain(
      `${file}: meta.description: {{replyWithinHours}} is left empty in Settings → Business figures: give it there, or take it out of this text`,
    );
  });

  it('refuses a reply time typed as a number, naming the file, the field and the fix', () => {
    expect(textClaimProblems('content/pages/en/faq.yaml', [['contact.cards.email.detail', 'We reply within 24 hours.']], open7)).toEqual([
      'content/pages/en/faq.yaml: contact.cards.email.detail: {{replyWithinHours}} typed as "within 24 hours": write {{replyWithinHours}} instead, so it follows Settings → Business figures',
    ]);
    for (const typed of [
      'a counsellor replies within 48 hrs',
      'usually in 12 hours',
      '24 గంటల్లోగా కౌన్సెలర్ జవాబిస్తారు',
      '24 గంటలలోపు',
      'हम 24 घंटे के अंदर जवाब देते हैं',
      '24 घंटों के भीतर',
    ])
      expect(typedFigures(typed)).toEqual([expect.stringMatching(/^\{\{replyWithinHours\}\} typed as "/)]);
  });

  it('does not take a work limit for a reply time', () => {
    for (const limit of [
      '{{workLimit}} hours/week during term (raised from 24 hours/week in 2022)',
      'up to 24 hours/week in term',
      'in 20 hours a week',
      'within 40 hours per fortnight',
      'వారానికి 24 గంటల వరకు',
      'हफ़्ते में 24 घंटे तक काम',
    ])
      expect(typedFigures(limit)).toEqual([]);
  });

  it('reads the days the hours leave closed', () => {
    expect(closedDays(settings.hours)).toBe(1);
    expect(closedDays('Mon-Fri 9 AM-5 PM')).toBe(2);
    expect(closedDays('Monday to Sunday, 10 AM-6 PM')).toBe(0);
    expect(closedDays('Sunday closed')).toBe(1);
    expect(closedDays('Open 24/7')).toBe(0);
    expect(honestReplyHours(settings)).toBe(48);
    expect(honestReplyHours(open7)).toBe(0);
  });

  it('refuses a promise the hours cannot keep unless the words say it counts working days', () => {
    const texts: [string, string][] = [
      ['text', 'We reply within {{replyWithinHours}} hours.'],
      ['note', 'We reply within {{replyWithinHours}} hours on working days.'],
      ['te', 'పని దినాల్లో {{replyWithinHours}} గంటల్లోగా జవాబిస్తాం'],
      ['hi', 'हम कार्यदिवसों में {{replyWithinHours}} घंटे के भीतर जवाब देते हैं'],
      ['facts.2.value', '{{replyWithinHours}} hours'],
      ['facts.2.label', 'To hear back from us, on working days'],
      ['success', SPEC_CHATBOT_SUCCESS],
    ];
    expect(textClaimProblems(fixtureFile, texts, settings)).toEqual([
      `${fixtureFile}: text: a reply within ${reply} hours while the opening hours say "${settings.hours}": a message sent as the office closes waits until it opens again. Say it counts working days (e.g. "within {{replyWithinHours}} hours on working days"), or promise 48 hours or more in Settings → Business figures`,
    ]);
    expect(
      textClaimProblems(
        fixtureFile,
        [
          ['facts.2.value', '{{replyWithinHours}} hours'],
          ['facts.2.label', 'To hear back from us'],
        ],
        settings,
      ),
    ).toHaveLength(1);
    expect(textClaimProblems(fixtureFile, texts, withFigures({ replyWithinHours: 48 }))).toEqual([]);
    expect(textClaimProblems(fixtureFile, texts, open7)).toEqual([]);
  });
});
