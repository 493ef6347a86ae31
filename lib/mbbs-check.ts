/**
 * The MBBS degree check (/mbbs-check): what an offer letter or prospectus says, and the student's
 * NEET result, Class 12 marks and age, against India's rules for a medical degree from abroad (the
 * NMC's Foreign Medical Graduate Licentiate Regulations 2021 and the admission rules). Every figure
 * comes in as an argument, from content/facts/mbbs.yaml and neet.yaml; each rule says met, not met
 * or can't tell, and the overall answer is never stronger than "meets every rule we can check".
 * The page says the outcomes in its own words (content/mbbs-check.ts).
 *
 * The form's field names are the query keys of a shared check, so the share link, the university
 * cards' pre-filled links and the form are one URL.
 */
import { readField, type FieldRule } from '@/lib/calc-input';
import type { Fact } from '@/lib/fact';

/** The form's fields, which are also the share link's query keys. */
export const CHECK_FIELDS = [
  'uni',
  'country',
  'months',
  'intern',
  'internAt',
  'lang',
  'oneInst',
  'online',
  'practise',
  'join',
  'neet',
  'neetYear',
  'pcb',
  'cat',
  'eng',
  'dob',
] as const;
export type CheckField = (typeof CHECK_FIELDS)[number];

/** Each select's choices; the first is the form's default. */
export const CHECK_CHOICES = {
  internAt: ['unknown', 'same', 'otherHere', 'elsewhere'],
  lang: ['unknown', 'english', 'other'],
  oneInst: ['unknown', 'yes', 'no'],
  online: ['unknown', 'none', 'madeUp', 'notMadeUp', 'only'],
  practise: ['unknown', 'yes', 'no'],
  neet: ['unknown', 'qualified', 'notQualified', 'notYet'],
  cat: ['general', 'reserved', 'pwbd'],
  eng: ['unknown', 'yes', 'no'],
} as const;
export type ChoiceField = keyof typeof CHECK_CHOICES;
export type Choice<F extends ChoiceField> = (typeof CHECK_CHOICES)[F][number];

/** What each number field takes: the form's fields and a shared link are read by the same rule (lib/calc-input readField). */
export const CHECK_LIMITS = {
  months: { min: 1, max: 180, step: 1 },
  intern: { min: 0, max: 60, step: 1 },
  neetYear: { min: 2013, max: 2100, step: 1 },
  pcb: { min: 0, max: 100, step: 0.01 },
} as const satisfies Record<string, FieldRule>;
export type NumberCheckField = keyof typeof CHECK_LIMITS;

/** The facts the check reads, by their names in content/facts/mbbs.yaml and neet.yaml. */
export const CHECK_FACTS = [
  'fmglRegulations',
  'screeningTest2002',
  'courseMonths',
  'internshipMonths',
  'teachingLanguage',
  'sameInstitution',
  'onlineOnly',
  'onlineCompensation',
  'onlineInternship',
  'completeWithinYears',
  'subjects',
  'registrationAbroad',
  'neetQualified',
  'neetValidYears',
  'pcbGeneralPercent',
  'pcbReservedPercent',
  'pcbPwbdPercent',
  'englishClass12',
  'minimumAge',
  'indiaInternshipMonths',
  'bsExtraInternshipMonths',
  'licentiateExam',
  'licentiateWithinYears',
] as const;
export type CheckFactKey = (typeof CHECK_FACTS)[number];

/** Which data file (content/facts/<file>.yaml) states each fact the check reads. */
export const CHECK_FACT_FILE: Record<CheckFactKey, 'mbbs' | 'neet'> = {
  fmglRegulations: 'mbbs',
  screeningTest2002: 'mbbs',
  courseMonths: 'mbbs',
  internshipMonths: 'mbbs',
  teachingLanguage: 'mbbs',
  sameInstitution: 'mbbs',
  onlineOnly: 'mbbs',
  onlineCompensation: 'mbbs',
  onlineInternship: 'mbbs',
  completeWithinYears: 'mbbs',
  subjects: 'mbbs',
  registrationAbroad: 'mbbs',
  indiaInternshipMonths: 'mbbs',
  bsExtraInternshipMonths: 'mbbs',
  licentiateExam: 'mbbs',
  licentiateWithinYears: 'mbbs',
  neetQualified: 'neet',
  neetValidYears: 'neet',
  pcbGeneralPercent: 'neet',
  pcbReservedPercent: 'neet',
  pcbPwbdPercent: 'neet',
  englishClass12: 'neet',
  minimumAge: 'neet',
};

/** What the check reads of a fact: its value, and for its source line when and where it was checked. */
export type CheckFact = Pick<Fact<unknown>, 'value' | 'checked' | 'source' | 'effective' | 'confirmed'>;
export type CheckFacts = Record<CheckFactKey, CheckFact>;

