/**
 * The MBBS universities (content/universities/<language>/<id>.yaml, checked at build against
 * ./schema.ts) as the /MBBS page shows them in a language. Server side: the page renders them.
 */
import files from '@/.content-collections/data/content-universities.json';
import { localize, type Localized } from '@/content/data/localize';
import type { DataDocument, DataLanguage } from '@/content/data/schema';
import { priceText, yearsText, type PriceText } from '@/content/prices/format';
import { sampleLink, type SampleableLink } from '@/lib/samples';
import { BadgeCheck, Clock, DollarSign, Users, type IconNode } from 'lucide';
import { university, type Accreditation, type University } from './schema';

export { ACCREDITATIONS, type Accreditation, type University } from './schema';

/** Every university in a language, in the English files' order (then by their `order`). */
export const universitiesIn = (language: DataLanguage): Localized<University>[] =>
  localize(files as DataDocument[], university, language).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id, 'en'));

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
};

/** One link object per university for every language, so the release check lists an unconfirmed one once. */
const websites = new Map<string, SampleableLink | undefined>();
function websiteOf({ id, website, websiteUnchecked }: University & { id: string }): SampleableLink | undefined {
  if (website === undefined) return undefined;
  if (!websites.has(id)) websites.set(id, websiteUnchecked ? sampleLink(website) : { href: website });
  return websites.get(id);
}

/** The cards of a language, in the page's words. */
export function universityCards(language: DataLanguage, { accreditations, labels }: UniversityWords): UniversityCard[] {
  return universitiesIn(language).map((u) => {
    const tuition = priceText(u.tuition, language);
    const duration = yearsText(u.durationYears, language);
    const internationalStudents = u.internationalStudents === undefined ? undefined : `${u.internationalStudents.toLocaleString('en-IN')}+`;
    const accreditation = u.accreditation.map((a) => accreditations[a]);
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
    };
  });
}

/** The accreditation as every page writes it: "Listed in the World Directory of Medical Schools · NMC (formerly MCI)". */
export const accreditationText = (parts: string[]) => parts.join(' · ');
