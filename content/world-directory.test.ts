import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chatTopics as enChat } from '@/content/chatbot';
import { figureWords } from '@/content/figure-words';
import { mbbsRules } from '@/content/facts';
import { glossaries } from '@/content/glossary';
import { accreditationText, mbbsAccreditations, mbbs as enMbbs } from '@/content/mbbs';
import { worldDirectoryIn } from '@/content/world-directory';
import { routes } from '@/content/routes';
import { stringsOf, type FoundString } from '@/tooling/module-strings';
import { contentFor } from '@/content/i18n';

const { chatTopics: hiChat } = contentFor('hi');
const { mbbs: hiMbbs } = contentFor('hi');
const { chatTopics: teChat } = contentFor('te');
const { mbbs: teMbbs } = contentFor('te');

const [en, te, hi] = (['en', 'te', 'hi'] as const).map(worldDirectoryIn);
const eligibility = (language: 'en' | 'te' | 'hi') => figureWords(language).nmcEligibility;

const languages = [
  { locale: 'en', words: en, mbbs: enMbbs, chat: enChat, eligibility: eligibility('en'), doesNotRecognise: 'it does not recognise them' },
  { locale: 'te', words: te, mbbs: teMbbs, chat: teChat, eligibility: eligibility('te'), doesNotRecognise: 'వాటికి గుర్తింపు ఇవ్వదు' },
  { locale: 'hi', words: hi, mbbs: hiMbbs, chat: hiChat, eligibility: eligibility('hi'), doesNotRecognise: 'उन्हें मान्यता नहीं देती' },
] as const;

/** The WHO, as any of the three languages may write it. */
const WHO = /\bWHO\b|World Health Organi[sz]ation|डब्ल्यू[\s.]*एच[\s.]*ओ|विश्व स्वास्थ्य संगठन|డబ్ల్యూ[\s.]*హెచ్[\u200C\s.]*ఓ|ప్రపంచ ఆరోగ్య సంస్థ/u;

const root = join(process.cwd(), 'content');
const files = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : []));

/**
 * The site's own words, in every language: each content module's strings (the glossaries, which name
 * the forms to avoid, are not shown), the facts' phrases (content/pages/<language>/figure-words.yaml)
 * and each page's title and description. The files staff write in
 * the editor (articles, FAQ entries, testimonials) are theirs to word, so an article that names the
 * WHO for another reason never fails the build. Keywords are left out: they are what parents type
 * into a search box ("WHO approved MBBS"), never shown.
 */
function visibleTexts(): FoundString[] {
  const skipped = new Set(['keywords', 'glossary', 'glossaries']);
  const staffFiles = /^(articles|faq|testimonials)\//;
  const seen = new Set<unknown>();
  const out = files(root, /(?<!\.test)\.ts$/)
    .filter((f) => !staffFiles.test(relative(root, f)))
    .flatMap((f) =>
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- each module found on disk, by path
      stringsOf(require(f), relative(root, f), skipped, seen),
    );
  for (const l of ['en', 'te', 'hi'] as const) out.push(...stringsOf(figureWords(l), `pages/${l}/figure-words.yaml`, skipped, seen));
  // The editions' words, made from their files (content/i18n/edition-words.ts).
  for (const l of ['te', 'hi'] as const) out.push(...stringsOf(contentFor(l), `edition ${l}`, skipped, seen));
  for (const r of routes) out.push({ where: `route ${r.key}`, text: `${r.label} ${r.title} ${r.description}` });
  return out;
}

