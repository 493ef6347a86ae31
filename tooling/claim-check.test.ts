import fixture from '@/config/operator.fixture.json';
import { figuresOf } from '@/lib/site';
import { withoutAbsentFigures } from '@/content/figure-names';
import { figureProblems, hoursOf, openRoundTheClock, stringsOf, textClaimProblems, typedFigures } from '@/tooling/claim-check';
import { schemaProblems, type Operator } from '@/tooling/operator-schema';

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
    expect(typedFigures('We work with 15+ banking partners.')).toEqual(['{{bankingPartners}} typed as "15+ banking partners"']);
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
      ['text', 'A counsellor replies within 24 hours'],
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
