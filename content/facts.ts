/**
 * The figures a family may act on, each stated once in a data file (content/facts/<country or
 * authority>.yaml, checked by content/facts/schema.ts) with its official source and the date it was
 * last compared with that source. Pages render them from here beside a visible "as of <month year> ·
 * source" link (components/ui/fact-source.tsx); the release build lists those checked more than 12
 * months ago or not yet confirmed on the official page (content/fact-registry.ts). This module names
 * the facts the pages use, typed by their shape; each file's `evidence` says which official page
 * confirmed a fact. Their phrasing, in each language, is data too (content/pages/<language>/
 * figure-words.yaml, content/figure-words.ts). How to re-check: docs/operator-guide.md, "Facts and
 * their sources".
 */
import { factOf } from '@/content/facts/load';
import { section80eYears } from '@/content/visa-funds';
import { currencyOfUnit, moneyText } from '@/lib/currency';

/** What a student may work during studies, in the destinations the FAQ answers and articles name. */
export const workLimits = {
  usa: factOf('usa', 'workLimit', 'number'),
  uk: factOf('uk', 'workLimit', 'number'),
  canada: factOf('canada', 'workLimit', 'number'),
  australia: factOf('australia', 'workLimit', 'number'),
  germany: factOf('germany', 'workLimit', ['full', 'half']),
};

/** How long a graduate may stay to work (or look for work) after the degree, in the same destinations. */
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
  /** The last year the WHO published the directory's forerunner: the one mention of the WHO a page may make. */
  worldDirectoryWhoUntil: factOf('mbbs', 'worldDirectoryWhoUntil', 'number'),
  /** MBBS seats in India, in lakhs: what NEET's competition is measured against. */
  seatsIndia: factOf('mbbs', 'seatsIndia', 'number'),
};

/** NEET-UG eligibility thresholds (the page's "who can apply"). */
export const neetRules = {
  pcbGeneralPercent: factOf('neet', 'pcbGeneralPercent', 'number'),
  qualifyingPercentile: factOf('neet', 'qualifyingPercentile', ['general', 'generalPwbd', 'reserved']),
  minimumAge: factOf('neet', 'minimumAge', 'number'),
  /** Candidates who sat NEET-UG in a year, in lakhs. */
  candidates: factOf('neet', 'candidates', 'number'),
};

/** Education loans: what the site promises about repayment and tax. */
export const loanFacts = {
  /** The moratorium is the course plus a grace period; each bank may set less, so the site says "up to". */
  moratoriumGraceMonths: factOf('loans', 'moratoriumGraceMonths', 'number'),
  /** Stated once, with the planner's facts (content/visa-funds.ts). */
  section80eYears,
};

/** Australia's skilled migration points test (the /ausimmigration page's skilled visa card). */
export const skilledMigration = {
  passMark: factOf('australia', 'skilledPassMark', 'number'),
};

/** "£1,529", "A$29,710", "€992", "NOK 20,000": a money fact as /countries writes it, with its currency's symbol or code. */
export const fundsText = (f: { value: number; unit: string }): string => {
  const code = currencyOfUnit(f.unit);
  return code ? moneyText(f.value, code) : f.value.toLocaleString('en-GB');
};
