/**
 * The MBBS universities (content/universities/<language>/<id>.yaml, checked at build against
 * ./schema.ts) as the /MBBS page shows them in a language. Server side: the page renders them.
 */
import files from '@/.content-collections/data/content-universities.json';
import { localize, type Localized } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { priceText, yearsText, type PriceText } from '@/content/prices/format';
import type { Price } from '@/content/prices/schema';
import { sampleLink, type SampleableLink } from '@/content/samples';
import { BadgeCheck, Clock, DollarSign, Users, type IconNode } from 'lucide';
import { university, type Accreditation, type University } from './schema';
import { programmeMeetsRules, programmeQuery } from '@/lib/mbbs-check';
import { mbbsCheckFacts } from '@/content/mbbs-check';

export { ACCREDITATIONS, type Accreditation, type University } from './schema';

/** Every university in a language, by their `order` (of the given documents: a test's). */
export const universitiesIn = (language: DataLanguage, documents = files as DataDocument[]): Localized<University>[] =>
  localize(documents, university, language).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'));

/**
 * The tuition across the universities, from their own quotes: the lowest quote's start to the highest
 * quote's end, as quoted by the universities, as of the oldest quote. Quotes in another currency or
 * period than the first stop the build (a summary cannot mix them).
 */
export function tuitionAcross(list: readonly { tuition: Price; source?: string }[]): Price {
  if (!list.length) throw new Error('content/universities: no university to sum up the tuition of');
  const [first] = list;
  const other = list.find((u) => u.tuition.currency !== first.tuition.currency || u.tuition.per !== first.tuition.per);
  if (other)
    throw new Error(
      `${other.source ?? 'a university'}: tuition: ${other.tuition.currency} per ${other.tuition.per}, where the others are ${first.tuition.currency} per ${first.tuition.per}: the MBBS page's summary cannot mix them`,
    );
  const low = (p: Price) => p.amount ?? p.min!;
  const high = (p: Price) => p.amount ?? p.max ?? p.min!;
  const min = Math.min(...list.map((u) => low(u.tuition)));
  const max = Math.max(...list.map((u) => high(u.tuition)));
  const asOf = list.map((u) => u.tuition.asOf).sort()[0];
  const basis = list.every((u) => u.tuition.basis === first.tuition.basis) ? first.tuition.basis : 'estimate';
  return { ...(max > min ? { min, max } : { amount: min }), currency: first.tuition.currency, per: first.tuition.per, basis, asOf };
}

/** One of a card's four highlights; a price's `note` says whose figure it is and when it was set. */
export type MbbsHighlight = { icon: IconNode; title: string; value: string; note?: string };

/** The page's words a card takes: each accreditation's name and the facts' labels. */
export type UniversityWords = {
  accreditations: Record<Accreditation, string>;
  labels: { tuition: string; duration: string; students: string; accreditation: string };
};

/** A university card's words and figures, in a language. */
export type UniversityCard = {
  id: string;
  name: string;
  /** Other spellings of the name: the site search finds the card by them; the page does not show them. */
  alsoKnownAs: string[];
  /** Shown in the modal only when present. */
  ranking?: string;
  location: string;
  tuition: PriceText;
  duration: string;
  language: string;
  /** As the university counts them; absent when its file gives none. */
  internationalStudents?: string;
  accreditation: string[];
  /** The university's own site (opened in a new tab); an unconfirmed one is marked a sample. */
  website?: SampleableLink;
  image: { src: string; alt: string; width: number; height: number };
  summary: string;
  highlights: MbbsHighlight[];
  /** The fields shown in English because the language's file leaves them out: the page marks them lang="en". */
  fallback: string[];
  /**
   * The programme as the university states it, the query of the /mbbs-check link pre-filled with it,
   * and whether its stated facts meet every rule the check can test from them (only then does the
   * card say the course meets the NMC's rules).
   */
  programme: { query: string; meetsRules: boolean; claim?: string; stated?: NonNullable<University['programme']> };
};

/** One link object per university for every language, so the release check lists an unconfirmed one once. */
const websites = new Map<string, SampleableLink | undefined>();
function websiteOf({ id, website, websiteUnchecked }: University & { id: string }): SampleableLink | undefined {
  if (website === undefined) return undefined;
  if (!websites.has(id)) websites.set(id, websiteUnchecked ? sampleLink(website) : { href: website });
  return websites.get(id);
}

/**
 * The English files whose website is not yet confirmed, each with the link object every page shows
 * (marked a sample): the release check names each at its file and field, as the editor shows them.
 */
export const unconfirmedWebsites = (documents = files as DataDocument[]): { source: string; link: SampleableLink }[] =>
  universitiesIn('en', documents).flatMap((u) => {
    const link = u.websiteUnchecked ? websiteOf(u) : undefined;
    return link ? [{ source: u.source, link }] : [];
  });

/** The cards of a language, in the page's words (of the given rules and documents: a test's). */
export function universityCards(
  language: DataLanguage,
  { accreditations, labels }: UniversityWords,
  facts = mbbsCheckFacts,
  documents = files as DataDocument[],
): UniversityCard[] {
  const english = universitiesIn('en', documents);
  return universitiesIn(language, documents).map((u) => {
    const tuition = priceText(u.tuition, language);
    const duration = yearsText(u.durationYears, language);
    const internationalStudents = u.internationalStudents === undefined ? undefined : `${u.internationalStudents.toLocaleString('en-IN')}+`;
    const meetsRules = u.programme !== undefined && programmeMeetsRules(u.programme, facts);
    const accreditation = [...u.accreditation, ...(meetsRules ? (['nmc'] as const) : [])].map((a) => accreditations[a]);
    return {
      id: u.id,
      name: u.name,
      alsoKnownAs: u.alsoKnownAs ?? [],
      ...(u.ranking && { ranking: u.ranking }),
      location: u.location,
      tuition,
      duration,
      language: u.teachingLanguage,
      ...(internationalStudents && { internationalStudents }),
      accreditation,
      website: websiteOf(u),
      image: { src: u.image, alt: u.imageAlt, ...u.images.image },
      summary: u.summary,
      highlights: [
        { icon: DollarSign, title: labels.tuition, value: tuition.amount, note: tuition.source },
        { icon: Clock, title: labels.duration, value: duration },
        ...(internationalStudents ? [{ icon: Users, title: labels.students, value: internationalStudents }] : []),
        { icon: BadgeCheck, title: labels.accreditation, value: accreditationText(accreditation) },
      ],
      fallback: u.fallback,
      programme: {
        query: programmeQuery(u.id, countryOf(english.find((e) => e.id === u.id)!.location), u.programme ?? {}),
        meetsRules,
        ...(meetsRules && { claim: accreditations.nmc }),
        ...(u.programme && { stated: u.programme }),
      },
    };
  });
}

/** The country of a location as the English file writes it ("Hanoi, Vietnam" → "Vietnam"). */
const countryOf = (location: string) => location.split(',').pop()!.trim();

/** The accreditation as every page writes it: "Listed in the World Directory of Medical Schools · NMC (formerly MCI)". */
export const accreditationText = (parts: string[]) => parts.join(' · ');
