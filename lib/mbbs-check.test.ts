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
  practise: 'yes',
  join: `${joinYear}-09-01`,
  neet: 'qualified',
  pcb: String(n('pcbGeneralPercent')),
  cat: 'general',
  eng: 'yes',
  dob: `${joinYear - n('minimumAge')}-12-31`,
};

describe('the MBBS degree check', () => {
  it('lists every rule of the data, in order, each with the fact that states it', () => {
    const result = check({});
    expect(result.rules.map((r) => r.id)).toEqual(RULE_IDS);
    for (const r of result.rules) expect(facts[r.fact]).toBeDefined();
  });

  it('an empty form: every rule can’t tell, and the answer is never better than incomplete', () => {
    const result = check({});
    expect(result.rules.every((r) => r.status === 'unknown')).toBe(true);
    expect(result.overall).toBe('incomplete');
  });

  it('an offer that meets every rule it can answer: "meets every rule we can check", with the subjects still to confirm in writing', () => {
    const result = check(goodOffer);
    expect(result.overall).toBe('meetsChecked');
    expect(result.toConfirm).toEqual(['subjects']);
    const s = status(goodOffer);
    expect(s.indiaInternship).toBe('unknown');
    expect(s.licentiate).toBe('unknown');
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

  it('within the years of the data: course and internship together', () => {
    const years = n('completeWithinYears');
    expect(status({ months: String(years * 12 - 12), intern: '12' }).withinTen).toBe('met');
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

  it('joining before the regulations took effect says so instead of a verdict', () => {
    expect(check({ ...goodOffer, join: '2021-11-17', dob: '2003-01-01' }).overall).toBe('before');
    expect(check({ ...goodOffer, join: facts.courseMonths.effective!, dob: '2003-01-01' }).overall).toBe('meetsChecked');
  });

  it('refuses what it cannot read, with the field to fix', () => {
    const error = (fields: Partial<Record<CheckField, string>>) => checkOffer((f) => fields[f] ?? null, facts);
    expect(error({ months: 'abc' })).toEqual({ ok: false, error: 'months' });
    expect(error({ intern: '-1' })).toEqual({ ok: false, error: 'intern' });
    expect(error({ pcb: '101' })).toEqual({ ok: false, error: 'pcb' });
    expect(error({ join: '2027-02-30' })).toEqual({ ok: false, error: 'join' });
    expect(error({ dob: 'yesterday' })).toEqual({ ok: false, error: 'dob' });
    expect(error({ join: '2027-09-01', dob: '2028-01-01' })).toEqual({ ok: false, error: 'dobAfterJoin' });
  });

  it('the share link holds what was entered and reads back to the same result', () => {
    const result = check({ ...goodOffer, uni: 'other', country: 'Georgia' });
    expect(hasCheckQuery(`?${result.query}`)).toBe(true);
    expect(hasCheckQuery('?utm_source=x')).toBe(false);
    const params = new URLSearchParams(result.query);
    expect(check(Object.fromEntries(params) as Partial<Record<CheckField, string>>)).toEqual(result);
    expect(parseDay('2027-09')).toBe('2027-09-01');
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
