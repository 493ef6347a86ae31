/**
 * The articles' consultation forms (content/pages/<language>/article-forms.yaml): for each form an
 * article's frontmatter may name (`form: mbbs`), its two dropdowns and their choices. A choice's
 * value is what the office receives (set once, in English); its label is what the visitor reads, in
 * the page's language. An intake dropdown offers no fixed choices: the next intakes not yet begun
 * on the day of the build (content/articles/forms.ts comingIntakes), never a past one. The
 * dropdowns' labels are the blog page file's (blog.yaml, Around every article → Consultation form).
 */
import { z } from 'zod';
import { ARTICLE_FORMS } from '@/content/articles/schema';
import { pageSchema, shared, text } from './schema';

const option = z
  .strictObject({
    value: shared(text('the choice as the office receives it').meta({ title: 'Value', description: 'What the office receives, in English, e.g. Russia.' })),
    label: text('the choice as the form shows it').meta({ title: 'Label', description: 'What the visitor reads in the list.' }),
  })
  .meta({ title: 'Choice' });

const dropdown = z
  .strictObject({
    name: shared(
      z
        .string()
        .regex(/^[a-z_]+$/, { error: 'a field name in lower-case words joined by _, e.g. study_destination' })
        .meta({
          title: 'Field',
          description:
            'The field name the office receives, e.g. study_destination. Its label is in the blog page’s words (Consultation form → Dropdown labels).',
        }),
    ),
    intakes: shared(
      z.boolean().optional().meta({
        title: 'Coming intakes',
        description: 'On: the choices are the next four intakes not yet begun on the day the site is built, and the list below stays empty.',
      }),
    ),
    options: z.array(option).optional().meta({ title: 'Choices', description: 'In the order the list shows them; none for coming intakes.' }),
  })
  .refine((d) => (d.intakes ? !d.options?.length : (d.options?.length ?? 0) >= 2), {
    error: 'either “Coming intakes” on and no choices, or at least two choices',
  })
  .refine((d) => new Set(d.options?.map((o) => o.value)).size === (d.options?.length ?? 0), { error: 'each choice’s value once' })
  .meta({ title: 'Dropdown' });

const form = (id: string) =>
  z
    .array(dropdown)
    .length(2, { error: 'two dropdowns' })
    .meta({ title: `Form “${id}”`, description: `The two dropdowns of the articles whose frontmatter says form: ${id}.` });

export const articleFormsPage = pageSchema('Articles’ consultation forms', {
  intakes: z
    .strictObject({
      label: text('an intake as the list shows it')
        .regex(/\{year\}.*\{season\}|\{season\}.*\{year\}/, { error: 'must say {year} and {season}' })
        .meta({ title: 'Intake', description: '{year} and {season} are filled in, e.g. 2027-Spring. The office receives the English, as 2027-Spring.' }),
      seasons: z
        .strictObject({
          Spring: text('the spring intake’s name').meta({ title: 'Spring', description: 'Classes begin in January.' }),
          Fall: text('the fall intake’s name').meta({ title: 'Fall', description: 'Classes begin in August.' }),
        })
        .meta({ title: 'Seasons' }),
    })
    .meta({ title: 'Intakes' }),
  forms: z.strictObject(Object.fromEntries(ARTICLE_FORMS.map((id) => [id, form(id)])) as Record<(typeof ARTICLE_FORMS)[number], ReturnType<typeof form>>).meta({
    title: 'Forms',
  }),
});
