/**
 * The figures a family may act on, each stated once in a data file (content/facts/<country or
 * authority>.yaml, checked by content/facts/schema.ts) with its official source and the date it was
 * last compared with that source. Pages render them from here beside a visible "as of <month year> ·
 * source" link (components/ui/fact-source.tsx); the release build lists those checked more than 12
 * months ago or not yet confirmed on the official page (content/fact-registry.ts). This module names
 * the facts the pages use and phrases them; each file's `evidence` says which official page
 * confirmed a fact. How to re-check: docs/operator-guide.md, "Facts and their sources".
 */
import { factOf } from '@/content/facts/load';
import { section80eYears, visaFunds } from '@/content/visa-funds';
import { monthYear } from '@/lib/fact';

/** Destinations whose student work limits the site states. */
export type WorkRightsCountry = 'usa' | 'uk' | 'canada' | 'australia' | 'germany';

/** What a student may work during studies, by destination. */
export const workLimits = {
  usa: factOf('usa', 'workLimit', 'number'),
  uk: factOf('uk', 'workLimit', 'number'),
  canada: factOf('canada', 'workLimit', 'number'),
  australia: factOf('australia', 'workLimit', 'number'),
  germany: factOf('germany', 'workLimit', ['full', 'half']),
};

/**
 * Work during studies in the other destinations /countries shows, linked to the authority that
 * publishes the rule (its rule page where one was found); those not yet read on an official page
 * are listed by the release build.
 */
export const otherWorkLimits = {
  poland: factOf('poland', 'workLimit', 'word'),
  norway: factOf('norway', 'workLimit', 'number'),
  latvia: factOf('latvia', 'workLimit', 'number'),
  lithuania: factOf('lithuania', 'workLimit', 'number'),
  southkorea: factOf('south-korea', 'workLimit', ['max']),
  japan: factOf('japan', 'workLimit', ['term', 'vacationHoursADay']),
  italy: factOf('italy', 'workLimit', ['week', 'year']),
  hungary: factOf('hungary', 'workLimit', 'number'),
  finland: factOf('finland', 'workLimit', 'number'),
  spain: factOf('spain', 'workLimit', 'number'),
  estonia: factOf('estonia', 'workLimit', 'word'),
  denmark: factOf('denmark', 'workLimit', 'number'),
  switzerland: factOf('switzerland', 'workLimit', 'number'),
  belgium: factOf('belgium', 'workLimit', 'number'),
  ireland: factOf('ireland', 'workLimit', ['term', 'holidays']),
};

/**
 * How long a graduate may stay to work (or look for work) after the degree, in the destinations
 * whose route has its own official page.
 */
export const postStudyWork = {
  usa: factOf('usa', 'postStudy', ['opt', 'stemExtension']),
  uk: factOf('uk', 'postStudy', ['degree', 'phd']),
  /** The Graduate visa's announced cut. */
  uk2027: factOf('uk', 'postStudyFrom2027', 'number'),
  canada: factOf('canada', 'postStudy', 'number'),
  australia: factOf('australia', 'postStudy', ['degree', 'research']),
  germany: factOf('germany', 'postStudy', 'number'),
  ireland: factOf('ireland', 'postStudy', ['level8', 'level9']),
};

/** After graduation in the other destinations, linked to the authority that runs the route. */
export const otherPostStudyWork = {
  poland: factOf('poland', 'postStudy', 'number'),
  norway: factOf('norway', 'postStudy', 'number'),
  latvia: factOf('latvia', 'postStudy', 'number'),
  lithuania: factOf('lithuania', 'postStudy', 'number'),
  southkorea: factOf('south-korea', 'postStudy', 'word'),
  japan: factOf('japan', 'postStudy', 'number'),
  italy: factOf('italy', 'postStudy', 'number'),
  hungary: factOf('hungary', 'postStudy', 'number'),
  finland: factOf('finland', 'postStudy', 'number'),
  spain: factOf('spain', 'postStudy', 'number'),
  estonia: factOf('estonia', 'postStudy', 'number'),
  denmark: factOf('denmark', 'postStudy', 'number'),
  switzerland: factOf('switzerland', 'postStudy', 'number'),
  belgium: factOf('belgium', 'postStudy', 'number'),
};

