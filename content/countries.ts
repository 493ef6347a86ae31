/**
 * The 20 study destinations of /countries and /MBA, in their fixed order. The facts
 * here are shared by /countries and /MBA; MBA-only facts live in content/mba.ts, keyed by the same id.
 *
 * The only money figures are official ones (the visa funds rules), rendered from content/visa-funds.ts
 * with their source: tuition and living costs vary by university and city, and no official page
 * states a range, so the panels say so and counsellors confirm the current fee. Work rights are the
 * facts of content/facts.ts; where a rule has changed since the old site was written (Australia,
 * Hungary, Finland), the current rule comes first.
 */

import {
  countryFunds as funds,
  fundsText,
  otherPostStudyWork as op,
  otherWorkLimits as ow,
  postStudyWork as ps,
  studentWorkLimit,
  workLimitFigures as w,
  workLimits,
} from '@/content/facts';
import { monthYear, type Fact } from '@/lib/fact';
import { figures } from '@/lib/site';
import { Award, Compass, Headphones } from 'lucide';

/** Tuition, where no official page states a figure: what is certain, then who sets the fee. */
const tuition = (certain?: string) =>
  certain
    ? `${certain}. Fees are set by each university and programme; we confirm the current fee with you`
    : 'Set by each university and programme; we confirm the current fee with you';

/** Living costs where the visa rules state no figure. */
const livingCosts = 'Depends on the city; we plan your monthly budget with you';

/**
 * Entry thresholds no official page states (each university sets its own): the tests named, no
 * score. One wording everywhere, /MBA's with "school" for "university".
 */
export const setsMinimum = (who = 'university') => `each ${who} sets its minimum score; we check it for your shortlist`;
const english = (tests = 'IELTS or TOEFL') => `${tests}: ${setsMinimum()}`;

/** "9 months", "1 year", "3 years": a post-study stay from its months. */
export const period = (months: number) => (months % 12 ? `${months} months` : months === 12 ? '1 year' : `${months / 12} years`);

/** The after-graduation line of the destinations whose route is a stay to look for work. */
const lookForJob = (f: Fact<number>) => `${period(f.value)} to look for a job`;

const uk2027 = ps.uk2027;
/**
 * The post-study routes as a panel line, from their facts (content/facts.ts; the chatbot and FAQ
 * answers say them as a phrase, postStudyText there): /countries shows them
 * as they are, /MBA the master's part.
 */
export const postStudyLine = {
  usa: `${ps.usa.value.opt} months OPT (+${ps.usa.value.stemExtension} months for STEM degrees)`,
  uk: `Graduate visa: ${period(ps.uk.value.degree)} (${period(ps.uk.value.phd)} after a PhD)`,
  /** The announced cut, one clause. */
  uk2027: `${period(uk2027.value)} for applications from ${Number(uk2027.effective!.slice(8))} ${monthYear(uk2027.effective!)}`,
  canada: `PGWP of up to ${period(ps.canada.value)}`,
  australia: `Subclass 485 visa: ${period(ps.australia.value.degree * 12)} (${period(ps.australia.value.research * 12)} after a research degree)`,
  irelandMaster: `Stamp 1G: ${period(ps.ireland.value.level9)} after a master’s`,
};

export const countryIds = [
  'usa',
  'uk',
  'canada',
  'australia',
  'germany',
  'poland',
  'norway',
  'latvia',
  'lithuania',
  'southkorea',
  'japan',
  'italy',
  'hungary',
  'finland',
  'spain',
  'estonia',
  'denmark',
  'switzerland',
  'belgium',
  'ireland',
] as const;

export type CountryId = (typeof countryIds)[number];

/** ISO 3166-1 alpha-2 codes of our destinations: the flag file names in country-flag-icons. */
export type FlagCode =
  'US' | 'GB' | 'CA' | 'AU' | 'DE' | 'PL' | 'NO' | 'LV' | 'LT' | 'KR' | 'JP' | 'IT' | 'HU' | 'FI' | 'ES' | 'EE' | 'DK' | 'CH' | 'BE' | 'IE';

