/**
 * The about page's words (content/pages/<language>/about.yaml); the three commitments it shows
 * with the home page are content/pages/<language>/commitments.yaml. A figure is named,
 * {{studentsHelped}}; a figure the operator's settings lack is not written at all.
 */
import { z } from 'zod';
import { eyebrow, heading, intro, pageLink, words } from './parts';
import { iconName, pageSchema, shared, text } from './schema';

const icon = shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. globe.' }));

const stat = z.strictObject({ label: words('what the figure is', 'Label'), value: words('the figure or fact, as shown', 'Value') }).meta({ title: 'Figure' });

export const aboutPage = pageSchema('About', {
  hero: z
    .strictObject({
      eyebrow,
      title: heading,
      text: words('the introduction', 'Introduction'),
      cta: pageLink('Button'),
      imageAlt: z.string().meta({ title: 'Picture description', description: 'Empty when the picture only decorates.' }),
    })
    .meta({ title: 'Top of the page' }),
  story: z
    .strictObject({
      title: heading,
      intro,
      timeline: z
        .array(
          z
            .strictObject({ year: shared(z.int().min(2000).max(2100).meta({ title: 'Year' })), title: heading, description: words('what happened that year') })
            .meta({ title: 'Year' }),
        )
        .meta({ title: 'Timeline' }),
    })
    .meta({ title: 'Our journey' }),
  whyMbbs: z
    .strictObject({
      eyebrow,
      title: heading,
      intro,
      tabsLabel: words('what the row of topics is, for screen readers', 'Topics label'),
      topics: z
        .array(
          z
            .strictObject({
              id: shared(
                z
                  .string()
                  .regex(/^[a-z][a-z0-9-]*$/)
                  .meta({ title: 'Anchor' }),
              ),
              title: heading,
              description: words('the topic’s words'),
              stats: z.array(stat).length(3, { error: 'three figures' }).meta({ title: 'Figures', description: 'Three, shown beside the words.' }),
              icon,
            })
            .meta({ title: 'Topic' }),
        )
        .meta({ title: 'Topics' }),
    })
    .meta({ title: 'Why MBBS abroad' }),
  leadership: z
    .strictObject({
      eyebrow,
      title: heading,
      intro,
      leaders: z
        .array(
          z
            .strictObject({ role: words('the role', 'Role'), focus: words('what they look after', 'Focus'), text: words('what they do'), icon })
            .meta({ title: 'Leader' }),
        )
        .meta({ title: 'Leaders' }),
    })
    .meta({ title: 'Leadership' }),
  consultants: z
    .strictObject({
      eyebrow,
      title: heading,
      text: words('the section’s words'),
      points: z.array(text('a point')).meta({ title: 'Points' }),
      stats: z.array(stat).meta({ title: 'Figures', description: 'Name a figure from Settings: {{countries}}.' }),
      cta: pageLink('Button'),
    })
    .meta({ title: 'Our consultants' }),
  commitment: z
    .strictObject({
      eyebrow,
      title: heading,
      intro,
      cta: pageLink('Button'),
    })
    .meta({ title: 'Our commitment' }),
});