/**
 * The rules, in the order the result lists them: the course's, the student's, then the steps after
 * the degree. `facts` are the texts that state the rule, each a source line: the regulation, then
 * each notice the check applies.
 */
export const RULES = [
  { id: 'courseLength', stage: 'course', facts: ['courseMonths'] },
  { id: 'internship', stage: 'course', facts: ['internshipMonths'] },
  { id: 'language', stage: 'course', facts: ['teachingLanguage'] },
  { id: 'oneInstitution', stage: 'course', facts: ['sameInstitution'] },
  { id: 'inPerson', stage: 'course', facts: ['onlineOnly', 'onlineCompensation', 'onlineInternship'] },
  { id: 'withinTen', stage: 'course', facts: ['completeWithinYears'] },
  { id: 'subjects', stage: 'course', facts: ['subjects'] },
  { id: 'registration', stage: 'course', facts: ['registrationAbroad'] },
  { id: 'neet', stage: 'admission', facts: ['neetQualified'] },
  { id: 'neetValid', stage: 'admission', facts: ['neetValidYears'] },
  { id: 'pcb', stage: 'admission', facts: ['pcbGeneralPercent'] },
  { id: 'english', stage: 'admission', facts: ['englishClass12'] },
  { id: 'age', stage: 'admission', facts: ['minimumAge'] },
  { id: 'indiaInternship', stage: 'after', facts: ['indiaInternshipMonths'] },
  { id: 'licentiate', stage: 'after', facts: ['licentiateExam'] },
  { id: 'licentiateTime', stage: 'after', facts: ['licentiateWithinYears'] },
] as const satisfies readonly { id: string; stage: 'course' | 'admission' | 'after'; facts: readonly CheckFactKey[] }[];
export type RuleId = (typeof RULES)[number]['id'];
export type RuleStage = (typeof RULES)[number]['stage'];
export const RULE_IDS = RULES.map((r) => r.id) as RuleId[];

/**
 * A rule's answer: met, not met, can't tell; `planned` (a plan that fits the rule, not yet done);
 * `required` (a step after the degree every graduate takes); `earlier` (a rule of the 2021
 * regulations, which do not cover a student whose classes started before they took effect).
 */
export type RuleStatus = 'met' | 'notMet' | 'unknown' | 'planned' | 'required' | 'earlier';

/** One rule's outcome: the facts that state it (its source lines, the first the rule's own), and the figures its words fill in. */
export type RuleResult = {
  id: RuleId;
  stage: RuleStage;
  status: RuleStatus;
  fact: CheckFactKey;
  facts: CheckFactKey[];
  values: Record<string, string | number>;
};

/**
 * The overall answer: `before` (classes started before the 2021 regulations took effect: the 2002
 * regulations apply, and the check marks no 2021 rule), `notMet` (a rule is not met), `incomplete`
 * (a rule the answers could settle is still unknown), `meetsChecked` (every rule an offer can answer
 * is met; the rest is to confirm in writing).
 */
export type Overall = 'before' | 'notMet' | 'incomplete' | 'meetsChecked';

export type CheckResult = {
  overall: Overall;
  rules: RuleResult[];
  /** The rules still "can't tell" before the degree: what to confirm in writing before paying. */
  toConfirm: RuleId[];
  /** The university's id (or "other") and the country typed, as entered. */
  uni: string;
  country: string;
  /** The share link's query: the fields as entered (blank ones left out). */
  query: string;
};

export type CheckError = NumberCheckField | 'join' | 'dob' | 'dobAfterJoin';
export type CheckOutcome = { ok: true; result: CheckResult } | { ok: false; error: CheckError };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as the form's date field gives it (YYYY-MM-DD), or null: a link is read as the field would hold it. */
export function parseDay(raw: string): string | null {
  const m = DAY.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900 || y > 2200) return null;
  return date.toISOString().slice(0, 10);
}

const choiceOf = <F extends ChoiceField>(field: F, raw: string | null): Choice<F> => {
  const choices = CHECK_CHOICES[field] as readonly string[];
  return (raw !== null && choices.includes(raw) ? raw : choices[0]) as Choice<F>;
};

const yesNo = (v: 'yes' | 'no' | 'unknown'): RuleStatus => (v === 'yes' ? 'met' : v === 'no' ? 'notMet' : 'unknown');
const num = (f: CheckFact) => (typeof f.value === 'number' ? f.value : Number.NaN);

/** The rules of the 2021 regulations that still apply to a student whose classes started before them: online study (the 2026 notice) and the steps after the degree. */
const STILL_APPLY: readonly RuleId[] = ['inPerson', 'indiaInternship', 'licentiate'];

