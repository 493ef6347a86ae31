/**
 * @jest-environment node
 *
 * The rules across files the content build checks (tooling/content-rules.ts), on fixtures: each
 * finding names the file and the field.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chatTopicFindings,
  countryCheck,
  countryFindings,
  LOAN_LIMIT,
  readRules,
  serviceFindings,
  TEST_SCORE,
  TYPED_MONEY,
  tuitionFindings,
  type RulesFile,
} from '@/tooling/content-rules';

const fact = (value: unknown, unit: string, extra: object = {}) => ({
  value: value as number,
  unit,
  appliesTo: 'A fixture',
  source: { name: 'Fixture authority', url: 'https://example.gov/rule' },
  checked: '2026-11-25',
  confirmed: true,
  ...extra,
});

const rules: RulesFile = {
  source: 'content/facts/new-zealand.yaml',
  facts: {
    workLimit: fact(20, 'hours/week'),
    postStudy: fact(36, 'months'),
    fundsYear: fact(20000, 'NZD/year'),
  },
};
const shared = { rules: 'new-zealand', sources: { workRights: 'workLimit', postStudy: 'postStudy', costOfLiving: 'fundsYear' } };
const where = 'content/countries/en/new-zealand.yaml';
const words = {
  workDuringStudies: '{{workLimit}} hours a week in term time',
  afterGraduation: 'Post-study work visa: up to {{postStudy|period}}',
  costOfLiving: '{{fundsYear}} a year (the Student visa’s funds rule)',
  requirements: ['IELTS or TOEFL: each university sets its minimum score'],
  universities: 'Eight public universities',
};

describe('a country file’s rules across files', () => {
  it('passes a country whose figures are named from its facts', () => {
    expect(countryFindings(where, words, shared, rules)).toEqual([]);
  });

  it('refuses a work line that types the figure while its source line shows another fact (a funds page as the source of work rights)', () => {
    const findings = countryFindings(
      where,
      { ...words, workDuringStudies: '20 hours a week in term time' },
      { ...shared, sources: { ...shared.sources, workRights: 'fundsYear' } },
      rules,
    );
    expect(findings).toEqual([
      expect.stringMatching(/^content\/countries\/en\/new-zealand\.yaml: Work during studies: name the fact its source line shows, \{\{fundsYear\}\}/),
    ]);
  });

  it('refuses a source naming no fact of the rules file, and a post-study number no fact states', () => {
    expect(countryFindings(where, words, { ...shared, sources: { ...shared.sources, postStudy: 'noSuchFact' } }, rules)).toContain(
      `${where}: Sources shown → After graduation: content/facts/new-zealand.yaml has no fact noSuchFact`,
    );
    expect(countryFindings(where, { ...words, afterGraduation: 'Post-study work visa: {{postStudy|period}}, 4 years for a PhD' }, shared, rules)).toEqual([
      expect.stringMatching(/^content\/countries\/en\/new-zealand\.yaml: After graduation: “4” is no figure of its post-study facts/),
    ]);
  });

  it('takes our tuition estimate, or an official tuition fact of the rules file (an amount of money), and refuses a file with neither', () => {
    const estimate = [{ kind: 'all', price: { min: 22000, max: 40000, currency: 'NZD', per: 'year', basis: 'estimate', asOf: '2026-11' } }];
    const withFact: RulesFile = { ...rules, facts: { ...rules.facts, tuition: fact(22000, 'NZD/year') } };
    expect(tuitionFindings(where, { ...words, sources: shared.sources, tuition: estimate }, rules)).toEqual([]);
    expect(tuitionFindings(where, { ...words, sources: { ...shared.sources, tuition: 'tuition' } }, withFact)).toEqual([]);
    expect(tuitionFindings(where, { ...words, sources: shared.sources }, rules)).toEqual([
      `${where}: Average tuition: give our estimate, or choose under Sources shown → Tuition the fact that states the tuition`,
    ]);
    expect(tuitionFindings(where, { ...words, sources: { ...shared.sources, tuition: 'workLimit' } }, rules)).toEqual([
      `${where}: Sources shown → Tuition: the fact workLimit of content/facts/new-zealand.yaml is no amount of money (its unit is “hours/week”, not a currency code such as NZD or NZD/year)`,
    ]);
    // A tuition fact the rules file does not have is named as any source is.
    expect(countryFindings(where, words, { ...shared, sources: { ...shared.sources, tuition: 'noTuition' } }, rules)).toEqual([
      `${where}: Sources shown → Tuition: content/facts/new-zealand.yaml has no fact noTuition`,
    ]);
  });

  it('refuses money typed into the words, in any currency, and lakh in an edition’s words', () => {
    expect(countryFindings(where, { ...words, universities: 'Fees from NZD 22,000' }, shared, rules)).toEqual([
      expect.stringMatching(/^content\/countries\/en\/new-zealand\.yaml: Universities: “NZD 2…” is money typed into the words/),
    ]);
    for (const text of ['NZ$20,000', 'SGD 5000', '£1,529', '₹ 40', '20 lakh', '20 లక్షలు', '20 लाख'])
      expect([text, TYPED_MONEY.test(text)]).toEqual([text, true]);
    for (const text of ['all 2 years', 'NMC 2024', 'Level 8', 'మీ లక్ష్యాలు']) expect([text, TYPED_MONEY.test(text)]).toEqual([text, false]);
  });

  it('refuses a score after an English test’s name, naming the requirement', () => {
    expect(countryFindings(where, { ...words, requirements: ['IELTS 6.5 overall'] }, shared, rules)).toEqual([
      `${where}: Requirements, item 1: states a score (“IELTS 6”): name the test and leave the score to each university`,
    ]);
    // The MBA panel's requirements too (content/mba.test.ts reads them as the files word them): each school sets its own.
    expect(countryFindings(where, { ...words, mbaRequirements: ['English test by name', 'GMAT 600+ at most schools'] }, shared, rules)).toEqual([
      `${where}: MBA: requirements, item 2: states a score (“GMAT 6”): name the test and leave the score to each university`,
    ]);
    for (const line of ['IELTS 6.5', 'IELTS or TOEFL iBT 90', 'GMAT 600+ at top schools', '55–60% in your bachelor’s', 'TOPIK level 4'])
      expect(line).toMatch(TEST_SCORE);
    for (const line of ['IELTS, or JLPT N2 for Japanese-taught programmes', 'IELTS, or DELE B2 for Spanish-taught programmes'])
      expect(line).not.toMatch(TEST_SCORE);
  });

  it('checks a translation’s own words against the English file’s sources', () => {
    const telugu = { workDuringStudies: 'చదువుతున్నప్పుడు వారానికి 20 గంటలు' };
    expect(countryFindings('content/countries/te/new-zealand.yaml', telugu, shared, rules)).toEqual([
      expect.stringMatching(/^content\/countries\/te\/new-zealand\.yaml: Work during studies: name the fact/),
    ]);
  });

  it('refuses a {{fact}} or {{fact.part}} that its facts file no longer has (a fact removed in the editor), naming the country file and the field', () => {
    const { fundsYear, ...withoutFunds } = rules.facts;
    void fundsYear;
    expect(
      countryFindings(where, words, { ...shared, sources: { workRights: 'workLimit', postStudy: 'postStudy' } }, { ...rules, facts: withoutFunds }),
    ).toEqual([
      `${where}: Cost of living: {{fundsYear}} names no fact of content/facts/new-zealand.yaml: put the fact fundsYear back there, or take {{fundsYear}} out of this line`,
    ]);
    const parts = { ...rules, facts: { ...rules.facts, postStudy: fact({ degree: 24, phd: 36 }, 'months') } };
    expect(countryFindings(where, { ...words, afterGraduation: 'Up to {{postStudy.master|period}}' }, shared, parts)).toEqual([
      `${where}: After graduation: {{postStudy.master|period}}: the fact postStudy of content/facts/new-zealand.yaml has no number named master (it has degree, phd)`,
    ]);
  });

  it('refuses a country whose facts file is gone (a file deleted in the editor), naming the country file and the field', () => {
    expect(countryCheck({ where, language: 'en', data: words, english: { ...shared, rules: 'no-such-facts-file' } })).toEqual([
      `${where}: rules: no facts file content/facts/no-such-facts-file.yaml (Facts in the editor): add it, or choose the file of this country’s rules`,
    ]);
  });

  it('reads a rules file as the build has it, its list of facts by key; none for a missing or broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'facts-'));
    const item = (key: string, shape: string, value: string) =>
      `  - key: ${key}\n    shape: ${shape}\n    value: ${value}\n    unit: months\n    appliesTo: x\n    source: { name: NZ, url: "https://example.gov" }\n    checked: 2026-11-25\n    confirmed: true\n`;
    writeFileSync(
      join(dir, 'nz.yaml'),
      `title: New Zealand\nfacts:\n${item('workLimit', 'number', '20')}${item('postStudy', 'numbers', '[{ part: degree, number: 24 }, { part: phd, number: 36 }]')}`,
    );
    expect(readRules('nz', dir)?.facts.workLimit.value).toBe(20);
    expect(readRules('nz', dir)?.facts.postStudy.value).toEqual({ degree: 24, phd: 36 });
    writeFileSync(join(dir, 'twice.yaml'), `title: New Zealand\nfacts:\n${item('workLimit', 'number', '20')}${item('workLimit', 'number', '24')}`);
    expect(readRules('twice', dir)).toBeUndefined();
    expect(readRules('missing', dir)).toBeUndefined();
  });
});

describe('a service file’s rules', () => {
  it('refuses a loan amount in any language, naming the file and the field', () => {
    expect(serviceFindings('content/services/en/education-loan.yaml', { details: 'Loans up to 1.5 crore, collateral-free up to 40 lakh' })).toEqual([
      'content/services/en/education-loan.yaml: Details: “1.5 crore” states a loan amount: the amount depends on the lender; say so instead',
    ]);
    for (const text of ['40-75 lakh', '1.5 కోట్ల', '40 लाख', 'crores']) expect([text, LOAN_LIMIT.test(text)]).toEqual([text, true]);
    expect(serviceFindings('content/services/te/x.yaml', { details: 'మీ లక్ష్యాలను పరిశీలించి 30-45 నిమిషాలు' })).toEqual([]);
  });
});

describe('a chatbot topic’s rules', () => {
  it('refuses a follow-up naming a university with no file, naming the topic’s file and the field', () => {
    const words = { followUps: [{ id: 'vietnam', universities: ['dianam', 'gone'] }] };
    expect(chatTopicFindings('content/chatbot-topics/en/mbbs.yaml', words, (id) => id === 'dianam')).toEqual([
      'content/chatbot-topics/en/mbbs.yaml: Follow-ups, item 1 → Partner universities, item 2: no university “gone” (content/universities/en/gone.yaml): remove it from the list, or choose one that is listed',
    ]);
    expect(chatTopicFindings('content/chatbot-topics/en/mbbs.yaml', words, () => true)).toEqual([]);
  });
});
