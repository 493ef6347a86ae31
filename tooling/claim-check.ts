/**
 * The content build's checks of the operator's own figures (content/operator.json `figures`) against
 * the words (issue 44): a figure typed where a named one covers it ("15+ banking partners" instead of
 * {{bankingPartners}}), "24/7" while the opening hours say otherwise, a reply time they cannot keep
 * (within 24 hours with Sunday closed, unless the words say it counts working days), a text naming a
 * figure the settings leave empty, and a part larger than its whole (the countries beside the study
 * destinations, a course's students beside the students helped). Each problem names the file and
 * the field; content-collections.ts and the data and page collections throw them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { figuresIn } from '@/content/figure-names';
import { OPERATOR_FIGURES, type OperatorFigure } from '@/content/operator-settings';
import type { Operator } from '@/content/operator-schema';

/** A figure as it is typed in English, Telugu and Hindi words, by the named figure that covers it. */
const TYPED: Record<OperatorFigure, RegExp> = {
  studentsHelped: /\d[\d,]*\s*k?\+\s*(?:students|Students|success stories|విద్యార్థు|छात्र|विद्यार्थी)/,
  successRate: /\d{1,3}\s*%\s*(?:success|Success|visa approval|విజయ|सफलता)/,
  partnerUniversities: /\d[\d,]*\+\s*(?:partner universities|university partners|[Pp]artnered [Uu]niversities|భాగస్వామ్య విశ్వవిద్యాలయ|साझेदार विश्वविद्यालय)/,
  countries: /\d+\+\s*(?:countries|Countries|దేశా|देश)/,
  bankingPartners: /\d+\+?\s*(?:banking partners|bank partners|బ్యాంకింగ్ భాగస్వా|बैंकिंग (?:पार्टनर|साझेदार))/,
  mockTests: /\d+\+\s*(?:(?:full-length|chapter-wise|and|,|\s)+)?(?:mock tests|test series|మాక్|టెస్ట్|मॉक|टेस्ट)/,
  yearsOfExperience: /\d+\+?\s*(?:[Yy]ears of (?:[Ee]xperience|guiding)|సంవత్సరాల అనుభవ|साल (?:का|के) अनुभव)/,
  foundedYear: /[Ss]ince (?:19|20)\d\d,? (?:we|our)\b|(?:19|20)\d\d (?:నుంచి|నుండి) (?:మేం|మేము)|(?:19|20)\d\d से (?:हम|हमने)/,
  // A reply time ("within 24 hours", "24 గంటల్లోగా", "24 घंटे के भीतर"), not a work limit ("24 hours/week", "20 hours a week").
  replyWithinHours:
    /\b(?:within|in(?: under)?|under)\s+\d+\s*(?:hours?|hrs?)\b(?!\s*(?:\/|per\b|a (?:week|fortnight|day)|each|every))|\d+\s*గంటల(?:్లో|లో)(?:గా|పు)?|\d+\s*घंट(?:े|ों)\s*(?:के\s*)?(?:भीतर|अंदर)/i,
};

/** "24/7" and its spellings: support round the clock. */
const ROUND_THE_CLOCK = /(?<![\d/])24\s*[/x×]\s*7(?!\d)|round[- ]the[- ]clock|24 hours a day|चौबीसों घंटे|24 గంటలూ/i;

/** The figures a text types where {{name}} covers them, as `{{name}} typed as "15+ banking partners"`. */
export function typedFigures(text: string): string[] {
  return OPERATOR_FIGURES.flatMap((name) => {
    const found = text.match(TYPED[name]);
    return found ? [`{{${name}}} typed as "${found[0]}": write {{${name}}} instead`] : [];
  });
}

/** Do the opening hours (the head office's and every office's) say the office never closes? */
export const openRoundTheClock = (hours: string[]) => hours.length > 0 && hours.every((h) => ROUND_THE_CLOCK.test(h));

/** Every opening-hours text of the settings, in every language. */
export const hoursOf = (operator: Operator): string[] => [
  operator.hours,
  ...Object.values(operator.hoursTranslations ?? {}),
  ...operator.offices.flatMap((o) => [o.timings, ...Object.values(o.translations ?? {}).flatMap((w) => (w?.timings ? [w.timings] : []))]),
];

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY = String.raw`\b(sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?`;

/** The days in a row that opening hours leave closed in a week: a day range short of the week ("Mon-Sat": 1), else the days named closed ("Sunday closed"). */
export function closedDays(hours: string): number {
  const range = new RegExp(`${DAY}\\s*(?:-|–|to)\\s*${DAY}`, 'i').exec(hours);
  if (range) return 6 - ((DAYS.indexOf(range[2].toLowerCase()) - DAYS.indexOf(range[1].toLowerCase()) + 7) % 7);
  if (!/\bclosed\b|\bholiday/i.test(hours)) return 0;
  return Math.max(1, new Set([...hours.matchAll(new RegExp(DAY, 'gi'))].map((m) => m[1].toLowerCase())).size);
}

/** Words that say a reply time counts working days only. */
const WORKING_DAYS = /working[- ]days?|business days?|working hours|office hours|పని ?దిన|పని రోజు|कार्य ?दिवस|कामकाजी दिन/i;

/**
 * The spec's chatbot success message (§8), kept word for word: the one text that states the promise
 * without saying it counts working days. Any other wording of it is checked like every text.
 */
export const SPEC_CHATBOT_SUCCESS =
  "Thank you for providing your details! Our counselor will contact you within {{replyWithinHours}} hours to discuss your requirements in detail. Is there anything else you'd like to know?";