/**
 * The limits' figures. Each language phrases them (below for English; the Telugu and Hindi editions
 * in content/i18n/<locale>/facts.ts) from these numbers, so no translation types one.
 */
export const workLimitFigures = {
  usaHoursAWeek: workLimits.usa.value,
  ukHoursAWeek: workLimits.uk.value,
  canadaHoursAWeek: workLimits.canada.value,
  australiaHoursAFortnight: workLimits.australia.value,
  germanyFullDays: workLimits.germany.value.full,
  germanyHalfDays: workLimits.germany.value.half,
} as const;

const w = workLimitFigures;

/** What a student may work during studies, as a short phrase ("48 hours per fortnight"). */
export const studentWorkLimit: Record<WorkRightsCountry, string> = {
  usa: `${w.usaHoursAWeek} hours a week on campus`,
  uk: `${w.ukHoursAWeek} hours a week during term`,
  canada: `${w.canadaHoursAWeek} hours a week off campus during term`,
  australia: `${w.australiaHoursAFortnight} hours per fortnight during study periods`,
  germany: `${w.germanyFullDays} full or ${w.germanyHalfDays} half days a year`,
};

/**
 * Funds a student visa asks to be shown, as /countries states them: the study-cost planner's
 * facts (content/visa-funds.ts), where each is written once with its source and date.
 */
export const countryFunds = {
  ukLondonMonth: visaFunds.ukLondonMonth,
  ukOutsideLondonMonth: visaFunds.ukElsewhereMonth,
  canadaOneYear: visaFunds.canadaOne,
  australiaYear: visaFunds.australiaStudent,
  germanyMonth: visaFunds.germanyMonth,
  germanyYear: visaFunds.germanyYear,
  irelandYear: visaFunds.irelandYear,
  usaI20: visaFunds.usaI20,
};

/** "£1,529", "A$29,710", "€992": a fund figure as /countries writes it. */
export const fundsText = (f: { value: number; unit: string }): string => {
  const symbol = { GBP: '£', AUD: 'A$', EUR: '€', CAD: 'CA$', USD: 'US$' }[f.unit.split('/')[0]] ?? '';
  return `${symbol}${f.value.toLocaleString('en-GB')}`;
};

/**
 * India's rules for a medical degree from abroad: the National Medical Commission's Foreign Medical
 * Graduate Licentiate Regulations 2021, and the World Directory of Medical Schools (WFME and FAIMER;
 * a list, not a recognition).
 */
export const mbbsRules = {
  courseMonths: factOf('mbbs', 'courseMonths', 'number'),
  internshipMonths: factOf('mbbs', 'internshipMonths', 'number'),
  completeWithinYears: factOf('mbbs', 'completeWithinYears', 'number'),
  worldDirectory: factOf('mbbs', 'worldDirectory', 'word'),
};

/** The NMC rules' figures (Foreign Medical Graduate Licentiate Regulations 2021), for every edition. */
export const nmcFigures = {
  courseMonths: mbbsRules.courseMonths.value,
  internshipMonths: mbbsRules.internshipMonths.value,
  withinYears: mbbsRules.completeWithinYears.value,
  /** The regulations' year, part of their name. */
  regulationsYear: Number(mbbsRules.courseMonths.effective?.slice(0, 4)),
};
const n = nmcFigures;

