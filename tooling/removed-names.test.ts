import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removedNameMentions, removedUniversities } from '@/tooling/removed-names';

const gitEnv = {
  ...process.env,
  GIT_DIR: undefined,
  GIT_WORK_TREE: undefined,
  GIT_AUTHOR_NAME: 'Editor',
  GIT_AUTHOR_EMAIL: 'editor@fixture.test',
  GIT_COMMITTER_NAME: 'Editor',
  GIT_COMMITTER_EMAIL: 'editor@fixture.test',
} as NodeJS.ProcessEnv;

describe('a removed university’s names in the words', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'removed-names-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the universities whose files a save deleted (committed, or only in the working tree), with the names they went by', () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: gitEnv, stdio: 'pipe' });
    git('init', '-q');
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write('content/universities/en/gone.yaml', 'name: Gone University\nalsoKnownAs:\n  - Gone Medical Institute\n');
    write('content/universities/te/gone.yaml', 'summary: తెలుగు\n');
    write('content/universities/en/kept.yaml', 'name: Kept University\n');
    write('content/universities/en/later.yaml', 'name: Later University\n');
    git('add', '.');
    git('commit', '-qm', 'universities');
    git('rm', '-q', 'content/universities/en/gone.yaml', 'content/universities/te/gone.yaml');
    git('commit', '-qm', 'Delete Gone University');
    rmSync(join(dir, 'content/universities/en/later.yaml'));
    expect(removedUniversities(dir).sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      { file: 'content/universities/en/gone.yaml', names: ['Gone University', 'Gone Medical Institute'] },
      { file: 'content/universities/en/later.yaml', names: ['Later University'] },
    ]);
  });

  it('finds nothing without a git history', () => {
    mkdirSync(join(dir, 'content/universities/en'), { recursive: true });
    expect(removedUniversities(dir)).toEqual([]);
  });

  it('names each file and line that still names one, in any language’s text, as a whole name only', () => {
    const removed = [{ file: 'content/universities/en/gone.yaml', names: ['Gone University', 'Gone Medical Institute'] }];
    const files = [
      { file: 'content/articles/en/mbbs.md', text: 'Intro\n| Gone University | 6 years |\n' },
      { file: 'content/articles/te/mbbs.md', text: 'మొదటి\nGONE MEDICAL INSTITUTE లో చదువు\n' },
      { file: 'content/faq/en/x.md', text: 'Gone Universityville is a town; the Gone University2 is not one.\n' },
    ];
    expect(removedNameMentions(removed, files)).toEqual([
      'content/articles/en/mbbs.md: line 2 names “Gone University”, whose file content/universities/en/gone.yaml was removed: take the university out of this text (a table’s row, a sentence), or put its file back',
      'content/articles/te/mbbs.md: line 2 names “Gone Medical Institute”, whose file content/universities/en/gone.yaml was removed: take the university out of this text (a table’s row, a sentence), or put its file back',
    ]);
  });
});