/** Reads the form (or a shared link) and checks it against the facts. */
export function checkOffer(get: (field: CheckField) => string | null, facts: CheckFacts): CheckOutcome {
  const raw = (field: CheckField) => (get(field) ?? '').trim();
  const numberOf = (field: NumberCheckField): number | null | 'bad' => {
    const value = readField(raw(field), CHECK_LIMITS[field]);
    return value === 'unusable' ? 'bad' : value;
  };
  const months = numberOf('months');
  if (months === 'bad') return { ok: false, error: 'months' };
  const intern = numberOf('intern');
  if (intern === 'bad') return { ok: false, error: 'intern' };
  const neetYear = numberOf('neetYear');
  if (neetYear === 'bad') return { ok: false, error: 'neetYear' };
  const pcb = numberOf('pcb');
  if (pcb === 'bad') return { ok: false, error: 'pcb' };
  const join = raw('join') ? parseDay(raw('join')) : null;
  if (raw('join') && !join) return { ok: false, error: 'join' };
  const dob = raw('dob') ? parseDay(raw('dob')) : null;
  if (raw('dob') && !dob) return { ok: false, error: 'dob' };
  if (dob && join && dob >= join) return { ok: false, error: 'dobAfterJoin' };

  const internAt = choiceOf('internAt', get('internAt'));
  const cat = choiceOf('cat', get('cat'));
  const neet = choiceOf('neet', get('neet'));
  const minMonths = num(facts.courseMonths);
  const minIntern = num(facts.internshipMonths);
  const years = num(facts.completeWithinYears);
  const pcbFact: CheckFactKey = cat === 'reserved' ? 'pcbReservedPercent' : cat === 'pwbd' ? 'pcbPwbdPercent' : 'pcbGeneralPercent';
  const pcbMin = num(facts[pcbFact]);
  const minAge = num(facts.minimumAge);
  const valid = num(facts.neetValidYears);
  const joinYear = join ? Number(join.slice(0, 4)) : null;
  // The 2021 regulations cover a student whose classes start on or after the day they took effect.
  const effective = facts.fmglRegulations.effective;
  const before = Boolean(join && effective && join < effective);

  const statusOf: Record<RuleId, { status: RuleStatus; values?: Record<string, string | number>; fact?: CheckFactKey }> = {
    courseLength: { status: months === null ? 'unknown' : months >= minMonths ? 'met' : 'notMet', values: { min: minMonths, given: months ?? '' } },
    internship: {
      status:
        (intern !== null && intern < minIntern) || internAt === 'elsewhere' || internAt === 'otherHere'
          ? 'notMet'
          : intern !== null && internAt === 'same'
            ? 'met'
            : 'unknown',
      values: { min: minIntern, given: intern ?? '' },
    },
    language: { status: yesNo(({ english: 'yes', other: 'no', unknown: 'unknown' } as const)[choiceOf('lang', get('lang'))]) },
    oneInstitution: { status: internAt === 'elsewhere' || internAt === 'otherHere' ? 'notMet' : yesNo(choiceOf('oneInst', get('oneInst'))) },
    inPerson: {
      status: ({ none: 'met', madeUp: 'met', notMadeUp: 'notMet', only: 'notMet', unknown: 'unknown' } as const)[choiceOf('online', get('online'))],
    },
    // A plan, not a completion: a course and internship that fit the years are "planned within", one that cannot fit is not met.
    withinTen: {
      status: months === null || intern === null ? 'unknown' : months + intern <= years * 12 ? 'planned' : 'notMet',
      values: { years, given: months !== null && intern !== null ? months + intern : '' },
    },
    subjects: { status: 'unknown' },
    registration: { status: yesNo(choiceOf('practise', get('practise'))) },
    neet: { status: ({ qualified: 'met', notQualified: 'notMet', notYet: 'unknown', unknown: 'unknown' } as const)[neet] },
    // Valid for `valid` years from the day the result was declared: a NEET of the joining year or the years before it within that is
    // valid; `valid` years before, it depends on the day (the scorecard tells); later than the joining, or older, it is not.
    neetValid: ((): { status: RuleStatus; values: Record<string, string | number> } => {
      const values = { years: valid, given: neetYear ?? '' };
      if (neet !== 'qualified' || neetYear === null || joinYear === null) return { status: 'unknown', values };
      const gap = joinYear - neetYear;
      return { status: gap < 0 || gap > valid ? 'notMet' : gap < valid ? 'met' : 'unknown', values };
    })(),
    pcb: { status: pcb === null ? 'unknown' : pcb >= pcbMin ? 'met' : 'notMet', values: { min: pcbMin, given: pcb ?? '' }, fact: pcbFact },
    english: { status: yesNo(choiceOf('eng', get('eng'))) },
    age: ((): { status: RuleStatus; values: Record<string, string | number> } => {
      if (!dob || !join) return { status: 'unknown', values: { min: minAge, year: join ? join.slice(0, 4) : '', given: '' } };
      // By 31 December of the year of joining, a student born in year B is (joining year − B) years old.
      const age = Number(join.slice(0, 4)) - Number(dob.slice(0, 4));
      return { status: age >= minAge ? 'met' : 'notMet', values: { min: minAge, year: join.slice(0, 4), given: age } };
    })(),
    // Steps after the degree: every graduate takes them, whatever the offer says.
    indiaInternship: { status: 'required', values: { months: num(facts.indiaInternshipMonths) } },
    licentiate: { status: 'required' },
    licentiateTime: { status: 'required', values: { years: num(facts.licentiateWithinYears) } },
  };

  const rules: RuleResult[] = RULES.map((r) => {
    const s = statusOf[r.id];
    const status = before && !STILL_APPLY.includes(r.id) ? 'earlier' : s.status;
    const sources: CheckFactKey[] = s.fact ? [s.fact] : [...r.facts];
    return { id: r.id, stage: r.stage, status, fact: sources[0], facts: sources, values: s.values ?? {} };
  });
  const beforeDegree = rules.filter((r) => r.stage !== 'after');
  const toConfirm = beforeDegree.filter((r) => r.status === 'unknown').map((r) => r.id);
  const overall: Overall = before
    ? 'before'
    : beforeDegree.some((r) => r.status === 'notMet')
      ? 'notMet'
      : toConfirm.some((id) => id !== 'subjects')
        ? 'incomplete'
        : 'meetsChecked';

  const params = new URLSearchParams();
  for (const field of CHECK_FIELDS) if (raw(field)) params.set(field, raw(field));
  return { ok: true, result: { overall, rules, toConfirm, uni: raw('uni'), country: raw('country'), query: params.toString() } };
}

