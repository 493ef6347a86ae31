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
import { inRange, isBlank, parseNumber } from '@/lib/calc-input';
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
  'practise',
  'join',
  'neet',
  'pcb',
  'cat',
  'eng',
  'dob',
] as const;
export type CheckField = (typeof CHECK_FIELDS)[number];

/** Each select's choices; the first is the form's default. */
export const CHECK_CHOICES = {
  internAt: ['unknown', 'same', 'elsewhere'],
  lang: ['unknown', 'english', 'other'],
  oneInst: ['unknown', 'yes', 'no'],
  practise: ['unknown', 'yes', 'no'],
  neet: ['unknown', 'qualified', 'notQualified', 'notYet'],
  cat: ['general', 'reserved', 'pwbd'],
  eng: ['unknown', 'yes', 'no'],
} as const;
export type ChoiceField = keyof typeof CHECK_CHOICES;
export type Choice<F extends ChoiceField> = (typeof CHECK_CHOICES)[F][number];

export const CHECK_LIMITS = {
  months: { min: 1, max: 180 },
  intern: { min: 0, max: 60 },
  pcb: { min: 0, max: 100 },
} as const;

/** The facts the check reads, by their names in content/facts/mbbs.yaml and neet.yaml. */
export const CHECK_FACTS = [
  'courseMonths',
  'internshipMonths',
  'teachingLanguage',
  'sameInstitution',
  'completeWithinYears',
  'subjects',
  'registrationAbroad',
  'neetQualified',
  'pcbGeneralPercent',
  'pcbReservedPercent',
  'pcbPwbdPercent',
  'englishClass12',
  'minimumAge',
  'indiaInternshipMonths',
  'licentiateExam',
] as const;
export type CheckFactKey = (typeof CHECK_FACTS)[number];

/** Which data file (content/facts/<file>.yaml) states each fact the check reads. */
export const CHECK_FACT_FILE: Record<CheckFactKey, 'mbbs' | 'neet'> = {
  courseMonths: 'mbbs',
  internshipMonths: 'mbbs',
  teachingLanguage: 'mbbs',
  sameInstitution: 'mbbs',
  completeWithinYears: 'mbbs',
  subjects: 'mbbs',
  registrationAbroad: 'mbbs',
  indiaInternshipMonths: 'mbbs',
  licentiateExam: 'mbbs',
  neetQualified: 'neet',
  pcbGeneralPercent: 'neet',
  pcbReservedPercent: 'neet',
  pcbPwbdPercent: 'neet',
  englishClass12: 'neet',
  minimumAge: 'neet',
};

/** What the check reads of a fact: its value, and for its source line when and where it was checked. */
export type CheckFact = Pick<Fact<unknown>, 'value' | 'checked' | 'source' | 'effective' | 'confirmed'>;
export type CheckFacts = Record<CheckFactKey, CheckFact>;

/** The rules, in the order the result lists them: the course's, the student's, then the steps after the degree. */
export const RULES = [
  { id: 'courseLength', stage: 'course', fact: 'courseMonths' },
  { id: 'internship', stage: 'course', fact: 'internshipMonths' },
  { id: 'language', stage: 'course', fact: 'teachingLanguage' },
  { id: 'oneInstitution', stage: 'course', fact: 'sameInstitution' },
  { id: 'withinTen', stage: 'course', fact: 'completeWithinYears' },
  { id: 'subjects', stage: 'course', fact: 'subjects' },
  { id: 'registration', stage: 'course', fact: 'registrationAbroad' },
  { id: 'neet', stage: 'admission', fact: 'neetQualified' },
  { id: 'pcb', stage: 'admission', fact: 'pcbGeneralPercent' },
  { id: 'english', stage: 'admission', fact: 'englishClass12' },
  { id: 'age', stage: 'admission', fact: 'minimumAge' },
  { id: 'indiaInternship', stage: 'after', fact: 'indiaInternshipMonths' },
  { id: 'licentiate', stage: 'after', fact: 'licentiateExam' },
] as const satisfies readonly { id: string; stage: 'course' | 'admission' | 'after'; fact: CheckFactKey }[];
export type RuleId = (typeof RULES)[number]['id'];
export type RuleStage = (typeof RULES)[number]['stage'];
export const RULE_IDS = RULES.map((r) => r.id) as RuleId[];

export type RuleStatus = 'met' | 'notMet' | 'unknown';

/** One rule's outcome: which fact stated it (the source line), and the figures its words fill in. */
export type RuleResult = { id: RuleId; stage: RuleStage; status: RuleStatus; fact: CheckFactKey; values: Record<string, string | number> };

/**
 * The overall answer: `before` (joined before the regulations took effect: other rules apply),
 * `notMet` (a rule is not met), `incomplete` (a rule the answers could settle is still unknown),
 * `meetsChecked` (every rule an offer can answer is met; the rest is to confirm in writing).
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

export type CheckError = 'months' | 'intern' | 'pcb' | 'join' | 'dob' | 'dobAfterJoin';
export type CheckOutcome = { ok: true; result: CheckResult } | { ok: false; error: CheckError };

const DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** A date the form gives (YYYY-MM-DD, or YYYY-MM for an intake month) as YYYY-MM-DD, or null. */
export function parseDay(raw: string): string | null {
  const m = DAY.exec(raw.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3] ?? '1')];
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