describe('the World Directory of Medical Schools', () => {
  it.each(languages)(
    '$locale: one name and one listing, which the NMC note explains: published by WFME and FAIMER, listing schools and recognising none',
    ({ words, eligibility, doesNotRecognise }) => {
      expect(words.listed).toContain(words.name);
      for (const part of [words.name, words.publishers, words.whoFormerly, doesNotRecognise]) expect(eligibility).toContain(part);
      // The WHO's part, only as the publisher until 2007.
      expect(eligibility.replace(words.whoFormerly, '')).not.toMatch(WHO);
    },
  );

  it.each(languages)(
    '$locale: the MBBS page shows the listing in its badges, facts and cards, the NMC’s rules only on a card whose programme meets them, and the chatbot the listing',
    ({ locale, words, mbbs, chat }) => {
      const { list } = mbbs.universities;
      expect(list.length).toBeGreaterThan(0);
      const nmc = mbbsAccreditations(locale as 'en' | 'te' | 'hi').nmc;
      expect(nmc).toContain('NMC');
      for (const u of list) {
        expect(u.accreditation[0]).toBe(words.listed);
        // What the course meets (the page file's words), never an NMC approval, and only where the programme's facts show it.
        expect(u.accreditation.slice(1)).toEqual(u.programme.meetsRules ? [nmc] : []);
        expect(u.highlights.map((h) => h.value)).toContain(accreditationText(u.accreditation));
      }
      // The page-wide badges and facts: only what every card states (one claim a pill).
      const common = list[0].accreditation.filter((a) => list.every((u) => u.accreditation.includes(a)));
      expect(common[0]).toBe(words.listed);
      expect(mbbs.hero.badges.slice(-common.length)).toEqual(common);
      expect(mbbs.hero.badges.includes(nmc)).toBe(list.every((u) => u.programme.meetsRules));
      expect(mbbs.facts.map((f) => f.value)).toContain(accreditationText(common));
      expect(mbbs.hero.text).toContain(words.name);
      const vietnam = chat.find((t) => t.id === 'mbbs')!.subOptions.find((o) => o.id === 'vietnam')!;
      expect(vietnam.facts.filter((f) => f.includes(`(${words.listed}`))).toHaveLength(1);
    },
  );

  it('is the fact’s source: the directory WFME and FAIMER publish', () => {
    // Its address and whether it is confirmed yet are staff's to keep (the release build lists an unconfirmed fact).
    const fact = mbbsRules.worldDirectory;
    const { names, ...source } = fact.source;
    expect(source).toEqual({ name: `${en.name} (${en.publishers})`, url: expect.stringMatching(/^https:\/\//) });
    // An edition's name for it, where the fact gives one, is the edition's own name of the directory and its publishers.
    for (const [locale, words] of [
      ['te', te],
      ['hi', hi],
    ] as const)
      if (names?.[locale] !== undefined) expect(names[locale]).toBe(`${words.name} (${words.publishers})`);
    expect(fact.appliesTo.startsWith(fact.source.name)).toBe(true);
    expect(fact.appliesTo).toMatch(/does not recognise/);
    expect(fact.appliesTo).not.toMatch(WHO);
  });

  it.each([
    ['te', glossaries.te, te, ['WHO జాబితాలో ఉంది', 'WHO జాబితాలో ఉన్న', 'WHO వరల్డ్ డైరెక్టరీ ఆఫ్ మెడికల్ స్కూల్స్‌లో', 'WHO వైద్య కళాశాలలను వరల్డ్ డైరెక్టరీలో జాబితా చేస్తుంది']],
    ['hi', glossaries.hi, hi, ['WHO सूची में शामिल', 'WHO की सूची में शामिल', 'WHO की वर्ल्ड डायरेक्टरी', 'WHO मेडिकल कॉलेजों को सूचीबद्ध करता है', 'WHO मान्यता-प्राप्त']],
  ] as const)('%s: is a glossary term whose other forms catch the old "WHO list" wordings', (_, glossary, words, oldForms) => {
    const entry = glossary.find((e) => e.en === 'World Directory of Medical Schools');
    expect(entry?.term).toBe(words.name);
    const caught = (text: string) => entry!.avoid!.some((p) => new RegExp(p, 'u').test(text));
    for (const old of oldForms) expect([old, caught(old)]).toEqual([old, true]);
    for (const now of [words.listed, words.whoFormerly]) expect([now, caught(now)]).toEqual([now, false]);
  });

  it('no visible text credits the WHO with listing or recognising a school: the one mention left is that it published the directory before', () => {
    const texts = visibleTexts();
    expect(texts.length).toBeGreaterThan(1000);
    // The walk reads the three MBBS pages, the three chatbots and the NMC note.
    for (const { words, mbbs, eligibility } of languages) {
      expect(texts.some((t) => t.text === mbbs.hero.text)).toBe(true);
      expect(texts.some((t) => t.text.includes(eligibility))).toBe(true);
      expect(texts.some((t) => t.text.includes(words.listed))).toBe(true);
    }
    // The one phrase of each language, and the fact that gives its year (what it applies to: when the WHO's part ended).
    const allowed = [...languages.map((l) => l.words.whoFormerly), mbbsRules.worldDirectoryWhoUntil.appliesTo];
    const crediting = texts.filter(({ text }) => WHO.test(allowed.reduce((t, clause) => t.replaceAll(clause, ''), text))).map((t) => `${t.where}: ${t.text}`);
    expect(crediting).toEqual([]);
  });
});
