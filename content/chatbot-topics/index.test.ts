import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { chatbotTexts as enTexts, chatTopics as enTopics } from '@/content/chatbot';
import { DATA_LANGUAGES, type DataLanguage } from '@/content/data/schema';
import { factsNamed, figureValues, figuresIn } from '@/content/named-figures';
import { FIGURE_NAMES } from '@/content/figure-names';
import { mbbs as enMbbs } from '@/content/mbbs';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import { universitiesIn } from '@/content/universities';
import { localizedHref, type RouteKey } from '@/content/routes';
import { chatTopicFiles, SAMPLE_ESTIMATE_PRICE } from '.';
import { contentFor } from '@/content/i18n';

const { chatbotTexts: hiTexts, chatTopics: hiTopics } = contentFor('hi');
const { mbbs: hiMbbs } = contentFor('hi');
const { chatbotTexts: teTexts, chatTopics: teTopics } = contentFor('te');
const { mbbs: teMbbs } = contentFor('te');

const chat = {
  en: { texts: enTexts, topics: enTopics, mbbs: enMbbs },
  te: { texts: teTexts, topics: teTopics, mbbs: teMbbs },
  hi: { texts: hiTexts, topics: hiTopics, mbbs: hiMbbs },
} satisfies Record<DataLanguage, unknown>;

const dir = join(process.cwd(), 'content', 'chatbot-topics');
/** Every text of a language's topic files as written: answers, buttons and summary points. */
const writtenTexts = (language: DataLanguage): string[] =>
  readdirSync(join(dir, language)).flatMap((file) => {
    const topic = parse(readFileSync(join(dir, language, file), 'utf8')) as {
      label?: string;
      answer?: string;
      followUps?: { label: string; points: string[] }[];
    };
    return [topic.label ?? '', topic.answer ?? '', ...(topic.followUps ?? []).flatMap((f) => [f.label, ...f.points])];
  });

describe.each(DATA_LANGUAGES)('the chatbot’s topics in %s', (language) => {
  const { texts, topics, mbbs } = chat[language];
  const files = chatTopicFiles(language);

  it('are the topic files, in their order, each with its answer and follow-ups', () => {
    expect(topics.map((t) => t.id)).toEqual(files.map((f) => f.id));
    expect(files.map((f) => f.order)).toEqual([...files.map((f) => f.order)].sort((a, b) => a - b));
    for (const [i, topic] of topics.entries()) {
      expect(topic.label).toBe(files[i].label);
      expect(topic.subOptions.map((o) => o.id)).toEqual(chatTopicFiles('en')[i].followUps.map((f) => f.id));
    }
  });

  it('understand the English keywords too', () => {
    const english = chatTopicFiles('en');
    for (const [i, topic] of topics.entries()) expect(topic.keywords).toEqual(expect.arrayContaining(english[i].keywords.map((k) => k.toLowerCase())));
  });

  it('name their figures ({{name}}), filled in the language, never typed', () => {
    const written = writtenTexts(language);
    const named = written.flatMap((t) => figuresIn(t));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !(FIGURE_NAMES as readonly string[]).includes(n))).toEqual([]);
    // The facts' phrases (a work limit, the post-study routes, the moratorium) are not typed in a file
    // (a bare number such as 12 may be anything).
    const values = figureValues(language);
    const phrases = FIGURE_NAMES.filter((n) => factsNamed([n]).length > 0)
      .map((n) => values[n as keyof typeof values] ?? '')
      .filter((p) => p.includes(' '));
    expect(written.filter((t) => phrases.some((p) => t.includes(p)))).toEqual([]);
    // …and the chat says them.
    const said = topics.flatMap((t) => [t.overview, ...t.subOptions.flatMap((o) => o.facts)]).join('\n');
    expect(said).not.toMatch(/\{\{|\}\}/);
    for (const name of new Set(named)) expect(said).toContain(values[name as keyof typeof values]);
  });

  it('name partner universities from content/universities, with the listing the MBBS page shows', () => {
    const universities = universitiesIn(language);
    const withPartners = chatTopicFiles('en').flatMap((t) => t.followUps.filter((f) => f.universities?.length).map((f) => ({ topic: t.id, followUp: f })));
    expect(withPartners.length).toBeGreaterThan(0);
    for (const { topic, followUp } of withPartners) {
      const facts = topics.find((t) => t.id === topic)!.subOptions.find((o) => o.id === followUp.id)!.facts;
      const line = facts.at(-1)!;
      for (const id of followUp.universities!) expect(line).toContain(universities.find((u) => u.id === id)!.name);
      const cards = followUp.universities!.map((id) => mbbs.universities.list.find((u) => u.id === id)!);
      expect(line).toContain(`(${cards[0].accreditation.filter((a) => cards.every((u) => u.accreditation.includes(a))).join(' · ')})`);
    }
  });

  it('end every summary with the operator’s sample estimate of a master’s cost, saying whose figure and when', () => {
    const price = priceNamed(SAMPLE_ESTIMATE_PRICE);
    expect(price.basis).toBe('estimate');
    const { amount, per, source } = priceText(price, language);
    expect(texts.sampleEstimate).toContain(`${amount} ${per}`);
    expect(texts.sampleEstimate).toContain(source);
  });
});

describe('the chatbot’s fixed words', () => {
  it('are the same set of words in every language, each said', () => {
    for (const language of ['te', 'hi'] as const) expect(Object.keys(chat[language].texts).sort()).toEqual(Object.keys(enTexts).sort());
    for (const { texts } of Object.values(chat))
      for (const [key, value] of Object.entries(texts)) expect([key, typeof value === 'string' ? value.trim().length > 0 : true]).toEqual([key, true]);
  });
});

describe('a topic’s link under its answer', () => {
  it('leads to its page in the chat’s language, in that language’s words', () => {
    const linked = chatTopicFiles('en').filter((t) => t.linkTo);
    for (const language of DATA_LANGUAGES)
      for (const file of linked) {
        const topic = chat[language].topics.find((t) => t.id === file.id)!;
        const own = chatTopicFiles(language).find((t) => t.id === file.id)!;
        expect(topic.link).toEqual({ href: localizedHref(file.linkTo as RouteKey, language), label: own.linkLabel });
      }
  });
});