/** Reads the form (or a shared link) and checks it against the facts. */
export function checkOffer(get: (field: CheckField) => string | null, facts: CheckFacts): CheckOutcome {
  const raw = (field: CheckField) => (get(field) ?? '').trim();
  const numberOf = (field: 'months' | 'intern' | 'pcb'): number | null | 'bad' => {
    if (isBlank(raw(field))) return null;
    const n = parseNumber(raw(field));
    const { min, max } = CHECK_LIMITS[field];
    return n === null || !inRange(n, min, max) ? 'bad' : n;
  };
  const months = numberOf('months');
  if (months === 'bad') return { ok: false, error: 'months' };
  const intern = numberOf('intern');
  if (intern === 'bad') return { ok: false, error: 'intern' };
  const pcb = numberOf('pcb');
  if (pcb === 'bad') return { ok: false, error: 'pcb' };
  const join = raw('join') ? parseDay(raw('join')) : null;
  if (raw('join') && !join) return { ok: false, error: 'join' };
  const dob = raw('dob') ? parseDay(raw('dob')) : null;
  if (raw('dob') && !dob) return { ok: false, error: 'dob' };
  if (dob && join && dob >= join) return { ok: false, error: 'dobAfterJoin' };

  const internAt = choiceOf('internAt', get('internAt'));
  const cat = choiceOf('cat', get('cat'));
  const minMonths = num(facts.courseMonths);
  const minIntern = num(facts.internshipMonths);
  const years = num(facts.completeWithinYears);
  const pcbFact: CheckFactKey = cat === 'reserved' ? 'pcbReservedPercent' : cat === 'pwbd' ? 'pcbPwbdPercent' : 'pcbGeneralPercent';
  const pcbMin = num(facts[pcbFact]);
  const minAge = num(facts.minimumAge);

  const statusOf: Record<RuleId, { status: RuleStatus; values?: Record<string, string | number>; fact?: CheckFactKey }> = {
    courseLength: { status: months === null ? 'unknown' : months >= minMonths ? 'met' : 'notMet', values: { min: minMonths, given: months ?? '' } },
    internship: {
      status: (intern !== null && intern < minIntern) || internAt === 'elsewhere' ? 'notMet' : intern !== null && internAt === 'same' ? 'met' : 'unknown',
      values: { min: minIntern, given: intern ?? '' },
    },
    language: { status: yesNo(({ english: 'yes', other: 'no', unknown: 'unknown' } as const)[choiceOf('lang', get('lang'))]) },
    oneInstitution: { status: internAt === 'elsewhere' ? 'notMet' : yesNo(choiceOf('oneInst', get('oneInst'))) },
    withinTen: {
      status: months === null || intern === null ? 'unknown' : months + intern <= years * 12 ? 'met' : 'notMet',
      values: { years, given: months !== null && intern !== null ? months + intern : '' },
    },
    subjects: { status: 'unknown' },
    registration: { status: yesNo(choiceOf('practise', get('practise'))) },
    neet: { status: ({ qualified: 'met', notQualified: 'notMet', notYet: 'unknown', unknown: 'unknown' } as const)[choiceOf('neet', get('neet'))] },
    pcb: { status: pcb === null ? 'unknown' : pcb >= pcbMin ? 'met' : 'notMet', values: { min: pcbMin, given: pcb ?? '' }, fact: pcbFact },
    english: { status: yesNo(choiceOf('eng', get('eng'))) },
    age: ((): { status: RuleStatus; values: Record<string, string | number> } => {
      if (!dob || !join) return { status: 'unknown', values: { min: minAge, year: join ? join.slice(0, 4) : '', given: '' } };
      // By 31 December of the year of joining, a student born in year B is (joining year − B) years old.
      const age = Number(join.slice(0, 4)) - Number(dob.slice(0, 4));
      return { status: age >= minAge ? 'met' : 'notMet', values: { min: minAge, year: join.slice(0, 4), given: age } };
    })(),
    indiaInternship: { status: 'unknown', values: { months: num(facts.indiaInternshipMonths) } },
    licentiate: { status: 'unknown' },
  };

  const rules: RuleResult[] = RULES.map((r) => {
    const s = statusOf[r.id];
    return { id: r.id, stage: r.stage, status: s.status, fact: s.fact ?? r.fact, values: s.values ?? {} };
  });
  const before = rules.filter((r) => r.stage !== 'after');
  const toConfirm = before.filter((r) => r.status === 'unknown').map((r) => r.id);
  const effective = facts.courseMonths.effective;
  const overall: Overall =
    join && effective && join < effective
      ? 'before'
      : before.some((r) => r.status === 'notMet')
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

/**
 * Whether a programme, as the university states it, meets every rule the check can test from its
 * facts (every course rule but the subjects, which no stated fact settles): only then may its card say
 * the course meets the NMC's rules. A fact it does not state leaves its rule "can't tell", so no claim.
 */
export function programmeMeetsRules(p: ProgrammeFacts, facts: CheckFacts): boolean {
  const outcome = checkOffer((field) => new URLSearchParams(programmeQuery('', '', p)).get(field), facts);
  return outcome.ok && outcome.result.rules.filter((r) => r.stage === 'course' && r.id !== 'subjects').every((r) => r.status === 'met');
}
