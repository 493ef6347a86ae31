/**
 * The MBBS in Vietnam page's words (content/pages/<language>/mbbs.yaml, schema
 * content/pages/mbbs.schema.ts) as the page's components take them: icons drawn from their names,
 * the prices from content/prices/, the universities from content/universities/.
 */
import { iconNode, type DataLanguage } from '@/content/data/schema';
import { pageWords, type PageContent } from '@/content/pages';
import { priceFact } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import { accreditationText, tuitionAcross, universitiesIn, universityCards, type Accreditation, type UniversityCard } from '@/content/universities';
import { worldDirectoryIn } from '@/content/world-directory';

export { accreditationText, type MbbsHighlight, type UniversityCard as MbbsUniversity } from '@/content/universities';

type Words = PageContent<'mbbs'>;

export type MbbsBenefit = Words['benefits']['cards'][number];

/**
 * The MBBS page's words, typed from its schema, with what the page adds: the hero's figures (a
 * price says whose figure it is and when it was set, `note`) and the universities' cards
 * (content/universities/<language>/<id>.yaml).
 */
export type MbbsContent = Omit<Words, 'facts' | 'universities' | 'listing'> & {
  facts: { label: string; value: string; note?: string }[];
  universities: Words['universities'] & { list: UniversityCard[] };
};

/**
 * What a university's listing and course are, in a language: listed in the World Directory of
 * Medical Schools (which lists medical schools and recognises none, content/world-directory.ts), and a
 * course that meets the NMC's rules (the NMC approves no foreign university).
 */
export function mbbsAccreditations(language: DataLanguage): Record<Accreditation, string> {
  return { 'world-directory': worldDirectoryIn(language).listed, nmc: pageWords('mbbs', language).listing.nmc };
}

/** The MBBS page in a language. */
export function mbbsIn(language: DataLanguage): MbbsContent {
  const w = pageWords('mbbs', language);
  const accreditations = mbbsAccreditations(language);
  const { labels } = w.universities;
  const list = universityCards(language, { accreditations, labels });
  // The page states of all its universities only what every card states (a course meets the NMC's
  // rules only where its programme's facts show it: content/universities).
  const accreditation = list.length ? list[0].accreditation.filter((a) => list.every((u) => u.accreditation.includes(a))) : [];
  const tuition = priceText(tuitionAcross(universitiesIn(language)), language);
  return {
    hero: { ...w.hero, badges: [...w.hero.badges, ...accreditation] },
    facts: [
      { label: w.facts.tuition, value: tuition.amount, note: tuition.source },
      priceFact(w.facts.livingCost, 'vietnam-living-cost', language),
      { label: w.facts.length, value: w.facts.duration },
      { label: labels.accreditation, value: accreditationText(accreditation) },
    ],
    benefits: { ...w.benefits, cards: w.benefits.cards.map((c) => ({ ...c, icon: iconNode(c.icon) })) },
    universities: { ...w.universities, list },
    closing: w.closing,
  };
}

export const mbbs: MbbsContent = mbbsIn('en');
