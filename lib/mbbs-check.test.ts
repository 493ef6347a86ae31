import { mbbsCheckFacts } from '@/content/mbbs-check';
import {
  checkOffer,
  hasCheckQuery,
  parseDay,
  programmeFailures,
  programmeMeetsRules,
  programmeQuery,
  RULE_IDS,
  type CheckFacts,
  type CheckField,
  type RuleId,
  type RuleStatus,
} from '@/lib/mbbs-check';

// The figures come from the facts files (content/facts/mbbs.yaml, neet.yaml): every expectation is
// worked out from them, so a changed figure changes the check and this test with it.
const facts = mbbsCheckFacts;
const n = (key: keyof CheckFacts) => facts[key].value as number;
const check = (fields: Partial<Record<CheckField, string>>, f: CheckFacts = facts) => {
  const outcome = checkOffer((field) => fields[field] ?? null, f);
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.result;
};
const status = (fields: Partial<Record<CheckField, string>>, f?: CheckFacts) => Object.fromEntries(check(fields, f).rules.map((r) => [r.id, r.status]));

const joinYear = 2027;
const goodOffer = {
  months: String(n('courseMonths') + 18),
  intern: String(n('internshipMonths')),
  internAt: 'same',
  lang: 'english',
  oneInst: 'yes',
  online: 'none',
  practise: 'yes',
  join: `${joinYear}-09-01`,
  neet: 'qualified',
  neetYear: String(joinYear),
  pcb: String(n('pcbGeneralPercent')),
  cat: 'general',
  eng: 'yes',
  dob: `${joinYear - n('minimumAge')}-12-31`,
};

