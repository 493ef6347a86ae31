import { CHECK_FACT_FILE, CHECK_FACTS } from '@/lib/mbbs-check';

/**
 * The facts the site's code reads by name (factOf in content/facts/load.ts), by the module that
 * reads them: the content build refuses a facts file without one of them, or a missing file, naming
 * the module, so a fact removed in the editor fails the build, not the pages. A test keeps this list
 * equal to what the modules read (content/facts/read-by-code.test.ts); the MBBS check's come from
 * its own list (lib/mbbs-check.ts).
 */
export const FACTS_READ_BY_CODE: Record<string, Record<string, readonly string[]>> = {
  'content/facts.ts (figures pages name, e.g. {{workLimitUk}})': {
    usa: ['workLimit', 'postStudy'],
    uk: ['workLimit', 'postStudy', 'postStudyFrom2027'],
    canada: ['workLimit', 'postStudy'],
    australia: ['workLimit', 'postStudy', 'skilledPassMark'],
    germany: ['workLimit', 'postStudy'],
    ireland: ['postStudy'],
    mbbs: ['courseMonths', 'internshipMonths', 'completeWithinYears', 'worldDirectory', 'worldDirectoryWhoUntil', 'seatsIndia'],
    neet: ['pcbGeneralPercent', 'qualifyingPercentile', 'minimumAge', 'candidates'],
    loans: ['moratoriumGraceMonths'],
  },
  'content/visa-funds.ts (the planner and the visa funds table)': {
    uk: ['fundsLondonMonth', 'fundsElsewhereMonth', 'fundsMaxMonths'],
    canada: [
      'fundsOnePerson',
      'fundsTwoPeople',
      'fundsThreePeople',
      'fundsFourPeople',
      'fundsFivePeople',
      'fundsSixPeople',
      'fundsSevenPeople',
      'fundsEachPersonBeyondSeven',
    ],
    australia: ['fundsStudent', 'fundsPartner', 'fundsChild', 'fundsSchool', 'fundsIncome', 'fundsIncomeFamily'],
    usa: ['fundsI20'],
    germany: ['fundsMonth', 'fundsYear'],
    ireland: ['fundsYear', 'fundsMonth', 'fundsLongCourseMonths'],
    'new-zealand': ['fundsYear', 'fundsMonth', 'fundsSchoolYear'],
    'exchange-rates': ['gbp', 'cad', 'aud', 'usd', 'eur', 'nzd'],
    loans: ['section80eYears'],
  },
  'content/mbbs-check.ts (the MBBS degree check)': {
    mbbs: CHECK_FACTS.filter((key) => CHECK_FACT_FILE[key] === 'mbbs'),
    neet: CHECK_FACTS.filter((key) => CHECK_FACT_FILE[key] === 'neet'),
  },
};

/** The modules that read fact `key` of content/facts/<file>.yaml. */
export const codeReading = (file: string, key: string): string[] =>
  Object.entries(FACTS_READ_BY_CODE).flatMap(([module, files]) => (files[file]?.includes(key) ? [module] : []));

/** Every facts file the code reads. */
export const filesReadByCode = (): string[] => [...new Set(Object.values(FACTS_READ_BY_CODE).flatMap((files) => Object.keys(files)))].sort();

/** The problems of a facts file named `file` with these keys (or absent: undefined), "<where>: facts: …". */
export function codeReadProblems(where: string, file: string, keys: readonly string[] | undefined): string[] {
  const wanted = [...new Set(Object.values(FACTS_READ_BY_CODE).flatMap((files) => files[file] ?? []))];
  if (keys === undefined)
    return wanted.length
      ? [`${where}: missing, but the site reads its facts ${wanted.join(', ')} (${codeReading(file, wanted[0]).join('; ')}): put the file back`]
      : [];
  return wanted
    .filter((key) => !keys.includes(key))
    .map(
      (key) =>
        `${where}: facts: no fact ${key}, but ${codeReading(file, key).join(' and ')} reads it: put it back (name: ${key}), or ask a developer to stop reading it`,
    );
}
