import { mbbsCheckFacts } from '@/content/mbbs-check';
import { universitiesIn } from '@/content/universities';
import { programmeNotesMissing } from '@/content/universities/programme-notes';
import type { CheckFacts } from '@/lib/mbbs-check';

// A fixture's rule, so the test holds whatever the live facts file says.
const facts: CheckFacts = {
  ...mbbsCheckFacts,
  courseMonths: { ...mbbsCheckFacts.courseMonths, value: 54 },
  internshipMonths: { ...mbbsCheckFacts.internshipMonths, value: 12 },
};
const source = 'content/universities/en/example.yaml';
const stated = { document: 'the 2026 prospectus', asOf: '2026-11' };

describe('a partner university’s programme, as it states it', () => {
  it('needs no note when nothing it states fails a rule, or when it states nothing', () => {
    expect(
      programmeNotesMissing([{ source, programme: { ...stated, courseMonths: 60, internshipMonths: 12, internshipAt: 'same', language: 'english' } }], facts),
    ).toEqual([]);
    expect(programmeNotesMissing([{ source }], facts)).toEqual([]);
  });

  it('stops the build, naming the file and the fields as the editor shows them, when a stated fact fails a rule without a note', () => {
    const lines = programmeNotesMissing([{ source, programme: { ...stated, courseMonths: 48, internshipAt: 'elsewhere' } }], facts);
    expect(lines[0]).toBe(
      `${source}: MBBS programme, as the university states it → Note: required, since Course length (months) fails the NMC’s rule on the course’s least length (content/facts/mbbs.yaml): write in Note what families are told about it, or correct the figure if the university states otherwise`,
    );
    expect(lines.some((l) => l.includes('since Internship (months), Internship where fails the NMC’s rule on the internship at the same university'))).toBe(
      true,
    );
    expect(
      programmeNotesMissing([{ source, programme: { ...stated, courseMonths: 48, note: 'The course is 48 months: it does not meet the NMC’s rule.' } }], facts),
    ).toEqual([]);
  });

  it('the live files pass the check (the build would have stopped)', () => {
    const english = universitiesIn('en');
    expect(
      programmeNotesMissing(
        english.map((u) => ({ source: u.source, programme: u.programme })),
        mbbsCheckFacts,
      ),
    ).toEqual([]);
  });
});