/** What NMC eligibility means, in one wording: the MBBS page, the chatbot and the NEET page use it. */
export const nmcEligibility = `NMC eligibility means the course meets the National Medical Commission's Foreign Medical Graduate Licentiate Regulations ${n.regulationsYear}: at least ${n.courseMonths} months of study taught in English, a ${n.internshipMonths}-month internship at the same university, all completed within ${n.withinYears} years, and registration to practise in that country. Back in India you do a ${n.internshipMonths}-month supervised internship and pass the licensing exam (FMGE, to be replaced by NExT). The World Directory of Medical Schools, published by WFME and FAIMER (by the WHO until 2007), lists medical schools; it does not recognise them.`;

/** NEET-UG eligibility thresholds (the page's "who can apply"). */
export const neetRules = {
  pcbGeneralPercent: factOf('neet', 'pcbGeneralPercent', 'number'),
  qualifyingPercentile: factOf('neet', 'qualifyingPercentile', ['general', 'generalPwbd', 'reserved']),
  minimumAge: factOf('neet', 'minimumAge', 'number'),
};

/** Education loans: what the site promises about repayment and tax. */
export const loanFacts = {
  /** The moratorium is the course plus a grace period; each bank may set less, so the site says "up to". */
  moratoriumGraceMonths: factOf('loans', 'moratoriumGraceMonths', 'number'),
  /** Stated once, with the planner's facts (content/visa-funds.ts). */
  section80eYears,
};

/** The moratorium in one wording: "course + up to 12 months". */
export const loanMoratorium = `course + up to ${loanFacts.moratoriumGraceMonths.value} months`;

/** Main intakes for a master's, as pages list them. */
export const mainIntakes: Record<WorkRightsCountry, string[]> = {
  usa: ['Fall (August–September)', 'Spring (January)'],
  uk: ['September', 'January (some universities)'],
  canada: ['September', 'January', 'May (some colleges)'],
  australia: ['February', 'July'],
  germany: ['Winter semester (October)', 'Summer semester (April)'],
};

/** Australia's skilled migration points test (the /ausimmigration page's skilled visa card). */
export const skilledMigration = {
  passMark: factOf('australia', 'skilledPassMark', 'number'),
};

/** The post-study routes' figures the chatbot states in every language (phrased by each). */
export const postStudyFigures = {
  usaOptMonths: postStudyWork.usa.value.opt,
  usaStemExtensionMonths: postStudyWork.usa.value.stemExtension,
  ukGraduateYears: postStudyWork.uk.value.degree / 12,
  ukGraduateMonthsAfterCut: postStudyWork.uk2027.value,
  /** The ISO day the Graduate visa's cut applies from (each language writes its month). */
  ukGraduateCutFrom: postStudyWork.uk2027.effective!,
  canadaPgwpYears: postStudyWork.canada.value / 12,
  germanyMonths: postStudyWork.germany.value,
} as const;

/** After graduation, as a short phrase: the chatbot and the FAQ answers ({{postStudyUsa}}…) say it so. */
export const postStudyText = {
  usa: `${postStudyFigures.usaOptMonths} months of OPT, and ${postStudyFigures.usaStemExtensionMonths} more for STEM degrees`,
  uk: `the Graduate visa for ${postStudyFigures.ukGraduateYears} years (${postStudyFigures.ukGraduateMonthsAfterCut} months if you apply from ${monthYear(postStudyFigures.ukGraduateCutFrom)})`,
  canada: `a Post-Graduation Work Permit of up to ${postStudyFigures.canadaPgwpYears} years, by the length of your programme`,
  germany: `${postStudyFigures.germanyMonths} months to look for work`,
};

const q = neetRules.qualifyingPercentile.value;

/** NEET-UG's qualifying percentiles in one phrase ({{neetQualifyingPercentiles}} in an article or FAQ answer). */
export const neetQualifyingText = `the ${q.general}th percentile for the general category, the ${q.generalPwbd}th for general candidates with a disability, and the ${q.reserved}th for SC, ST and OBC candidates`;

/** The percentiles' figures, for the editions' phrasing. */
export const neetPercentiles = q;
