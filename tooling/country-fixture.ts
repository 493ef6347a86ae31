/**
 * For unit tests: a destination's file of the test's own (content/countries/en/<id>.yaml as the
 * content build gives it), for `countriesIn('en', [countryFixture()])`. Its words are the test's, so
 * staff rewording, adding or removing a country turns no test red; its figures are named from the UK
 * rules file's facts that the site's code reads by name (content/facts.ts: postStudyWork.uk,
 * postStudyWork.uk2027, workLimits.uk; content/visa-funds.ts: ukLondonMonth), so a test works its
 * expectations out from those facts, whatever their values.
 */
import type { DataDocument } from '@/content/data/schema';
import type { CountryFile } from '@/content/countries/schema';

export const COUNTRY_FIXTURE_ID = 'fixtureland';

export const countryFixtureFile: CountryFile = {
  name: 'Fixtureland',
  order: 10,
  flag: 'GB',
  colours: 'from-slate-800 to-blue-800',
  rules: 'uk',
  sources: { costOfLiving: 'fundsLondonMonth', workRights: 'workLimit', postStudy: 'postStudy', postStudyChange: 'postStudyFrom2027' },
  universities: 'Fixture universities, public and private',
  tuition: [{ kind: 'all', price: { min: 10000, max: 20000, currency: 'GBP', per: 'year', basis: 'estimate', asOf: '2026-10' } }],
  duration: 'Fixture bachelor’s and master’s',
  intakes: ['September', 'January'],
  courses: ['Fixture course one', 'Fixture course two', 'Fixture course three'],
  requirements: ['English test by name: each university sets its minimum score', 'Fixture transcripts', 'Fixture funds'],
  costOfLiving: '{{fundsLondonMonth}} a month (the fixture funds rule)',
  workDuringStudies: '{{workLimit}} hours a week in fixture term time',
  afterGraduation:
    'Fixture visa: {{postStudy.degree|period}} ({{postStudy.phd|period}} after a PhD); {{postStudyFrom2027|period}} from {{postStudyFrom2027|from}}',
  afterGraduationFrom: 'Fixture visa: {{postStudyFrom2027|period}} ({{postStudy.phd|period}} after a PhD) from {{postStudyFrom2027|from}}',
  mbaSchools: 'Fixture business schools',
  mbaDuration: 'Fixture MBA length',
  mbaIntakes: ['September'],
  mbaSpecializations: ['Fixture strategy', 'Fixture finance', 'Fixture marketing'],
  mbaRequirements: ['Fixture admission test (some schools waive it)', 'English test by name: each school sets its minimum score', 'Fixture work experience'],
};

/** The fixture file (with the test's changes) as the content build gives it: one English document. */
export function countryFixture(changes: Partial<CountryFile> = {}, id = COUNTRY_FIXTURE_ID): DataDocument {
  return {
    id,
    language: 'en',
    source: `content/countries/en/${id}.yaml`,
    data: JSON.stringify({ ...countryFixtureFile, ...changes }),
    images: {},
  };
}
