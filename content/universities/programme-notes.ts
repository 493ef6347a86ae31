/**
 * A partner whose programme, as the university states it, fails one of the NMC's rules is shown only
 * with a note saying so: the content build stops on a file without one (tooling/content-rules.ts,
 * universityCheck), naming the file and the fields as the editor shows them. No generated data is
 * read here: the build runs it before any exists.
 */
import { editorPlace } from '@/content/data/place';
import { programmeFailures, type CheckFacts, type RuleId } from '@/lib/mbbs-check';
import { university, type University } from './schema';

/** The programme's fields each rule reads. */
const FIELDS_OF: Partial<Record<RuleId, string[]>> = {
  courseLength: ['courseMonths'],
  internship: ['internshipMonths', 'internshipAt'],
  language: ['language'],
  oneInstitution: ['wholeCourseHere', 'internshipAt'],
  withinTen: ['courseMonths', 'internshipMonths'],
  registration: ['registration'],
};

/** Each rule as the message names it (the NMC's Foreign Medical Graduate Licentiate Regulations, content/facts/mbbs.yaml). */
const RULE_WORDS: Partial<Record<RuleId, string>> = {
  courseLength: 'the course’s least length',
  internship: 'the internship at the same university',
  language: 'teaching in English',
  oneInstitution: 'the whole course and internship at one university',
  withinTen: 'finishing within ten years',
  registration: 'registration to practise in the country of study',
};

const field = (name: string) => editorPlace(university, ['programme', name]).split(' → ').pop()!;

/** The lines naming each file whose stated programme fails a rule without a note (empty: none). */
export function programmeNotesMissing(items: { source: string; programme?: University['programme'] }[], facts: CheckFacts): string[] {
  return items.flatMap(({ source, programme }) => {
    if (!programme || programme.note) return [];
    return programmeFailures(programme, facts).map((rule) => {
      const fields = (FIELDS_OF[rule] ?? [rule]).map(field).join(', ');
      return `${source}: ${editorPlace(university, ['programme', 'note'])}: required, since ${fields} fails the NMC’s rule on ${RULE_WORDS[rule] ?? rule} (content/facts/mbbs.yaml): write in Note what families are told about it, or correct the figure if the university states otherwise`;
    });
  });
}