describe('the MBBS degree check', () => {
  it('lists every rule of the data, in order, each with the fact that states it', () => {
    const result = check({});
    expect(result.rules.map((r) => r.id)).toEqual(RULE_IDS);
    for (const r of result.rules) for (const key of r.facts) expect(facts[key]).toBeDefined();
  });

  it('an empty form: every rule before the degree can’t tell, the steps after it are required, and the answer is never better than incomplete', () => {
    const result = check({});
    expect(result.rules.filter((r) => r.stage !== 'after').every((r) => r.status === 'unknown')).toBe(true);
    expect(result.rules.filter((r) => r.stage === 'after').every((r) => r.status === 'required')).toBe(true);
    expect(result.overall).toBe('incomplete');
  });

  it('an offer that meets every rule it can answer: "meets every rule we can check", with the subjects still to confirm in writing', () => {
    const result = check(goodOffer);
    expect(result.overall).toBe('meetsChecked');
    expect(result.toConfirm).toEqual(['subjects']);
    const s = status(goodOffer);
    expect(s.indiaInternship).toBe('required');
    expect(s.licentiate).toBe('required');
    expect(s.licentiateTime).toBe('required');
  });

  it('the course length: the minimum of the facts file is met, a month less is not', () => {
    expect(status({ months: String(n('courseMonths')) }).courseLength).toBe('met');
    expect(status({ months: String(n('courseMonths') - 1) }).courseLength).toBe('notMet');
    expect(check({ ...goodOffer, months: String(n('courseMonths') - 1) }).overall).toBe('notMet');
  });

  it('a figure changed in the data changes the check', () => {
    const longer: CheckFacts = { ...facts, courseMonths: { ...facts.courseMonths, value: n('courseMonths') + 6 } };
    expect(status({ months: String(n('courseMonths')) }, longer).courseLength).toBe('notMet');
  });

  it('the internship: long enough and at the same university; elsewhere fails it and the one-institution rule', () => {
    expect(status({ intern: String(n('internshipMonths')), internAt: 'same' }).internship).toBe('met');
    expect(status({ intern: String(n('internshipMonths')) }).internship).toBe('unknown');
    expect(status({ intern: String(n('internshipMonths') - 1), internAt: 'same' }).internship).toBe('notMet');
    const elsewhere = status({ intern: String(n('internshipMonths')), internAt: 'elsewhere', oneInst: 'yes' });
    expect(elsewhere.internship).toBe('notMet');
    expect(elsewhere.oneInstitution).toBe('notMet');
  });

  it('within the years of the data: course and internship together, a plan that fits is "planned", never "met"', () => {
    const years = n('completeWithinYears');
    expect(status({ months: String(years * 12 - 12), intern: '12' }).withinTen).toBe('planned');
    expect(status({ months: String(years * 12 - 11), intern: '12' }).withinTen).toBe('notMet');
  });

  it('Class 12 marks: each category’s minimum from the data', () => {
    expect(status({ pcb: String(n('pcbGeneralPercent') - 1), cat: 'general' }).pcb).toBe('notMet');
    expect(status({ pcb: String(n('pcbReservedPercent')), cat: 'reserved' }).pcb).toBe('met');
    expect(status({ pcb: String(n('pcbPwbdPercent')), cat: 'pwbd' }).pcb).toBe('met');
    expect(check({ pcb: String(n('pcbPwbdPercent')), cat: 'pwbd' }).rules.find((r) => r.id === 'pcb')!.fact).toBe('pcbPwbdPercent');
  });

  it('the minimum age by 31 December of the year of joining', () => {
    const age = n('minimumAge');
    expect(status({ join: `${joinYear}-09-01`, dob: `${joinYear - age}-12-31` }).age).toBe('met');
    expect(status({ join: `${joinYear}-09-01`, dob: `${joinYear - age + 1}-01-01` }).age).toBe('notMet');
    expect(status({ dob: `${joinYear - age}-01-01` }).age).toBe('unknown');
  });

  it('NEET: qualified meets it, not qualified does not, not yet can’t tell', () => {
    expect(status({ neet: 'qualified' }).neet).toBe('met');
    expect(status({ neet: 'notQualified' }).neet).toBe('notMet');
    expect(status({ neet: 'notYet' }).neet).toBe('unknown');
  });

  it('joining before the regulations took effect says so instead of a verdict; from their first day, they apply', () => {
    const effective = facts.fmglRegulations.effective!;
    const dayBefore = new Date(Date.parse(`${effective}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const year = Number(effective.slice(0, 4));
    const student = { dob: `${year - n('minimumAge') - 1}-01-01`, neetYear: String(year) };
    expect(check({ ...goodOffer, ...student, join: dayBefore }).overall).toBe('before');
    expect(check({ ...goodOffer, ...student, join: effective }).overall).toBe('meetsChecked');
  });

  it('refuses what it cannot read, with the field to fix', () => {
    const error = (fields: Partial<Record<CheckField, string>>) => checkOffer((f) => fields[f] ?? null, facts);
    expect(error({ months: 'abc' })).toEqual({ ok: false, error: 'months' });
    expect(error({ intern: '-1' })).toEqual({ ok: false, error: 'intern' });
    expect(error({ pcb: '101' })).toEqual({ ok: false, error: 'pcb' });
    expect(error({ join: '2027-02-30' })).toEqual({ ok: false, error: 'join' });
    expect(error({ dob: 'yesterday' })).toEqual({ ok: false, error: 'dob' });
    expect(error({ neetYear: '2012' })).toEqual({ ok: false, error: 'neetYear' });
    expect(error({ neetYear: '2026.5' })).toEqual({ ok: false, error: 'neetYear' });
    expect(error({ join: '2027-09-01', dob: '2028-01-01' })).toEqual({ ok: false, error: 'dobAfterJoin' });
  });

  it('the share link holds what was entered and reads back to the same result', () => {
    const result = check({ ...goodOffer, uni: 'other', country: 'Georgia' });
    expect(hasCheckQuery(`?${result.query}`)).toBe(true);
    expect(hasCheckQuery('?utm_source=x')).toBe(false);
    const params = new URLSearchParams(result.query);
    expect(check(Object.fromEntries(params) as Partial<Record<CheckField, string>>)).toEqual(result);
    expect(parseDay('2027-09-01')).toBe('2027-09-01');
    // What the date field cannot hold, a link cannot give either.
    expect(parseDay('2027-09')).toBeNull();
  });

  it('a university’s stated programme: what it leaves out stays can’t tell; what fails a rule is named', () => {
    const query = programmeQuery('x', 'Vietnam', { courseMonths: n('courseMonths') + 18, language: 'english' });
    const s = status(Object.fromEntries(new URLSearchParams(query)) as Partial<Record<CheckField, string>>);
    expect(s.courseLength).toBe('met');
    expect(s.internship).toBe('unknown');
    expect(s.registration).toBe('unknown');
    expect(programmeFailures({ courseMonths: n('courseMonths') + 18, internshipMonths: 12, internshipAt: 'same' }, facts)).toEqual([]);
    expect(programmeFailures({ courseMonths: n('courseMonths') - 6, internshipAt: 'elsewhere' }, facts)).toEqual([
      'courseLength',
      'internship',
      'oneInstitution',
    ]);
  });

  it('a programme meets the NMC rules only when its stated facts meet every rule they can test: a missing or failing fact makes no claim', () => {
    const stated = {
      courseMonths: n('courseMonths') + 18,
      internshipMonths: n('internshipMonths'),
      internshipAt: 'same',
      language: 'english',
      wholeCourseHere: true,
      registration: true,
    } as const;
    expect(programmeMeetsRules(stated, facts)).toBe(true);
    expect(programmeMeetsRules({}, facts)).toBe(false);
    for (const key of Object.keys(stated) as (keyof typeof stated)[]) {
      const missing: Partial<typeof stated> = { ...stated };
      delete missing[key];
      expect([key, programmeMeetsRules(missing, facts)]).toEqual([key, false]);
    }
    expect(programmeMeetsRules({ ...stated, courseMonths: n('courseMonths') - 1 }, facts)).toBe(false);
    expect(programmeMeetsRules({ ...stated, internshipMonths: n('internshipMonths') - 1 }, facts)).toBe(false);
    expect(programmeMeetsRules({ ...stated, language: 'other' }, facts)).toBe(false);
    expect(programmeMeetsRules({ ...stated, registration: false }, facts)).toBe(false);
  });
});

/**
 * The cases a parent would try (issue 58), each with the answer the regulations give. The figures are
 * the facts files'; the offer is a six-year English course whose sixth year is the internship, at the
 * same university, joined in September of `joinYear`.
 */
describe('the cases a parent would try', () => {
  const sixYears = { ...goodOffer, months: String(n('courseMonths') + 6), intern: String(n('internshipMonths')) };
  type Case = [string, Partial<Record<CheckField, string>>, CheckResultOverall, Partial<Record<RuleId, RuleStatus>>];
  type CheckResultOverall = ReturnType<typeof check>['overall'];
  const valid = n('neetValidYears');
  const cases: Case[] = [
    [
      'six-year English course, internship at the same university',
      sixYears,
      'meetsChecked',
      { courseLength: 'met', internship: 'met', withinTen: 'planned', subjects: 'unknown', indiaInternship: 'required', licentiateTime: 'required' },
    ],
    ['a course a month short', { ...sixYears, months: String(n('courseMonths') - 1) }, 'notMet', { courseLength: 'notMet' }],
    ['an internship a month short', { ...sixYears, intern: String(n('internshipMonths') - 1) }, 'notMet', { internship: 'notMet' }],
    ['the internship in India', { ...sixYears, internAt: 'elsewhere' }, 'notMet', { internship: 'notMet', oneInstitution: 'notMet' }],
    [
      'the internship at another hospital in the same country',
      { ...sixYears, internAt: 'otherHere' },
      'notMet',
      { internship: 'notMet', oneInstitution: 'notMet' },
    ],
    ['taught partly in another language', { ...sixYears, lang: 'other' }, 'notMet', { language: 'notMet' }],
    ['part of the course at another university', { ...sixYears, oneInst: 'no' }, 'notMet', { oneInstitution: 'notMet' }],
    ['part taught online, not made up in person', { ...sixYears, online: 'notMadeUp' }, 'notMet', { inPerson: 'notMet' }],
    ['the whole course online', { ...sixYears, online: 'only' }, 'notMet', { inPerson: 'notMet' }],
    ['part taught online, made up in person, the course extended', { ...sixYears, online: 'madeUp' }, 'meetsChecked', { inPerson: 'met' }],
    ['online study not stated', { ...sixYears, online: 'unknown' }, 'incomplete', { inPerson: 'unknown' }],
    [
      'a course and internship longer than the years allowed',
      { ...sixYears, months: String(n('completeWithinYears') * 12 - n('internshipMonths') + 1) },
      'notMet',
      { withinTen: 'notMet' },
    ],
    ['no licence to practise in the country of study', { ...sixYears, practise: 'no' }, 'notMet', { registration: 'notMet' }],
    ['NEET-UG not qualified', { ...sixYears, neet: 'notQualified' }, 'notMet', { neet: 'notMet' }],
    ['no NEET-UG yet', { ...sixYears, neet: 'notYet' }, 'incomplete', { neet: 'unknown', neetValid: 'unknown' }],
    ['a NEET-UG result older than its validity', { ...sixYears, neetYear: String(joinYear - valid - 1) }, 'notMet', { neetValid: 'notMet' }],
    ['a NEET-UG result of the year before joining', { ...sixYears, neetYear: String(joinYear - 1) }, 'meetsChecked', { neetValid: 'met' }],
    [
      'a NEET-UG result exactly its validity in years before: the day of the result tells',
      { ...sixYears, neetYear: String(joinYear - valid) },
      'incomplete',
      { neetValid: 'unknown' },
    ],
    ['a NEET-UG year after the joining', { ...sixYears, neetYear: String(joinYear + 1) }, 'notMet', { neetValid: 'notMet' }],
    ['general category, a mark below the minimum', { ...sixYears, cat: 'general', pcb: String(n('pcbGeneralPercent') - 1) }, 'notMet', { pcb: 'notMet' }],
    ['SC, ST or OBC at their minimum', { ...sixYears, cat: 'reserved', pcb: String(n('pcbReservedPercent')) }, 'meetsChecked', { pcb: 'met' }],
    ['general with a disability at their minimum', { ...sixYears, cat: 'pwbd', pcb: String(n('pcbPwbdPercent')) }, 'meetsChecked', { pcb: 'met' }],
    ['English not passed in Class 12', { ...sixYears, eng: 'no' }, 'notMet', { english: 'notMet' }],
    ['a year too young on 31 December of the year of joining', { ...sixYears, dob: `${joinYear - n('minimumAge') + 1}-01-01` }, 'notMet', { age: 'notMet' }],
  ];

  it.each(cases)('%s', (_name, fields, overall, rules) => {
    const result = check(fields);
    expect(result.overall).toBe(overall);
    expect(status(fields)).toMatchObject(rules);
  });

  it('a 2019 joiner on a 48-month course: the 2002 regulations, no 2021 rule marked met or not met, what still applies said', () => {
    const joiner = { ...sixYears, months: '48', join: '2019-09-01', neetYear: '2019', dob: '2001-05-14', online: 'madeUp' };
    const result = check(joiner);
    expect(result.overall).toBe('before');
    const s = status(joiner);
    for (const id of RULE_IDS.filter((id) => !['inPerson', 'indiaInternship', 'licentiate'].includes(id))) expect([id, s[id]]).toEqual([id, 'earlier']);
    // The notices on online classes apply to them too, and the steps after the degree.
    expect(s.inPerson).toBe('met');
    expect(check({ ...joiner, online: 'notMadeUp' }).rules.find((r) => r.id === 'inPerson')!.status).toBe('notMet');
    expect(s.indiaInternship).toBe('required');
    expect(s.licentiate).toBe('required');
  });

  it('the boundary day: classes that start on the day the 2021 regulations took effect are under them', () => {
    const effective = facts.fmglRegulations.effective!;
    expect(check({ ...sixYears, join: effective, neetYear: effective.slice(0, 4), dob: '2003-01-01' }).overall).not.toBe('before');
  });

  it('a share link is read by the form’s rules: 72.5 months, “1,5” months or a month without its day are refused, as the form refuses them', () => {
    const link = (query: string) => {
      const params = new URLSearchParams(query);
      return checkOffer((field) => params.get(field), facts);
    };
    expect(link('months=72.5')).toEqual({ ok: false, error: 'months' });
    expect(link('months=1%2C5')).toEqual({ ok: false, error: 'months' });
    expect(link('intern=12.5')).toEqual({ ok: false, error: 'intern' });
    expect(link('join=2019-09')).toEqual({ ok: false, error: 'join' });
    expect(link('pcb=49.99').ok).toBe(true);
  });

  it('each rule names its sources: the online rule the February 2022, March 2026 and June 2024 notices, the category’s own minimum', () => {
    const result = check(sixYears);
    expect(result.rules.find((r) => r.id === 'inPerson')!.facts).toEqual(['onlineOnly', 'onlineCompensation', 'onlineInternship']);
    expect(result.rules.find((r) => r.id === 'neetValid')!.facts).toEqual(['neetValidYears']);
    expect(check({ ...sixYears, cat: 'reserved' }).rules.find((r) => r.id === 'pcb')!.facts).toEqual(['pcbReservedPercent']);
  });
});
