/**
 * The figures a family may act on, each stated once with its official source and the date it was
 * last compared with a source (lib/fact.ts). Pages render them from here beside a visible
 * "as of <month year> · source" link (components/ui/fact-source.tsx); the release build lists those
 * checked more than 12 months ago or not yet confirmed on the official page (content/fact-registry.ts).
 *
 * This build has no network. `confirmed: true` where a stored copy of an official page (the
 * authority's own, the law on an official register, or another government body's page stating the
 * same rule) was read and states the figure: the page and its words are in a comment beside the fact.
 * A stored copy is undated, so each is still re-read live before launch. `confirmed: false` where
 * only secondary summaries state it. How to re-check: docs/operator-guide.md, "Facts and their sources".
 */
import { section80eYears, visaFunds } from '@/content/visa-funds';
import { fact, monthYear } from '@/lib/fact';

/** The day these figures were last compared with a source (see above). */
const CHECKED = '2026-11-25';

const source = {
  homeAffairs: { name: 'Australian Home Affairs', url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/student-500' },
  ircc: {
    name: 'IRCC',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/work-off-campus.html',
  },
  sevp: { name: 'Study in the States (SEVP)', url: 'https://studyinthestates.dhs.gov/students/work/on-campus-employment' },
  ukviWork: { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/what-you-can-and-cannot-do' },
  ukviMoney: { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' },
  residenceAct: { name: 'German Residence Act', url: 'https://www.gesetze-im-internet.de/englisch_aufenthg/englisch_aufenthg.html' },
  blockedAccount: { name: 'Federal Foreign Office', url: 'https://www.auswaertiges-amt.de/en/sperrkonto-388600' },
  irishImmigration: { name: 'Irish Immigration Service', url: 'https://www.irishimmigration.ie/coming-to-study-in-ireland/' },
  nmc: { name: 'National Medical Commission', url: 'https://www.nmc.org.in/rules-regulations/' },
  wdoms: { name: 'World Directory of Medical Schools (WFME and FAIMER)', url: 'https://search.wdoms.org/' },
  nta: { name: 'National Testing Agency (NEET-UG)', url: 'https://neet.nta.nic.in/' },
  iba: { name: 'Indian Banks’ Association (Model Educational Loan Scheme)', url: 'https://www.iba.org.in/' },
};

/** Destinations whose student work limits the site states. */
export type WorkRightsCountry = 'usa' | 'uk' | 'canada' | 'australia' | 'germany';

/** What a student may work during studies, by destination. */
export const workLimits = {
  usa: fact({
    value: 20,
    unit: 'hours/week',
    appliesTo: 'F-1 students in the USA: on-campus work while school is in session',
    source: source.sevp,
    checked: CHECKED,
    confirmed: false,
  }),
  uk: fact({
    value: 20,
    unit: 'hours/week',
    appliesTo: 'UK Student visa, degree level: work during term time',
    source: source.ukviWork,
    checked: CHECKED,
    confirmed: false,
  }),
  canada: fact({
    value: 24,
    unit: 'hours/week',
    appliesTo: 'Canadian study permit: off-campus work while classes are in session',
    source: source.ircc,
    checked: CHECKED,
    effective: '2024-11-08',
    confirmed: false,
  }),
  // TEQSA (teqsa.gov.au, "Student visa holder work restrictions"): "from 1 July 2023, student visa
  // holders studying in Australia will be able to work up to 48 hours per fortnight".
  australia: fact({
    value: 48,
    unit: 'hours/fortnight',
    appliesTo: 'Australian Student visa (subclass 500), condition 8105: work during study periods',
    source: source.homeAffairs,
    checked: CHECKED,
    effective: '2023-07-01',
    confirmed: true,
  }),
  // Berlin's immigration office (berlin.de/einwanderung, "Study"): "permitted to work a total of 140
  // full working days per calendar year" (section 16b); Nuremberg's (nuernberg.de): from 1 March
  // 2024, "Arbeitszeiten bis zu vier Stunden am Tag gelten als halber Arbeitstag" (so 280 half days).
  germany: fact({
    value: { full: 140, half: 280 },
    unit: 'days/year',
    appliesTo: 'Students from outside the EU in Germany (Residence Act, section 16b): full or half days of work a year',
    source: source.residenceAct,
    checked: CHECKED,
    effective: '2024-03-01',
    confirmed: true,
  }),
};

/** The immigration authority of each other destination, whose rules the work limits below follow (short names without the country: each is shown in its country's panel). */
const authority = {
  poland: { name: 'UdSC', url: 'https://www.gov.pl/web/udsc' },
  norway: { name: 'UDI', url: 'https://www.udi.no/en/' },
  latvia: { name: 'PMLP', url: 'https://www.pmlp.gov.lv/en' },
  lithuania: { name: 'Migration Department', url: 'https://migracija.lrv.lt/en/' },
  southkorea: { name: 'HiKorea', url: 'https://www.hikorea.go.kr/' },
  japan: { name: 'Immigration Services Agency', url: 'https://www.moj.go.jp/isa/' },
  italy: { name: 'Visto per l’Italia', url: 'https://vistoperitalia.esteri.it/' },
  hungary: { name: 'OIF', url: 'https://oif.gov.hu/' },
  finland: { name: 'Migri', url: 'https://migri.fi/en/' },
  spain: { name: 'Exteriores', url: 'https://www.exteriores.gob.es/' },
  estonia: { name: 'PPA', url: 'https://www.politsei.ee/en' },
  denmark: { name: 'SIRI', url: 'https://www.nyidanmark.dk/en-GB' },
  switzerland: { name: 'SEM', url: 'https://www.sem.admin.ch/' },
  belgium: { name: 'DVZ-OE', url: 'https://dofi.ibz.be/en' },
  ireland: source.irishImmigration,
};

/** Where a stored copy of the authority's rule page (or another official page) was read: the rule page to link and whether it states the figure. */
type Read = { url?: string; confirmed?: boolean; effective?: string };

const workRule = <V>(country: keyof typeof authority, value: V, unit: string, appliesTo: string, read: Read = {}) =>
  fact({
    value,
    unit,
    appliesTo,
    source: read.url ? { ...authority[country], url: read.url } : authority[country],
    checked: CHECKED,
    ...(read.effective && { effective: read.effective }),
    confirmed: read.confirmed ?? false,
  });

/**
 * Work during studies in the other destinations /countries shows, linked to the authority that
 * publishes the rule (its rule page where a stored copy of it was found). Each `confirmed: true` has
 * the official page that states it in a comment; the others were not found on an official page
 * here (no network) and are listed by the release build until someone reads them there.
 */
export const otherWorkLimits = {
  // Office for Foreigners (MOS portal): "Those who study in Poland at full-time higher education or at a doctoral school do not need such a permit".
  poland: workRule('poland', 'no permit', 'work permit', 'Poland: full-time students may work without a work permit', {
    url: 'https://mos.cudzoziemcy.gov.pl/en/informacje/praca-student_EN/objasnienie_EN',
    confirmed: true,
  }),
  // UDI, "Students and part-time work": "This allows you to work up to 20 hour per week and take full-time work during ordinary holidays".
  norway: workRule('norway', 20, 'hours/week', 'Norway: student residence permit, part-time work during studies (full-time in holidays)', { confirmed: true }),
  // Saeima (Latvia's parliament), on the 2018 Immigration Law amendments: "students will remain under the 20-hour work week limitation" (not in holidays).
  latvia: workRule('latvia', 20, 'hours/week', 'Latvia: student residence permit, work during studies (full-time in holidays)', { confirmed: true }),
  // Study in Lithuania (the state's study portal): "Students are allowed to work 20 hours per week"; from 1 March 2021 master's students "will be able to work without the limitation of 20 hours per week".
  lithuania: workRule(
    'lithuania',
    20,
    'hours/week',
    'Lithuania: student residence permit, work during a bachelor’s (a master’s has no weekly limit since March 2021; full-time in holidays)',
    {
      confirmed: true,
    },
  ),
  // Not found on an official page. Reports of the July 2023 change give 10 to 35 hours by level and Korean score: only the upper figure is stated.
  southkorea: workRule(
    'southkorea',
    { max: 35 },
    'hours/week',
    'South Korea (D-2): part-time work permit in term, up to a limit set by study level and TOPIK score',
  ),
  // Not found on an official page; universities state 28 hours a week, and 8 hours a day in long vacations.
  japan: workRule(
    'japan',
    { term: 28, vacationHoursADay: 8 },
    'hours',
    'Japan: student status with a permit for activity outside status: hours a week in term, hours a day in long vacations',
  ),
  italy: workRule('italy', { week: 20, year: 1040 }, 'hours', 'Italy: student residence permit, hours a week and a year'),
  hungary: workRule('hungary', 30, 'hours/week', 'Hungary: student residence permit, work in term (90 days a year outside term)'),
  // Migri's rule page as stored says "an average of 25 hours"; Study in Finland (Finnish National Agency for Education) says 30, the limit since 2022: read Migri's live page before confirming.
  finland: workRule('finland', 30, 'hours/week', 'Finland: student residence permit, average weekly work outside degree-related training', {
    url: 'https://migri.fi/en/working-and-internships-during-studies',
  }),
  spain: workRule('spain', 30, 'hours/week', 'Spain: student stay authorisation, work during studies'),
  // Study in Estonia (Education and Youth Board): "Working hours for international students: not limited".
  estonia: workRule('estonia', 'no limit', 'hours', 'Estonia: students studying full-time and progressing may work without a limit on hours', {
    confirmed: true,
  }),
  // SIRI, "Work permits for students in higher educational programmes": "a work permit that allows you to work for 90 hours per month and full time through June, July, and August" (the rule since 1 July 2024; it was 20 hours a week).
  denmark: workRule('denmark', 90, 'hours/month', 'Denmark: student residence permit, work during studies (full-time in June, July and August)', {
    url: 'https://nyidanmark.dk/en-GB/Words-and-concepts/SIRI/Work-permits-for-students-in-higher-educational-programmes/',
    effective: '2024-07-01',
    confirmed: true,
  }),
  // Cantonal migration offices, which grant the permit (Solothurn): "darf 15 Stunden pro Woche während des Semesters nicht überschreiten", "frühestens nach sechs Monaten".
  switzerland: workRule(
    'switzerland',
    15,
    'hours/week',
    'Switzerland: students from outside the EU/EFTA, in term after 6 months of study (full-time in holidays)',
    { confirmed: true },
  ),
  // Study in Belgium (Wallonia-Brussels): "During the school year: the student can work no more than 20 hours per week".
  belgium: workRule('belgium', 20, 'hours/week', 'Belgium: student residence permit, work in term (full-time in holidays)', { confirmed: true }),
  ireland: workRule('ireland', { term: 20, holidays: 40 }, 'hours/week', 'Ireland (Stamp 2): work in term and in the holiday periods'),
};

/** Official pages of the post-study work routes of the main destinations. */
const postStudySource = {
  uscis: {
    name: 'USCIS',
    url: 'https://www.uscis.gov/working-in-the-united-states/students-and-exchange-visitors/optional-practical-training-opt-for-f-1-students',
  },
  graduateVisa: { name: 'GOV.UK', url: 'https://www.gov.uk/graduate-visa' },
  ukRules: { name: 'GOV.UK (Immigration Rules changes)', url: 'https://www.gov.uk/government/collections/immigration-rules-statement-of-changes' },
  pgwp: {
    name: 'IRCC',
    url: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/study-canada/work/after-graduation/about.html',
  },
  tgv: { name: 'Australian Home Affairs', url: 'https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/temporary-graduate-485' },
  stamp1g: {
    name: 'Irish Immigration Service',
    url: 'https://www.irishimmigration.ie/my-situation-has-changed-since-i-arrived-in-ireland/third-level-graduate-programme/',
  },
};

/**
 * How long a graduate may stay to work (or look for work) after the degree, in the destinations
 * whose route has its own official page. Germany's is in the Residence Act with its work limit.
 */
export const postStudyWork = {
  usa: fact({
    value: { opt: 12, stemExtension: 24 },
    unit: 'months',
    appliesTo: 'F-1 students in the USA: Optional Practical Training after the degree, and its extension for STEM degrees',
    source: postStudySource.uscis,
    checked: CHECKED,
    confirmed: false,
  }),
  uk: fact({
    value: { degree: 24, phd: 36 },
    unit: 'months',
    appliesTo: 'UK Graduate visa: stay after a bachelor’s or master’s, and after a PhD',
    source: postStudySource.graduateVisa,
    checked: CHECKED,
    confirmed: false,
  }),
  /** The Graduate visa's announced cut (the Immigration Rules statement of changes of October 2025). */
  uk2027: fact({
    value: 18,
    unit: 'months',
    appliesTo: 'UK Graduate visa: stay after a bachelor’s or master’s for applications made from 1 January 2027 (a PhD stays 36 months)',
    source: postStudySource.ukRules,
    checked: CHECKED,
    effective: '2027-01-01',
    confirmed: false,
  }),
  // IRCC Help Centre: "A post-graduation work permit (PGWP) may be valid anywhere between eight months and up to three years."
  canada: fact({
    value: 36,
    unit: 'months',
    appliesTo: 'Canadian Post-Graduation Work Permit: the longest permit; its length follows the programme’s (a master’s of 8 months or more gets the longest)',
    source: postStudySource.pgwp,
    checked: CHECKED,
    effective: '2024-02-15',
    confirmed: true,
  }),
  australia: fact({
    value: { degree: 2, research: 3 },
    unit: 'years',
    appliesTo:
      'Australian Temporary Graduate visa (subclass 485), Post-Higher Education Work stream: after a bachelor’s or coursework master’s, and after a research master’s or PhD',
    source: postStudySource.tgv,
    checked: CHECKED,
    effective: '2024-07-01',
    confirmed: false,
  }),
  // Saxony-Anhalt's state service portal: "The residence permit will be issued to you for a maximum of 18 months directly after your studies."
  germany: fact({
    value: 18,
    unit: 'months',
    appliesTo: 'Germany (Residence Act, section 20): residence permit to look for work after graduating from a German university',
    source: source.residenceAct,
    checked: CHECKED,
    confirmed: true,
  }),
  // Irish Immigration Service, Third Level Graduate Programme: Level 8 graduates "will be granted a twelve-month permission"; Level 9+ "up to twenty-four months".
  ireland: fact({
    value: { level8: 12, level9: 24 },
    unit: 'months',
    appliesTo: 'Ireland, Third Level Graduate Programme (Stamp 1G): after an honours bachelor’s (NFQ level 8) and after a master’s or higher (level 9+)',
    source: postStudySource.stamp1g,
    checked: CHECKED,
    confirmed: true,
  }),
};

const postStudyRule = <V>(country: Exclude<keyof typeof authority, 'ireland'>, value: V, unit: string, appliesTo: string, read: Read = {}) =>
  workRule(country, value, unit, appliesTo, read);

/**
 * After graduation in the other destinations, linked to the authority that runs the route (its rule
 * page where a stored copy was found), confirmed as the work limits above are.
 */
export const otherPostStudyWork = {
  // Greater Poland Voivodeship Office: "The temporary residence permit is granted for the period of 9 months."
  poland: postStudyRule('poland', 9, 'months', 'Poland: temporary residence permit to look for work after graduating', {
    url: 'https://mos.cudzoziemcy.gov.pl/en/informacje/absolwent_ru/wprowadzenie_EN',
    confirmed: true,
  }),
  // UDI: "you can have it for a maximum of one year in total".
  norway: postStudyRule('norway', 12, 'months', 'Norway: residence permit to look for work after graduating (up to one year)', {
    url: 'https://www.udi.no/en/want-to-apply/work-immigration/job-seekers/a-job-seeker-who-has-recently-graduated-or-is-a-researcher/',
    confirmed: true,
  }),
  // PMLP's page grants it after a full-time master's or doctoral programme; its length was not in the stored copy.
  latvia: postStudyRule('latvia', 9, 'months', 'Latvia: residence permit to look for work after a full-time master’s or doctoral programme', {
    url: 'https://www.pmlp.gov.lv/lv/persona-pec-studiju-vai-petniecibas-projekta-pabeigsanas-0',
  }),
  // Study in Lithuania: "apply for a temporary residence permit for 12 months to look for a job".
  lithuania: postStudyRule('lithuania', 12, 'months', 'Lithuania: temporary residence permit to look for work after graduating', { confirmed: true }),
  southkorea: postStudyRule('southkorea', 'D-10', 'visa', 'South Korea: D-10 job-seeker visa after graduating'),
  japan: postStudyRule('japan', 12, 'months', 'Japan: Designated Activities status to look for work after graduating (up to one year)'),
  italy: postStudyRule('italy', 12, 'months', 'Italy: residence permit to look for work after graduating (up to 12 months)'),
  hungary: postStudyRule('hungary', 9, 'months', 'Hungary: residence permit to look for work after graduating'),
  // Migri, "Extended permit to look for work": "You may get the permit for two years at the most".
  finland: postStudyRule('finland', 24, 'months', 'Finland: residence permit to look for work after graduating', {
    url: 'https://migri.fi/en/extended-permit-to-look-for-work',
    confirmed: true,
  }),
  spain: postStudyRule('spain', 12, 'months', 'Spain: stay authorisation to look for work after graduating'),
  // Study in Estonia: "stay to Estonia for additional 9 months after their graduation to look for a job".
  estonia: postStudyRule('estonia', 9, 'months', 'Estonia: stay to look for work after graduating', { confirmed: true }),
  // SIRI (the work permit page above): the permit "is also valid during the 6 month or 3 year job seeking period granted to you, after you have completed your studies".
  denmark: postStudyRule(
    'denmark',
    36,
    'months',
    'Denmark: job-seeking period after completing a higher education programme (up to 3 years; 6 months after some programmes)',
    {
      url: 'https://nyidanmark.dk/en-GB/Words-and-concepts/SIRI/Work-permits-for-students-in-higher-educational-programmes/',
      confirmed: true,
    },
  ),
  switzerland: postStudyRule('switzerland', 6, 'months', 'Switzerland: stay to look for work after graduating from a Swiss university'),
  // Immigration Office (dofi.ibz.be, "Zoekjaar"): leave to extend the stay "met maximum 12 maanden … teneinde werk te zoeken".
  belgium: postStudyRule('belgium', 12, 'months', 'Belgium: search year after graduating', {
    url: 'https://dofi.ibz.be/nl/themes/ressortissants-dun-pays-tiers/travail/zoekjaar',
    confirmed: true,
  }),
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
  courseMonths: fact({
    value: 54,
    unit: 'months',
    appliesTo: 'NMC FMGL Regulations 2021: minimum length of the foreign medical course, in the same institution',
    source: source.nmc,
    checked: CHECKED,
    effective: '2021-11-18',
    confirmed: false,
  }),
  internshipMonths: fact({
    value: 12,
    unit: 'months',
    appliesTo: 'NMC FMGL Regulations 2021: internship in the same foreign institution, then 12 more months supervised in India',
    source: source.nmc,
    checked: CHECKED,
    effective: '2021-11-18',
    confirmed: false,
  }),
  completeWithinYears: fact({
    value: 10,
    unit: 'years',
    appliesTo: 'NMC FMGL Regulations 2021: the course must be completed within ten years of joining',
    source: source.nmc,
    checked: CHECKED,
    effective: '2021-11-18',
    confirmed: false,
  }),
  worldDirectory: fact({
    value: 'listed',
    unit: 'listing',
    appliesTo: 'World Directory of Medical Schools (WFME and FAIMER): medical schools are listed in it (it does not recognise or accredit them)',
    source: source.wdoms,
    checked: CHECKED,
    confirmed: false,
  }),
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
  // Jharkhand's NEET(UG)-2025 counselling board (jceceb.org.in), quoting the rule: "a minimum of 50% marks taken together in Physics, Chemistry and Biology", 40% for SC/ST/OBC.
  pcbGeneralPercent: fact({
    value: 50,
    unit: '%',
    appliesTo: 'NEET-UG: minimum Class 12 marks in Physics, Chemistry and Biology, general category (40% SC/ST/OBC)',
    source: source.nta,
    checked: CHECKED,
    confirmed: true,
  }),
  qualifyingPercentile: fact({
    value: { general: 50, generalPwbd: 45, reserved: 40 },
    unit: 'percentile',
    appliesTo: 'NEET-UG: the qualifying percentile for the general category, general candidates with a disability (PwBD), and SC, ST and OBC candidates',
    source: source.nta,
    checked: CHECKED,
    confirmed: false,
  }),
  minimumAge: fact({
    value: 17,
    unit: 'years',
    appliesTo: 'NEET-UG: minimum age on 31 December of the admission year',
    source: source.nta,
    checked: CHECKED,
    confirmed: false,
  }),
};

/** Education loans: what the site promises about repayment and tax. */
export const loanFacts = {
  /**
   * One wording everywhere: the moratorium is the course plus a grace period. The IBA's Model
   * Educational Loan Scheme gives the course period plus one year (its text as reproduced by banks
   * and the press; the IBA's own page was not found here); each bank may set less, so the site says "up to".
   */
  moratoriumGraceMonths: fact({
    value: 12,
    unit: 'months after the course, at most',
    appliesTo: 'Education loans (IBA Model Educational Loan Scheme): repayment starts after the course plus up to one year (each bank sets its own)',
    source: source.iba,
    checked: CHECKED,
    confirmed: false,
  }),
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
  passMark: fact({
    value: 65,
    unit: 'points',
    appliesTo: 'Australian skilled migration points test (subclasses 189, 190 and 491): the pass mark to be invited',
    source: { name: 'Australian Home Affairs', url: 'https://immi.homeaffairs.gov.au/help-support/tools/points-calculator' },
    checked: CHECKED,
    confirmed: false,
  }),
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
