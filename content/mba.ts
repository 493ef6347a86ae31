/**
 * The /MBA page: its words (content/pages/<language>/mba.yaml, schema content/pages/mba.schema.ts)
 * as the page's components take them. Each destination's MBA facts are fields of its country file
 * (content/countries/), beside the facts shared with /countries (name, flag, colours, cost of living,
 * work during studies). No fee range on the country panels: each school sets its own; the
 * specializations show our estimate of programme fees (content/prices/), dated.
 */
import { countries, panelTitleOf, withCount, type MbaCountryDetails } from '@/content/countries';
import type { DataLanguage } from '@/content/data/schema';
import { faqSection } from '@/content/faq/entries';
import { pageWords } from '@/content/pages';
import { priceNamed } from '@/content/prices';
import { priceText } from '@/content/prices/format';
import { testimonialsOn, type TestimonialFile } from '@/content/testimonials';
import type { FaqItem } from '@/content/types';

/** Each destination's MBA facts (its file in content/countries/), by country id. */
export const mbaByCountry: Record<string, MbaCountryDetails> = Object.fromEntries(countries.map((c) => [c.id, c.mba]));

export type MbaSpecialization = {
  title: string;
  description: string;
  duration: string;
  /** Programme fees (the price file it names, content/prices/<fees>.yaml): the figure… */
  avgFees: string;
  /** …and whose figure it is and when it was set. */
  feesSource: string;
  careerProspects: string[];
  features: string[];
  /** Our icon instead of the old site's stock photo: a lucide icon's name. */
  icon: string;
};

export type MbaBenefit = { title: string; text: string; /** A lucide icon's name. */ icon: string };

/** The /MBA page's words in a language; a specialization's fees from its price file. */
export function mbaWordsIn(language: DataLanguage) {
  const { hero, specializations, labels, destinations, benefits, ...rest } = pageWords('mba', language);
  const { items, ...section } = specializations;
  return {
    mbaPage: {
      ...rest,
      hero: { ...hero, text: withCount(hero.text) },
      specializations: section,
      destinations: { ...destinations, panelTitle: panelTitleOf(destinations.panelTitle) },
      benefits: { id: benefits.id, title: benefits.title },
    },
    mbaFactLabels: labels,
    mbaSpecializations: items.map(({ fees, careers, features, ...s }): MbaSpecialization => {
      const { amount, per, source } = priceText(priceNamed(fees), language);
      return { ...s, avgFees: `${amount} ${per}`, feesSource: source, careerProspects: careers, features };
    }),
    mbaBenefits: benefits.items satisfies MbaBenefit[],
  };
}

const english = mbaWordsIn('en');

export const mbaPage = english.mbaPage;
/** The eight tiles of the MBA panel, in the order shown. */
export const mbaFactLabels = english.mbaFactLabels;
export const mbaSpecializations: MbaSpecialization[] = english.mbaSpecializations;
export const mbaBenefits: MbaBenefit[] = english.mbaBenefits;

/**
 * MBA graduates' success stories: the testimonial files that list `mba` in their pages
 * (content/testimonials/), shown with an initials avatar drawn from the name (no stock photos) and
 * the role as the program line; the rating is not shown. Today's are invented samples: replace them
 * with real, consented student stories before launch.
 */
export const mbaTestimonials: TestimonialFile[] = testimonialsOn('mba');

/** The MBA page's questions: the entries of content/faq/en/ in section mba (their file names are the anchors). */
export const mbaFaqs: FaqItem[] = faqSection('mba');