/** Whether a page's query holds a check to show on arrival. */
export const hasCheckQuery = (search: string) => {
  const params = new URLSearchParams(search);
  return CHECK_FIELDS.some((f) => params.has(f));
};

/**
 * A university's programme as it states it (content/universities, `programme`): the link's query
 * that opens the check pre-filled with it. A fact it does not state stays out, so the check says
 * "can't tell" for it, never "met".
 */
export type ProgrammeFacts = {
  courseMonths?: number;
  internshipMonths?: number;
  internshipAt?: 'same' | 'elsewhere';
  language?: 'english' | 'other';
  wholeCourseHere?: boolean;
  registration?: boolean;
};

export function programmeQuery(uni: string, country: string, p: ProgrammeFacts): string {
  const params = new URLSearchParams({ uni, country });
  if (p.courseMonths !== undefined) params.set('months', String(p.courseMonths));
  if (p.internshipMonths !== undefined) params.set('intern', String(p.internshipMonths));
  if (p.internshipAt) params.set('internAt', p.internshipAt);
  if (p.language) params.set('lang', p.language);
  if (p.wholeCourseHere !== undefined) params.set('oneInst', p.wholeCourseHere ? 'yes' : 'no');
  if (p.registration !== undefined) params.set('practise', p.registration ? 'yes' : 'no');
  return params.toString();
}

/** The course rules a programme's stated facts fail (a partner needs a note for each: content/universities). */
export function programmeFailures(p: ProgrammeFacts, facts: CheckFacts): RuleId[] {
  const outcome = checkOffer((field) => new URLSearchParams(programmeQuery('', '', p)).get(field), facts);
  return outcome.ok ? outcome.result.rules.filter((r) => r.stage === 'course' && r.status === 'notMet').map((r) => r.id) : ['courseLength'];
}

/** The course rules no stated programme fact settles: the subjects (the curriculum, to compare) and online study (the student's own years). */
const PROGRAMME_SILENT: readonly RuleId[] = ['subjects', 'inPerson'];

/**
 * Whether a programme, as the university states it, meets every rule the check can test from its
 * facts (every course rule but the subjects and online study, which no stated fact settles; a course and internship
 * that fit the years count as planned within them): only then may its card say
 * the course meets the NMC's rules. A fact it does not state leaves its rule "can't tell", so no claim.
 */
export function programmeMeetsRules(p: ProgrammeFacts, facts: CheckFacts): boolean {
  const outcome = checkOffer((field) => new URLSearchParams(programmeQuery('', '', p)).get(field), facts);
  return (
    outcome.ok &&
    outcome.result.rules
      .filter((r) => r.stage === 'course' && !PROGRAMME_SILENT.includes(r.id))
      .every((r) => r.status === 'met' || (r.id === 'withinTen' && r.status === 'planned'))
  );
}