export type CountryDetails = {
  universities: string;
  avgTuition: string;
  duration: string;
  intakeMonths: string[];
  topCourses: string[];
  requirements: string[];
  costOfLiving: string;
  workRights: { duringStudies: string; afterGraduation: string };
  /**
   * The facts (content/facts, content/visa-funds) behind the cost-of-living and work-rights figures,
   * shown as "as of · source" links: the work limit, the post-study route, and the route's announced
   * change where there is one (the UK's).
   */
  sources?: { costOfLiving?: FactRef; workRights?: FactRef; postStudy?: FactRef; postStudyChange?: FactRef };
};

/** What a panel needs of a fact to link its source. */
export type FactRef = Pick<Fact<unknown>, 'checked' | 'source'>;

export type Country = {
  id: CountryId;
  name: string;
  /** ISO code of the flag (rendered from country-flag-icons at build time). */
  isoCode: FlagCode;
  /** Tailwind gradient stops for the panel's header band (white text on it keeps AA contrast). */
  bgColor: string;
  details: CountryDetails;
};

export const countries: Country[] = [
  {
    id: 'usa',
    name: 'USA',
    isoCode: 'US',
    bgColor: 'from-blue-800 to-red-700',
    details: {
      universities: 'About 4,000 accredited colleges and universities, including MIT, Stanford and Harvard',
      avgTuition: tuition(),
      duration: "Bachelor's 4 years; Master's 1.5–2 years",
      intakeMonths: ['Fall (August–September)', 'Spring (January)', 'Summer (May, limited)'],
      topCourses: ['Computer Science', 'Data Science & Analytics', 'Business Analytics', 'Engineering Management', 'Biotechnology'],
      requirements: [english(), "GRE for many STEM master's", 'SOP and 2–3 letters of recommendation', 'Proof of funds for the I-20 and F-1 visa'],
      costOfLiving: 'What your university’s Form I-20 states for the first year, living costs included, is what the F-1 visa asks you to show',
      workRights: {
        duringStudies: `${w.usaHoursAWeek} hours/week on campus during semesters, full-time in breaks`,
        afterGraduation: postStudyLine.usa,
      },
      sources: { costOfLiving: funds.usaI20, workRights: workLimits.usa, postStudy: ps.usa },
    },
  },
  {
    id: 'uk',
    name: 'UK',
    isoCode: 'GB',
    bgColor: 'from-blue-900 to-red-700',
    details: {
      universities: '160+ universities, including Oxford, Cambridge and Imperial College London',
      avgTuition: tuition(),
      duration: "Bachelor's 3 years (4 in Scotland); Master's 1 year",
      intakeMonths: ['September', 'January', 'May (some universities)'],
      topCourses: ['Business & Management', 'Computer Science', 'Data Science', 'Law', 'Public Health'],
      requirements: [
        english(),
        "Bachelor's marks: each university sets its minimum",
        'SOP and two academic references',
        'CAS and proof of funds for the Student visa',
      ],
      costOfLiving: `${fundsText(funds.ukOutsideLondonMonth)} a month outside London, ${fundsText(funds.ukLondonMonth)} in London (the Student visa’s funds rule)`,
      workRights: {
        duringStudies: `${w.ukHoursAWeek} hours/week in term time, full-time in vacations`,
        afterGraduation: `${postStudyLine.uk}; ${postStudyLine.uk2027}`,
      },
      sources: { costOfLiving: funds.ukLondonMonth, workRights: workLimits.uk, postStudy: ps.uk, postStudyChange: uk2027 },
    },
  },
  {
    id: 'canada',
    name: 'Canada',
    isoCode: 'CA',
    bgColor: 'from-red-700 to-red-900',
    details: {
      universities: 'About 100 universities and 130+ public colleges, including Toronto, UBC and McGill',
      avgTuition: tuition(),
      duration: "Bachelor's 4 years; Master's 1–2 years; college diplomas 1–2 years",
      intakeMonths: ['September', 'January', 'May'],
      topCourses: ['Computer Science & IT', 'Business Analytics', 'Engineering', 'Nursing & Healthcare', 'Supply Chain Management'],
      requirements: [
        english('IELTS Academic or TOEFL'),
        'Provincial attestation letter (PAL) for most study permits',
        'GIC and proof of funds for tuition and living costs',
        'SOP and academic transcripts',
      ],
      costOfLiving: `${fundsText(funds.canadaOneYear)} for the first year, one student (the visa’s funds rule, outside Quebec)`,
      workRights: {
        duringStudies: `${w.canadaHoursAWeek} hours/week off campus during classes, full-time in scheduled breaks`,
        afterGraduation: postStudyLine.canada,
      },
      sources: { costOfLiving: funds.canadaOneYear, workRights: workLimits.canada, postStudy: ps.canada },
    },
  },
  {
    id: 'australia',
    name: 'Australia',
    isoCode: 'AU',
    bgColor: 'from-blue-900 to-blue-700',
    details: {
      universities: '40+ universities, including Melbourne, Sydney and ANU',
      avgTuition: tuition(),
      duration: "Bachelor's 3 years; Master's 1.5–2 years",
      intakeMonths: ['February', 'July', 'November (some universities)'],
      topCourses: ['Information Technology', 'Nursing', 'Engineering', 'Accounting', 'Data Science'],
      requirements: [
        english('IELTS, TOEFL or PTE'),
        'Genuine Student (GS) requirement',
        'Proof of funds for the Student visa',
        'Overseas Student Health Cover (OSHC)',
      ],
      costOfLiving: `${fundsText(funds.australiaYear)} a year (the Student visa’s funds rule)`,
      workRights: {
        duringStudies: `${studentWorkLimit.australia} (raised from 40 hours per fortnight in July 2023), unlimited in breaks`,
        afterGraduation: postStudyLine.australia,
      },
      sources: { costOfLiving: funds.australiaYear, workRights: workLimits.australia, postStudy: ps.australia },
    },
  },
  {
    id: 'germany',
    name: 'Germany',
    isoCode: 'DE',
    bgColor: 'from-neutral-900 via-red-800 to-amber-700',
    details: {
      universities: '400+ higher education institutions, including TU Munich, LMU Munich and Heidelberg',
      avgTuition: tuition(
        'Public universities: no tuition for most programmes, only a semester fee (Baden-Württemberg charges students from outside the EU tuition); private universities charge tuition',
      ),
      duration: "Bachelor's 3–3.5 years; Master's 2 years",
      intakeMonths: ['Winter semester (October)', 'Summer semester (April)'],
      topCourses: ['Mechanical & Automotive Engineering', 'Computer Science', 'Data Science & AI', 'Electrical Engineering', 'Business & Management'],
      requirements: [
        english('IELTS or TOEFL for English-taught programmes'),
        'APS certificate for Indian applicants',
        `Blocked account of ${fundsText(funds.germanyYear)} a year`,
        'German B1–C1 for German-taught programmes',
      ],
      costOfLiving: `${fundsText(funds.germanyMonth)} a month (the visa’s funds rule)`,
      workRights: {
        duringStudies: `${w.germanyFullDays} full or ${w.germanyHalfDays} half days per year`,
        afterGraduation: `${ps.germany.value}-month job-seeker permit`,
      },
      sources: { costOfLiving: funds.germanyMonth, workRights: workLimits.germany, postStudy: ps.germany },
    },
  },
  {
    id: 'poland',
    name: 'Poland',
    isoCode: 'PL',
    bgColor: 'from-red-700 to-rose-800',
    details: {
      universities: 'About 350 universities and colleges, including the University of Warsaw, Jagiellonian University and Warsaw University of Technology',
      avgTuition: tuition(),
      duration: "Bachelor's 3–3.5 years; Master's 1.5–2 years",
      intakeMonths: ['October', 'February (some programmes)'],
      topCourses: ['Computer Science', 'Medicine', 'Business & Management', 'Engineering', 'International Relations'],
      requirements: [
        english(),
        'Apostilled transcripts and certificates',
        'Proof of funds and health insurance for the national (D) visa',
        'Letter of acceptance from the university',
      ],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: 'Full-time students may work without a work permit',
        afterGraduation: lookForJob(op.poland),
      },
      sources: { workRights: ow.poland, postStudy: op.poland },
    },
  },
  {
    id: 'norway',
    name: 'Norway',
    isoCode: 'NO',
    bgColor: 'from-red-800 to-blue-900',
    details: {
      universities: 'About 10 universities and 20+ university colleges, including Oslo, NTNU and Bergen',
      avgTuition: tuition('Public universities have charged students from outside the EU/EEA since autumn 2023'),
      duration: "Bachelor's 3 years; Master's 2 years",
      intakeMonths: ['August'],
      topCourses: ['Petroleum & Energy Engineering', 'Marine Technology', 'Computer Science', 'Environmental Sciences', 'Business & Economics'],
      requirements: [
        english(),
        'Proof of funds for living costs (amount set yearly by UDI)',
        'Accommodation and health insurance',
        'Recognised bachelor’s degree for master’s admission',
      ],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.norway.value} hours/week during studies, full-time in holidays`,
        afterGraduation: lookForJob(op.norway),
      },
      sources: { workRights: ow.norway, postStudy: op.norway },
    },
  },
  {
    id: 'latvia',
    name: 'Latvia',
    isoCode: 'LV',
    bgColor: 'from-rose-900 to-red-800',
    details: {
      universities: 'About 50 institutions, including the University of Latvia, Riga Technical University and Riga Stradiņš University',
      avgTuition: tuition('Medicine costs more than other programmes'),
      duration: "Bachelor's 3–4 years; Master's 1–2 years",
      intakeMonths: ['September', 'February'],
      topCourses: ['Computer Science', 'Medicine', 'Business Administration', 'Engineering', 'Aviation'],
      requirements: [english(), 'Apostilled 12th or bachelor’s certificates', 'Proof of funds for the residence permit', 'Health insurance'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.latvia.value} hours/week during studies, full-time in holidays`,
        afterGraduation: `${lookForJob(op.latvia)} after a master’s or doctorate`,
      },
      sources: { workRights: ow.latvia, postStudy: op.latvia },
    },
  },
  {
    id: 'lithuania',
    name: 'Lithuania',
    isoCode: 'LT',
    bgColor: 'from-amber-700 via-green-800 to-red-800',
    details: {
      universities: 'Vilnius University, Kaunas University of Technology, Vilnius Tech and 20+ other institutions',
      avgTuition: tuition(),
      duration: "Bachelor's 3.5–4 years; Master's 1.5–2 years",
      intakeMonths: ['September', 'February (some programmes)'],
      topCourses: ['Computer Science', 'Medicine', 'Business & Economics', 'Engineering', 'Life Sciences'],
      requirements: [english(), 'Recognition of Indian qualifications (SKVC)', 'Proof of funds for the national visa', 'Health insurance'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.lithuania.value} hours/week during a bachelor’s (no weekly limit in a master’s), full-time in holidays`,
        afterGraduation: lookForJob(op.lithuania),
      },
      sources: { workRights: ow.lithuania, postStudy: op.lithuania },
    },
  },
  {
    id: 'southkorea',
    name: 'South Korea',
    isoCode: 'KR',
    bgColor: 'from-blue-800 to-red-700',
    details: {
      universities: 'About 190 four-year universities, including Seoul National University, KAIST, Yonsei and Korea University',
      avgTuition: tuition('The Global Korea Scholarship (GKS) covers full tuition'),
      duration: "Bachelor's 4 years; Master's 2 years",
      intakeMonths: ['March (spring)', 'September (fall)'],
      topCourses: ['Semiconductor & Electronics Engineering', 'Computer Science', 'Business Administration', 'Biotechnology', 'Korean Studies'],
      requirements: [
        english('IELTS, or TOPIK for Korean-taught programmes'),
        'Proof of funds (a bank balance) for the D-2 visa',
        'SOP and recommendation letters',
        'Apostilled transcripts',
      ],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `With a part-time work permit: up to ${ow.southkorea.value.max} hours/week in term, depending on your level and Korean (TOPIK) score, no limit at weekends and in vacations`,
        afterGraduation: `${op.southkorea.value} job-seeker visa`,
      },
      sources: { workRights: ow.southkorea, postStudy: op.southkorea },
    },
  },
  {
    id: 'japan',
    name: 'Japan',
    isoCode: 'JP',
    bgColor: 'from-red-700 to-rose-800',
    details: {
      universities: 'About 800 universities, including Tokyo, Kyoto and Osaka',
      avgTuition: tuition('National universities charge less than private ones'),
      duration: "Bachelor's 4 years; Master's 2 years",
      intakeMonths: ['April', 'September–October'],
      topCourses: ['Robotics & Mechanical Engineering', 'Computer Science', 'Electronics', 'Business (English-taught)', 'Japanese Language & Culture'],
      requirements: [
        english('IELTS, or JLPT N2 for Japanese-taught programmes'),
        'EJU for many undergraduate programmes',
        'Certificate of Eligibility (COE) for the student visa',
        'Proof of funds',
      ],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.japan.value.term} hours/week during term with a work permit, up to ${ow.japan.value.vacationHoursADay} hours a day in long vacations`,
        afterGraduation: lookForJob(op.japan),
      },
      sources: { workRights: ow.japan, postStudy: op.japan },
    },
  },
  {
    id: 'italy',
    name: 'Italy',
    isoCode: 'IT',
    bgColor: 'from-green-800 to-red-700',
    details: {
      universities: 'About 100 universities, including Politecnico di Milano, Bologna and Sapienza',
      avgTuition: tuition('Public universities set fees by family income; private ones charge more'),
      duration: "Bachelor's 3 years; Master's 2 years",
      intakeMonths: ['September–October', 'February (some programmes)'],
      topCourses: ['Architecture & Design', 'Fashion & Luxury Management', 'Engineering', 'Economics & Finance', 'Medicine'],
      requirements: [
        english(),
        'Pre-enrolment on Universitaly',
        'Declaration of value (DoV) or CIMEA statement',
        'Proof of funds and health insurance for the visa',
      ],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.italy.value.week} hours/week, up to ${ow.italy.value.year.toLocaleString('en-GB')} hours a year`,
        afterGraduation: `Up to ${lookForJob(op.italy)}`,
      },
      sources: { workRights: ow.italy, postStudy: op.italy },
    },
  },
  {
    id: 'hungary',
    name: 'Hungary',
    isoCode: 'HU',
    bgColor: 'from-red-700 to-green-800',
    details: {
      universities: 'About 60 institutions, including Semmelweis, ELTE and the Budapest University of Technology (BME)',
      avgTuition: tuition('Medicine costs more; the Stipendium Hungaricum scholarship covers tuition'),
      duration: "Bachelor's 3–4 years; Master's 2 years; Medicine 6 years",
      intakeMonths: ['September', 'February'],
      topCourses: ['Medicine & Dentistry', 'Engineering', 'Computer Science', 'Business & Economics', 'Pharmacy'],
      requirements: [english(), 'Entrance exam or interview (medicine)', 'Proof of funds and accommodation', 'Health insurance'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.hungary.value} hours/week during term (raised from 24 hours/week in 2022), 90 days a year outside term`,
        afterGraduation: lookForJob(op.hungary),
      },
      sources: { workRights: ow.hungary, postStudy: op.hungary },
    },
  },
  {
    id: 'finland',
    name: 'Finland',
    isoCode: 'FI',
    bgColor: 'from-blue-800 to-sky-800',
    details: {
      universities: '13 universities and 22 universities of applied sciences, including Helsinki, Aalto and Tampere',
      avgTuition: tuition('Most universities offer tuition scholarships'),
      duration: "Bachelor's 3–4 years; Master's 2 years",
      intakeMonths: ['August–September', 'January (some programmes)'],
      topCourses: ['Computer Science & Software', 'Game Design', 'Education', 'Engineering', 'Business & Management'],
      requirements: [english(), 'Entrance exam or portfolio for some programmes', 'Proof of funds for the residence permit', 'Health insurance'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `No restriction on internships and thesis work that are part of your degree; other work averages ${ow.finland.value} hours/week, full-time in holidays`,
        afterGraduation: lookForJob(op.finland),
      },
      sources: { workRights: ow.finland, postStudy: op.finland },
    },
  },
  {
    id: 'spain',
    name: 'Spain',
    isoCode: 'ES',
    bgColor: 'from-red-700 to-amber-700',
    details: {
      universities: 'About 90 universities, including Barcelona, Complutense Madrid and Pompeu Fabra',
      avgTuition: tuition('Public universities charge less than private ones'),
      duration: "Bachelor's 4 years; Master's 1–2 years",
      intakeMonths: ['September', 'February (some programmes)'],
      topCourses: ['Business & Management', 'Tourism & Hospitality', 'Architecture', 'Computer Science', 'Spanish Language & Culture'],
      requirements: [
        english('IELTS, or DELE B2 for Spanish-taught programmes'),
        'Equivalence of Indian qualifications',
        'Proof of funds: a monthly amount tied to Spain’s IPREM index',
        'Private health insurance',
      ],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.spain.value} hours/week during studies`,
        afterGraduation: lookForJob(op.spain),
      },
      sources: { workRights: ow.spain, postStudy: op.spain },
    },
  },
  {
    id: 'estonia',
    name: 'Estonia',
    isoCode: 'EE',
    bgColor: 'from-sky-800 to-slate-900',
    details: {
      universities: 'University of Tartu, Tallinn University of Technology (TalTech), Tallinn University and more',
      avgTuition: tuition(),
      duration: "Bachelor's 3 years; Master's 2 years",
      intakeMonths: ['September', 'February (some programmes)'],
      topCourses: ['Cybersecurity', 'Software Engineering', 'Business Administration', 'e-Governance', 'Engineering'],
      requirements: [english(), 'Admission interview or test for some programmes', 'Proof of funds for the residence permit', 'Health insurance'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: 'No restriction on hours while you study full-time and progress',
        afterGraduation: lookForJob(op.estonia),
      },
      sources: { workRights: ow.estonia, postStudy: op.estonia },
    },
  },
  {
    id: 'denmark',
    name: 'Denmark',
    isoCode: 'DK',
    bgColor: 'from-red-700 to-red-900',
    details: {
      universities: '8 universities, including Copenhagen, DTU and Aarhus',
      avgTuition: tuition(),
      duration: "Bachelor's 3 years; Master's 2 years",
      intakeMonths: ['September', 'February (some programmes)'],
      topCourses: ['Engineering', 'Renewable Energy', 'Business & Economics', 'Computer Science', 'Life Sciences'],
      requirements: [english(), 'Assessment of Indian qualifications', 'Proof of funds for the residence permit', 'Tuition for the first year paid'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.denmark.value} hours a month during studies, full-time in June–August`,
        afterGraduation: `Up to ${lookForJob(op.denmark)} (6 months after some programmes)`,
      },
      sources: { workRights: ow.denmark, postStudy: op.denmark },
    },
  },
  {
    id: 'switzerland',
    name: 'Switzerland',
    isoCode: 'CH',
    bgColor: 'from-red-700 to-red-800',
    details: {
      universities: '12 universities, including ETH Zurich, EPFL and the University of Zurich',
      avgTuition: tuition('Public universities charge far less than private schools'),
      duration: "Bachelor's 3 years; Master's 1.5–2 years",
      intakeMonths: ['September', 'February'],
      topCourses: ['Hospitality Management', 'Banking & Finance', 'Engineering', 'Computer Science', 'Life Sciences & Pharma'],
      requirements: [english(), 'Strong academic record (competitive admission)', 'Proof of funds for the residence permit', 'Health insurance'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.switzerland.value} hours/week during term after 6 months of study, full-time in holidays`,
        afterGraduation: lookForJob(op.switzerland),
      },
      sources: { workRights: ow.switzerland, postStudy: op.switzerland },
    },
  },
  {
    id: 'belgium',
    name: 'Belgium',
    isoCode: 'BE',
    bgColor: 'from-neutral-900 via-amber-700 to-red-700',
    details: {
      universities: 'KU Leuven, Ghent University, ULB, UCLouvain and more',
      avgTuition: tuition(),
      duration: "Bachelor's 3 years; Master's 1–2 years",
      intakeMonths: ['September', 'February (some programmes)'],
      topCourses: ['Engineering', 'Business & Economics', 'Bioscience Engineering', 'Computer Science', 'International Relations & EU Studies'],
      requirements: [english(), 'Proof of funds (blocked account or sponsor)', 'Medical certificate and police clearance', 'Legalised diplomas'],
      costOfLiving: livingCosts,
      workRights: {
        duringStudies: `${ow.belgium.value} hours/week during term, full-time in holidays`,
        afterGraduation: lookForJob(op.belgium),
      },
      sources: { workRights: ow.belgium, postStudy: op.belgium },
    },
  },
  {
    id: 'ireland',
    name: 'Ireland',
    isoCode: 'IE',
    bgColor: 'from-green-800 to-orange-700',
    details: {
      universities: 'Trinity College Dublin, University College Dublin, University of Galway and 20+ other institutions',
      avgTuition: tuition(),
      duration: "Bachelor's 3–4 years; Master's 1 year",
      intakeMonths: ['September', 'January (some programmes)'],
      topCourses: ['Data Analytics', 'Computer Science', 'Pharmaceutical Sciences', 'Finance & FinTech', 'Business & Marketing'],
      requirements: [english(), 'Proof of funds for the visa', 'SOP and transcripts', 'Private medical insurance'],
      costOfLiving: `${fundsText(funds.irelandYear)} for the first year (the visa’s funds rule)`,
      workRights: {
        duringStudies: `${ow.ireland.value.term} hours/week in term, ${ow.ireland.value.holidays} hours/week in holidays`,
        afterGraduation: `Stamp 1G: ${period(ps.ireland.value.level8)} after a bachelor’s, ${period(ps.ireland.value.level9)} after a master’s`,
      },
      sources: { costOfLiving: funds.irelandYear, workRights: ow.ireland, postStudy: ps.ireland },
    },
  },
];

export const getCountry = (id: CountryId) => countries.find((c) => c.id === id)!;

/** The eight panel cards, in the order the panel shows them. */
export const countryFactLabels = {
  universities: 'Universities',
  avgTuition: 'Tuition',
  duration: 'Program Duration',
  intakeMonths: 'Intake Months',
  topCourses: 'Popular Courses',
  requirements: 'Requirements',
  costOfLiving: 'Cost of Living',
  workRights: 'Work Rights',
} as const satisfies Record<Exclude<keyof CountryDetails, 'sources'>, string>;

/** Copy of the shared destination picker (both pages). */
export type ExplorerCopy = {
  searchLabel: string;
  searchPlaceholder: string;
  exploreLabel: string;
  /** Label of the tile group for screen readers. */
  tilesLabel: string;
  /** Shown (and announced) when the search matches no country; {query} is replaced. */
  noMatch: string;
  /** Shown under the tiles while no country is selected (JS only). */
  hint: string;
  counselingLabel: string;
  /** Labels of the two parts of the Work Rights card. */
  duringStudies: string;
  afterGraduation: string;
};

export const explorerCopy: ExplorerCopy = {
  searchLabel: 'Search countries by name',
  searchPlaceholder: 'Search your destination...',
  exploreLabel: 'Explore Countries',
  tilesLabel: 'Study destinations',
  noMatch: 'No country matches “{query}”. Try another name, or clear the search to see all 20 destinations.',
  hint: 'Select a country to see its universities, costs, intakes and work rights.',
  counselingLabel: 'Get Free Counseling',
  duringStudies: 'During studies',
  afterGraduation: 'After graduation',
};

/** The /countries page copy. */
export const countriesPage = {
  hero: {
    eyebrow: 'Countries guide',
    title: 'Find Your Perfect Study Destination',
    text: 'Compare 20 countries side by side: universities, tuition, intakes, requirements, living costs and work rights for Indian students.',
  },
  destinations: {
    id: 'destinations',
    title: 'Choose Your Destination',
    intro: 'Pick a country to see what studying there costs and takes. Search by name to narrow the list.',
    panelTitle: (country: string) => `Study in ${country}`,
  },
  courses: {
    id: 'top-courses',
    eyebrow: 'Popular fields',
    title: 'Top Courses in Abroad for INDIAN STUDENTS',
    intro: 'Twelve course categories with levels, popular programmes, the main intakes in Australia, Canada, the UK and the USA.',
    feesNote: 'Tuition is set by each university and programme: we confirm the current fee, and the scholarships open to you, when we shortlist.',
  },
  courseHelp: {
    title: 'Not sure which course to choose?',
    text: 'Tell us your marks, budget and goals: a counsellor will shortlist courses, countries and universities that fit you, free of charge.',
    cta: 'Get Free Counseling',
  },
  commitment: {
    id: 'commitment',
    eyebrow: 'Why students trust us',
    title: 'Our Commitment to Your Success',
    intro: `By our own count, ${figures.text.studentsHelped} students have reached universities abroad with our guidance.`,
    items: [
      {
        icon: Headphones,
        title: 'Dedicated 24/7 Support',
        text: 'From your first question to your first week abroad, a counsellor is a call or a message away.',
      },
      {
        icon: Compass,
        title: 'Expert Guidance',
        text: 'Experienced counsellors match your profile to the right course, country and university, and check every document.',
      },
      {
        icon: Award,
        title: 'Proven Results',
        text: `${figures.text.studentsHelped} students helped with admissions, scholarships, education loans and visas.`,
      },
    ],
    cta: 'Schedule Free Counseling',
  },
} as const;
