/**
 * @jest-environment node
 *
 * Drift from a glossary term (tooling/glossary-drift.ts): another spelling of a term, or another word
 * the glossary names for it, anywhere in an edition's data files stops the content build naming the
 * file, the field and the agreed form, unless the glossary allows it; the build's report lists every
 * form of each term and where. Fixtures only: no live glossary or page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { glossaryEntry, type GlossaryEntry } from '@/content/glossary/schema';
import { fileTexts } from '@/tooling/glossary-check';
import { driftLines, driftOf, driftReport, fold, termUses } from '@/tooling/glossary-drift';

const te = (entries: GlossaryEntry[], fields: Record<string, string>) => termUses(fileTexts('content/pages/te/x.yaml', stringify(fields)), entries);
const found = (uses: ReturnType<typeof termUses>) => driftOf(uses).map((u) => u.found);

describe('the spelling key', () => {
  it.each([
    ['vowel length and hyphen', 'ఇ-మెయిల్', 'ఈమెయిల్'],
    ['ళ్ళ and ళ్ల', 'వెళ్ళండి', 'వెళ్లండి'],
    ['virama (సిఫార్సు, సిఫారసు)', 'సిఫార్సు', 'సిఫారసు'],
    ['anusvara and మ్', 'ఫారం', 'ఫారమ్'],
    ['a joiner', 'ట్రాన్‌స్క్రిప్ట్', 'ట్రాన్స్‌క్రిప్ట్'],
    ['nukta, precomposed or not', 'फ़ीस', 'फीस'],
    ['nukta letter', 'ज़्यादा', 'ज्यादा'],
    ['anusvara and nasal consonant', 'हिन्दी', 'हिंदी'],
    ['ai and e', 'व्हाट्सऐप', 'व्हाट्सएप'],
    ['English letters, case and hyphen', 'E-mail', 'email'],
  ])('is one for two spellings differing by %s', (_, a, b) => {
    expect(fold(a)).toBe(fold(b));
  });

  it('keeps short and long a apart (कम, काम), and two different consonants', () => {
    expect(fold('कम')).not.toBe(fold('काम'));
    expect(fold('నుండి')).not.toBe(fold('నుంచి'));
  });
});

describe('another spelling of a term', () => {
  const form: GlossaryEntry = { en: 'form', term: 'ఫారం', forms: ['ఫారాలు'] };
  const email: GlossaryEntry = { en: 'e-mail', term: 'ఈమెయిల్' };

  it('is found with its suffix, hyphen or space, and the agreed form and its inflections are not', () => {
    const uses = te([form, email], { a: 'ఈ ఫారమ్‌లో రాయండి', b: 'ఇ-మెయిల్ లేదా ఇ మెయిల్ పంపండి', c: 'ఫారంలో, ఫారాలు, ఈమెయిల్‌కు' });
    expect(found(uses)).toEqual(['ఫారమ్‌లో', 'ఇ-మెయిల్', 'ఇ మెయిల్']);
    expect(uses.filter((u) => u.kind === 'agreed').map((u) => u.found)).toEqual(['ఫారంలో', 'ఫారాలు', 'ఈమెయిల్‌కు']);
  });

  it('counts a Telugu oblique, linking or emphatic stem as the agreed form', () => {
    const university: GlossaryEntry = { en: 'university', term: 'విశ్వవిద్యాలయం' };
    const test: GlossaryEntry = { en: 'test', term: 'టెస్ట్' };
    const application: GlossaryEntry = { en: 'application', term: 'దరఖాస్తు' };
    expect(found(te([university, test, application], { a: 'విశ్వవిద్యాలయాన్ని, టెస్టులు, ఏ దరఖాస్తూ' }))).toEqual([]);
  });

  it('counts a Hindi oblique ending and vowel-sign plural, but not a longer word', () => {
    const free: GlossaryEntry = { en: 'collateral-free', term: 'बिना गिरवी वाला' };
    const list: GlossaryEntry = { en: 'list', term: 'सूची' };
    const uses = termUses(fileTexts('content/faq/hi/a.md', '---\nquestion: x\n---\nबिना गिरवी वाले लोन, सूचियाँ, सूचीबद्ध, सुची\n'), [free, list]);
    expect(found(uses)).toEqual(['सुची']);
    expect(uses.filter((u) => u.kind === 'agreed').map((u) => u.found)).toEqual(['बिना गिरवी वाले', 'सूचियाँ']);
  });

  it('is not found in a word that only starts like a short term', () => {
    const we: GlossaryEntry = { en: 'we', term: 'మేం' };
    expect(te([we], { a: 'మెంటరింగ్ చేస్తాం' })).toEqual([]);
  });
});

describe('another word the glossary names', () => {
  const documents: GlossaryEntry = { en: 'documents', term: 'డాక్యుమెంట్లు', forms: ['డాక్యుమెంట్'], others: ['పత్రాలు', 'పత్రం'] };
  const whatsapp: GlossaryEntry = { en: 'WhatsApp', term: 'व्हाट्सऐप', others: ['WhatsApp'] };

  it('is found in its spellings and inflections, in the native script or in English letters, but not inside another word', () => {
    expect(found(te([documents], { a: 'పత్రాలు, పత్రాన్ని, డాక్యుమెంట్‌ను, ఆసుపత్రి' }))).toEqual(['పత్రాలు', 'పత్రాన్ని']);
    const hi = termUses(fileTexts('content/pages/hi/x.yaml', 'a: WhatsApp पर या व्हाट्सएप पर लिखें\n'), [whatsapp]);
    expect(found(hi)).toEqual(['WhatsApp', 'व्हाट्सएप']);
  });

  it('is not found inside another term’s agreed form (मुख्य कार्यालय holds कार्यालय)', () => {
    const office: GlossaryEntry = { en: 'office', term: 'ऑफ़िस', others: ['कार्यालय'] };
    const head: GlossaryEntry = { en: 'head office', term: 'मुख्य कार्यालय' };
    const uses = termUses(fileTexts('content/pages/hi/x.yaml', 'a: हमारा मुख्य कार्यालय\nb: कार्यालय में आइए\n'), [office, head]);
    expect(driftOf(uses).map((u) => `${u.field}: ${u.found}`)).toEqual(['b: कार्यालय']);
  });

  it('passes where the glossary allows it with a reason, in one file or everywhere', () => {
    const source: GlossaryEntry = {
      en: 'source',
      term: 'ఆధారం',
      others: ['మూలం'],
      allow: [{ form: 'మూలం వద్ద', in: 'services/te/forex.yaml', reason: 'the tax’s own name' }],
    };
    const texts = [
      ...fileTexts('content/services/te/forex.yaml', 'a: మూలం వద్ద వసూలు చేసే పన్ను\n'),
      ...fileTexts('content/pages/te/x.yaml', 'a: మూలం వద్ద వసూలు\nb: అధికారిక మూలం\n'),
    ];
    const uses = termUses(texts, [source]);
    expect(driftOf(uses).map((u) => `${u.file}: ${u.field}`)).toEqual(['content/pages/te/x.yaml: a', 'content/pages/te/x.yaml: b']);
    expect(uses.find((u) => u.allowed)?.allowed).toBe('the tax’s own name');
  });
});

describe('the build’s words', () => {
  const form: GlossaryEntry = { en: 'form', term: 'ఫారం', others: ['దరఖాస్తు పత్రం'], allow: [{ form: 'ఫారమ్ 16', reason: 'the tax form’s name' }] };
  const texts = fileTexts('content/faq/te/a.md', '---\nquestion: ఏ ఫారం?\n---\nమొదటి వాక్యం.\n\nఈ ఫారమ్ నింపండి. ఫారమ్ 16 కూడా. దరఖాస్తు పత్రం ఇవ్వండి.\n');
  const uses = termUses(texts, [form]);

  it('name the file, the field (a Markdown body by its line) and the agreed form', () => {
    expect(driftLines(driftOf(uses), 'the glossary (glossary/te.yaml)')).toEqual([
      'content/faq/te/a.md: body, line 6: “ఫారమ్” is another spelling of ఫారం (form) in the glossary (glossary/te.yaml): write ఫారం, or allow it there with a reason',
      'content/faq/te/a.md: body, line 6: “దరఖాస్తు పత్రం” is another word for ఫారం (form) in the glossary (glossary/te.yaml): write ఫారం, or allow it there with a reason',
    ]);
  });

  it('give the reviewer each form found and where: what stops the build, what is allowed and why, and the agreed uses', () => {
    const report = driftReport(uses, [form], 'Glossary forms in the te edition');
    expect(report).toContain('## form: ఫారం');
    expect(report).toContain('- “ఫారమ్” (another spelling of ఫారం: **stops the build**), 1×: content/faq/te/a.md: body, line 6');
    expect(report).toContain('- “ఫారమ్” (another spelling of ఫారం: allowed (the tax form’s name)), 1×');
    expect(report).toContain('- “ఫారం” (agreed), 1×: content/faq/te/a.md: question');
  });
});

describe('a glossary file', () => {
  it('takes a term’s other forms, other words and allowed forms, each allowed form with its reason', () => {
    expect(glossaryEntry.safeParse({ en: 'form', term: 'ఫారం', forms: ['ఫారాలు'], others: ['పత్రం'], allow: [{ form: 'ఫారమ్ 16', reason: 'a name' }] }).success).toBe(
      true,
    );
    const noReason = glossaryEntry.safeParse({ en: 'form', term: 'ఫారం', allow: [{ form: 'ఫారమ్ 16' }] });
    expect(noReason.error?.issues.map((i) => i.path.join('.'))).toEqual(['allow.0.reason']);
  });
});

describe('the content build', () => {
  jest.setTimeout(60_000);
  const root = process.cwd();

  it('stops on another spelling of a term in a Hindi FAQ answer, and writes the reviewer’s report', () => {
    const scratch = join(root, '.content-collections');
    mkdirSync(scratch, { recursive: true });
    const dir = mkdtempSync(join(scratch, 'glossary-drift-test-'));
    try {
      mkdirSync(join(dir, 'glossary'));
      mkdirSync(join(dir, 'content', 'faq', 'hi'), { recursive: true });
      const email: GlossaryEntry = { en: 'e-mail', term: 'ईमेल' };
      writeFileSync(join(dir, 'glossary', 'hi.yaml'), stringify({ terms: [email] }));
      writeFileSync(join(dir, 'content', 'faq', 'hi', 'contact.md'), '---\nquestion: ईमेल कहाँ भेजें?\n---\nहमें ई-मेल भेजें।\n');
      const config = join(dir, 'content-collections.ts');
      writeFileSync(
        config,
        `import { defineConfig } from '@content-collections/core';\nimport { glossaryCollection } from '${join(root, 'tooling', 'edition-data-collections')}';\nexport default defineConfig({ content: [glossaryCollection('glossary', ${JSON.stringify(join(dir, 'content'))}, ${JSON.stringify(join(dir, 'report'))})] });\n`,
      );
      const run = spawnSync(join(root, 'node_modules', '.bin', 'content-collections'), ['build', '--config', config], { cwd: root, encoding: 'utf8' });
      expect(run.status).not.toBe(0);
      expect(`${run.stdout}\n${run.stderr}`).toContain(
        `${join(dir, 'content')}/faq/hi/contact.md: body, line 4: “ई-मेल” is another spelling of ईमेल (e-mail) in the glossary (glossary/hi.yaml): write ईमेल`,
      );
      const report = join(dir, 'report', 'hi.md');
      expect(existsSync(report)).toBe(true);
      expect(readFileSync(report, 'utf8')).toContain('“ई-मेल” (another spelling of ईमेल: **stops the build**), 1×');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