/**
 * The shortest reply time the head office's hours let the site promise without saying it counts
 * working days: a message sent as the office closes before its closed days waits those days and a
 * night ("Sunday closed": 48 hours); 0 when the office opens every day.
 */
export const honestReplyHours = (operator: Operator) => {
  const closed = closedDays(operator.hours);
  return closed > 0 ? (closed + 1) * 24 : 0;
};

/** The operator's figures a text names that the settings leave empty. */
export const absentFigures = (text: string, operator: Operator): string[] =>
  figuresIn(text).filter((name) => {
    if (!(OPERATOR_FIGURES as readonly string[]).includes(name)) return false;
    const key = name === 'yearsOfExperience' ? 'foundedYear' : (name as keyof Operator['figures']);
    return operator.figures[key] === undefined;
  });

/** Is a field's path inside a list (cards.2.text)? A list item naming a figure not given is left out, not refused. */
const inList = (field: string) => /(^|\.)\d+(\.|$)/.test(field);

/**
 * The problems of one file's texts, each "<file>: <field>: …": a typed figure a named one covers,
 * "24/7" while the hours say otherwise, and (outside a list) a figure the settings leave empty.
 */
export function textClaimProblems(where: string, texts: Iterable<[string, string]>, operator: Operator): string[] {
  const roundTheClock = openRoundTheClock(hoursOf(operator));
  const reply = operator.figures.replyWithinHours;
  const honest = honestReplyHours(operator);
  const all = [...texts];
  // The words of a list item (a fact's value and its label) say together what its figure counts.
  const itemWords = (field: string) => {
    const item = inList(field) ? field.replace(/\.[^.]+$/, '.') : undefined;
    return item ? all.filter(([f]) => f.startsWith(item)).map(([, t]) => t) : [];
  };
  const problems: string[] = [];
  for (const [field, text] of all) {
    for (const typed of typedFigures(text)) problems.push(`${where}: ${field}: ${typed}, so it follows Settings → Business figures`);
    const clock = !roundTheClock && text.match(ROUND_THE_CLOCK);
    if (clock)
      problems.push(
        `${where}: ${field}: "${clock[0]}" while the opening hours say "${operator.hours}": say what is true, e.g. the chatbot and forms are open day and night and counsellors reply in office hours`,
      );
    if (
      reply != null &&
      reply < honest &&
      figuresIn(text).includes('replyWithinHours') &&
      text !== SPEC_CHATBOT_SUCCESS &&
      ![text, ...itemWords(field)].some((t) => WORKING_DAYS.test(t))
    )
      problems.push(
        `${where}: ${field}: a reply within ${reply} hours while the opening hours say "${operator.hours}": a message sent as the office closes waits until it opens again. Say it counts working days (e.g. "within {{replyWithinHours}} hours on working days"), or promise ${honest} hours or more in Settings → Business figures`,
      );
    if (!inList(field))
      for (const name of absentFigures(text, operator))
        problems.push(`${where}: ${field}: {{${name}}} is left empty in Settings → Business figures: give it there, or take it out of this text`);
  }
  return problems;
}

/** Every string of a value with its dotted path. */
export function* stringsOf(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) yield* stringsOf(v, path ? `${path}.${key}` : key);
}

export type CourseCount = { file: string; students: number };

/**
 * The settings' own problems, each "<file>: figures.<name>: …": a part larger than its whole (fewer
 * countries than study destinations; a course's students, or all of them together, more than the
 * students helped), a founding year or a count month still to come.
 */
export function figureProblems(operator: Operator, file: string, destinations: number, courses: CourseCount[], today: Date): string[] {
  const f = operator.figures;
  const problems: string[] = [];
  if (f.countries != null && f.countries < destinations)
    problems.push(
      `${file}: figures.countries: ${f.countries} countries is fewer than the ${destinations} study destinations of the countries guide (content/countries/en/): a part larger than its whole; count again, or leave it empty`,
    );
  const studentsHelped = f.studentsHelped;
  if (studentsHelped != null) {
    for (const c of courses)
      if (c.students > studentsHelped)
        problems.push(
          `${c.file}: stats.students: ${c.students} students guided into one course, more than the ${f.studentsHelped} students helped in all (${file} figures.studentsHelped)`,
        );
    const total = courses.reduce((sum, c) => sum + c.students, 0);
    if (courses.length > 1 && total > studentsHelped)
      problems.push(
        `${file}: figures.studentsHelped: ${f.studentsHelped} students helped, fewer than the ${total} the course files count together (${courses.map((c) => c.file).join(', ')}): a part larger than its whole`,
      );
  }
  if (f.foundedYear != null && f.foundedYear > today.getUTCFullYear()) problems.push(`${file}: figures.foundedYear: ${f.foundedYear} is still to come`);
  const month = `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
  if (f.asOf > month) problems.push(`${file}: figures.asOf: ${f.asOf} is still to come: the month you counted`);
  return problems;
}

/** The number of study destinations (English country files) and each course's students (its English file), read from the folders. */
export function countedFiles(root = 'content'): { destinations: number; courses: CourseCount[] } {
  const yamls = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.yaml'));
  const destinations = yamls('countries/en').length;
  const courses = yamls('courses/en').flatMap((f) => {
    const file = join(root, 'courses/en', f);
    const students = (parse(readFileSync(file, 'utf8')) as { stats?: { students?: number } } | null)?.stats?.students;
    return typeof students === 'number' ? [{ file, students }] : [];
  });
  return { destinations, courses };
}
