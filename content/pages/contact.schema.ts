/**
 * The contact page's words (content/pages/<language>/contact.yaml). The phones, e-mails, addresses
 * and hours it shows are the operator's settings (content/operator.json), never written here.
 */
import { z } from 'zod';
import { anchorId, eyebrow, heading, intro, words } from './parts';
import { pageSchema, shared, text } from './schema';

const label = (title: string) => text(`the ${title.toLowerCase()} label`).meta({ title });

const field = z
  .strictObject({
    name: shared(
      z
        .string()
        .regex(/^[a-z]+$/)
        .meta({ title: 'Field name', description: 'The name the form service receives.' }),
    ),
    label: label('Label'),
    type: shared(z.enum(['text', 'email', 'tel', 'textarea']).meta({ title: 'Kind of field' })),
    required: shared(z.boolean().optional().meta({ title: 'Required' })),
    autoComplete: shared(z.string().optional().meta({ title: 'Browser autofill', description: 'e.g. name, email, tel' })),
  })
  .meta({ title: 'Field' });

export const contactPage = pageSchema('Contact', {
  hero: z
    .strictObject({
      eyebrow,
      title: heading,
      text: words('the introduction', 'Introduction'),
      scheduleLabel: label('Schedule button'),
      callLabel: label('Call button'),
      imageAlt: z.string().meta({ title: 'Picture description', description: 'Empty when the picture only decorates.' }),
    })
    .meta({ title: 'Top of the page' }),
  infoCards: z
    .strictObject({
      sectionLabel: label('Section'),
      call: label('Call card'),
      email: label('E-mail card'),
      headOffice: label('Head office card'),
      hours: label('Hours card'),
      mapLinkLabel: label('Directions link'),
      emailNote: words('the line under the e-mail address', 'E-mail note'),
    })
    .meta({ title: 'How to reach us' }),
  associates: z
    .strictObject({
      id: anchorId,
      eyebrow,
      title: heading,
      intro,
      labels: z
        .strictObject({ address: label('Address'), phone: label('Phone'), email: label('E-mail'), timings: label('Timings'), map: label('Map link') })
        .meta({ title: 'Labels' }),
    })
    .meta({ title: 'Associate branches' }),
  form: z
    .strictObject({
      id: anchorId,
      title: heading,
      intro,
      submitLabel: label('Send button'),
      fields: z.array(field).meta({ title: 'Fields' }),
      footnote: words('the line under the form', 'Footnote'),
    })
    .meta({ title: 'Form' }),
  sidePanel: z
    .strictObject({
      title: heading,
      points: z.array(text('a point')).meta({ title: 'Points', description: 'Name a figure: {{yearsOfExperience}} years of experience.' }),
      responseTitle: label('Response heading'),
      responseText: words('how soon we answer', 'Response words'),
      chatLabel: label('Chat button'),
    })
    .meta({ title: 'Side panel' }),
  map: z
    .strictObject({
      id: anchorId,
      title: heading,
      intro,
      frameTitle: label('Map frame'),
      openLabel: label('Open in maps link'),
      showLabel: label('Show the map button'),
      notice: text('what loading the map sends to Google').meta({
        title: 'Before the map loads',
        description: 'Under the button: the map is loaded from Google only on a click, and what Google then receives.',
      }),
    })
    .meta({ title: 'Map' }),
});
