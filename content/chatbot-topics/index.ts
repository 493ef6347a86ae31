/**
 * The chatbot's topics (content/chatbot-topics/<language>/<id>.yaml, checked at build against
 * ./schema.ts) as the chat shows them in a language, figures filled in. Server side: the chat gets
 * the result (content/chatbot.ts), never these modules.
 */
import files from '@/.content-collections/data/content-chatbot-topics.json';
import { localize, type Localized } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { figureValues, fillFigures } from '@/content/named-figures';
import { accreditationText, type MbbsUniversity } from '@/content/mbbs';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import type { ChatbotLauncherContent, ChatbotSettings, ChatbotTexts, ChatTopic } from '@/content/chatbot-types';
import { pageWords } from '@/content/pages';
import { fillText } from '@/lib/locale';
import { localizedHref, type RouteKey } from '@/content/routes';
import { chatTopic, type ChatFollowUpFile, type ChatTopicFile } from './schema';

export type { ChatFollowUpFile, ChatTopicFile } from './schema';

/** A topic in a language: its English file's fields with the language's words, follow-ups matched by id. */
export type LocalizedChatTopic = Localized<ChatTopicFile>;

/**
 * The topics of a language, in their order. A follow-up the language's file leaves out (or gives
 * another id) is the English one, listed in `fallback` as `followUps.<id>`; partner universities
 * and any keyword are taken from English too, so a visitor typing "MBBS" on a Telugu page is
 * understood.
 */
export function chatTopicFiles(language: DataLanguage): LocalizedChatTopic[] {
  const english = new Map(localize(files as DataDocument[], chatTopic, 'en').map((t) => [t.id, t]));
  return localize(files as DataDocument[], chatTopic, language)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'))
    .map((topic) => {
      const en = english.get(topic.id)!;
      const orphan = topic.followUps.find((f) => !en.followUps.some((e) => e.id === f.id));
      if (orphan) throw new Error(`${topic.source}: followUps: "${orphan.id}" is no follow-up of ${en.source}: a translation uses its English follow-up's id`);
      const fallback = [...topic.fallback];
      const followUps = en.followUps.map((enFollowUp): ChatFollowUpFile => {
        const own = topic.followUps.find((f) => f.id === enFollowUp.id);
        if (!own) fallback.push(`followUps.${enFollowUp.id}`);
        return { ...(own ?? enFollowUp), universities: enFollowUp.universities };
      });
      const keywords = [...new Set([...topic.keywords, ...en.keywords].map((k) => k.toLocaleLowerCase(language)))];
      return { ...topic, keywords, followUps, fallback };
    });
}

/** The topics' texts with their {{figures}} filled in the language. */
export function chatTopicsIn(language: DataLanguage): LocalizedChatTopic[] {
  const values = figureValues(language);
  const fill = (text: string) => fillFigures(text, values);
  return chatTopicFiles(language).map((topic) => ({
    ...topic,
    answer: fill(topic.answer),
    followUps: topic.followUps.map((f) => ({ ...f, points: f.points.map(fill) })),
  }));
}

/** The chat opens by itself once, 150 s after the visitor arrived, unless opened before on this browser. */
const settings: ChatbotSettings = { autoOpenMs: 150_000, storageKey: 'chatbotOpened' };

const NOT_WINDOW_WORDS = new Set(['meta', 'source', 'fallback', 'launcher', 'sampleEstimate', 'partners']);

/** The price file of the summaries' sample estimate. */
export const SAMPLE_ESTIMATE_PRICE = 'chatbot-masters-estimate';

/** "A, B and C (listing)": the universities named by a follow-up, with what all their cards state. */
function partnersLine(ids: string[], universities: MbbsUniversity[], line: string): string {
  const named = ids.map((id) => {
    const u = universities.find((c) => c.id === id);
    if (!u) throw new Error(`content/chatbot-topics: follow-up names university "${id}": no content/universities/en/${id}.yaml`);
    return u;
  });
  // Only what every named university's card states (the NMC's rules only where each one's programme meets them).
  const common = named[0].accreditation.filter((a) => named.every((u) => u.accreditation.includes(a)));
  return fillText(line, { names: named.map((u) => u.name).join(', '), accreditation: accreditationText(common) });
}

/** Everything the chat and its launcher say in a language (the MBBS page's universities name the partners). */
export function chatbotContent(language: DataLanguage, universities: MbbsUniversity[]) {
  const words = pageWords('chatbot', language);
  const { launcher, sampleEstimate: e, partners } = words;
  // The window's words: all but the page's search metadata, the launcher's and the lines filled in here.
  const texts = Object.fromEntries(Object.entries(words).filter(([key]) => !NOT_WINDOW_WORDS.has(key))) as Omit<ChatbotTexts, 'sampleEstimate'>;
  const cost = priceText(priceNamed(SAMPLE_ESTIMATE_PRICE), language);
  const topics: ChatTopic[] = chatTopicsIn(language).map((t) => ({
    id: t.id,
    label: t.label,
    keywords: t.keywords,
    overview: t.answer,
    ...(t.linkTo && t.linkLabel && { link: { href: localizedHref(t.linkTo as RouteKey, language), label: t.linkLabel } }),
    subOptions: t.followUps.map((f) => ({
      id: f.id,
      label: f.label,
      ...(f.country && { country: f.country }),
      facts: f.universities?.length ? [...f.points, partnersLine(f.universities, universities, partners)] : f.points,
    })),
  }));
  return {
    chatbotLauncher: { ...settings, ...launcher } satisfies ChatbotLauncherContent,
    chatbotTexts: {
      ...texts,
      sampleEstimate: fillText(e.line, { label: e.label, basis: e.basis, duration: e.duration, cost: `${cost.amount} ${cost.per}`, source: cost.source }),
    } satisfies ChatbotTexts,
    chatTopics: topics,
  };
}
