/**
 * The consultation form an article offers, by its frontmatter `form`: two dropdowns each, from
 * content/pages/<language>/article-forms.yaml (schema content/pages/article-forms.schema.ts), with
 * their labels for the office from the blog page's words (content/pages/en/blog.yaml). Intakes are
 * never fixed years, which begin and pass: an intake dropdown offers the intakes that have not begun
 * on the day of the build (comingIntakes).
 */
import type { ArticleForm, ArticleLanguage } from '@/content/articles/schema';
import { pageWords } from '@/content/pages';
import type { LeadOption } from '@/content/types';
import { buildDate } from '@/lib/clock';

/** One dropdown of an article's consultation form. */
export type ConsultationDropdown = {
  /** Field name sent to the form service. */
  name: string;
  /** Its label in English, as the office reads it in the subject (the page shows the blog page's, in its language). */
  label: string;
  options: readonly LeadOption[];
};
export type ConsultationDropdowns = readonly [ConsultationDropdown, ConsultationDropdown];

/** The month (0-11) each intake's classes begin: Spring in January, Fall in August. */
export const INTAKE_START_MONTH = { Spring: 0, Fall: 7 } as const;
type Season = keyof typeof INTAKE_START_MONTH;

/** How many intakes a form offers: two years' worth. */
const INTAKES_OFFERED = 4;

/**
 * The next intakes whose classes have not begun on `today` (the build's date), soonest first:
 * in November 2026, 2027-Spring to 2028-Fall; in July 2026, 2026-Fall to 2028-Spring. A form never
 * offers an intake that has already begun (and the page drops one that begins after the build:
 * its option carries the day, intakeBegins, for the loader on every page).
 */
export function comingIntakes(today = buildDate()): string[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const season = (Object.entries(INTAKE_START_MONTH) as [Season, number][]).sort((a, b) => a[1] - b[1]);
  return [year, year + 1, year + 2, year + 3]
    .flatMap((y) => season.filter(([, start]) => y > year || start > month).map(([name]) => `${y}-${name}`))
    .slice(0, INTAKES_OFFERED);
}

/** The day an intake's classes begin, YYYY-MM-DD: 2027-Spring, 2027-01-01; 2027-Fall, 2027-08-01. */
export function intakeBegins(intake: string): string {
  const [year, season] = intake.split('-') as [string, Season];
  return `${year}-${String(INTAKE_START_MONTH[season] + 1).padStart(2, '0')}-01`;
}

const cache = new Map<ArticleLanguage, Record<ArticleForm, ConsultationDropdowns>>();

/** Every form's dropdowns, their choices labelled in a language (the values are the office's English). */
export function articleFormsIn(language: ArticleLanguage): Record<ArticleForm, ConsultationDropdowns> {
  const known = cache.get(language);
  if (known) return known;
  const { intakes, forms } = pageWords('article-forms', language);
  const labels = new Map(pageWords('blog', 'en').article.form.dropdowns.map((d) => [d.name, d.label]));
  const intakeOptions = comingIntakes().map((value): LeadOption => {
    const [year, season] = value.split('-') as [string, Season];
    return { value, label: intakes.label.replace('{year}', year).replace('{season}', intakes.seasons[season]), begins: intakeBegins(value) };
  });
  const dropdown = (id: string, d: (typeof forms)[ArticleForm][number]): ConsultationDropdown => {
    const label = labels.get(d.name);
    if (!label)
      throw new Error(
        `content/pages/en/article-forms.yaml: forms.${id}: the dropdown ${d.name} has no label: add it to content/pages/en/blog.yaml (article.form.dropdowns)`,
      );
    return { name: d.name, label, options: d.intakes ? intakeOptions : (d.options ?? []) };
  };
  const dropdowns = Object.fromEntries(
    Object.entries(forms).map(([id, [first, second]]): [string, ConsultationDropdowns] => [id, [dropdown(id, first), dropdown(id, second)]]),
  ) as Record<ArticleForm, ConsultationDropdowns>;
  cache.set(language, dropdowns);
  return dropdowns;
}

/** The English forms. */
export const articleForms = articleFormsIn('en');

/** The intakes a set of forms offers, each once, with the day its classes begin (what the true-until day watches). */
export const offeredIntakes = (forms: Record<ArticleForm, ConsultationDropdowns>): { value: string; begins: string }[] => [
  ...new Map(
    Object.values(forms)
      .flat()
      .flatMap((d) => d.options.flatMap((o) => (o.begins ? [[o.value, { value: o.value, begins: o.begins }] as const] : []))),
  ).values(),
];
