/**
 * The cybersecurity training page's words (content/pages/<language>/cybersecurity.yaml): its
 * programmes, reasons, employers, service areas, the hub's contact details and the enquiry form.
 */
import { z } from 'zod';
import { iconName, pageSchema, shared, text } from './schema';

const icon = shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. shield-check.' }));
const eyebrow = text('the small line above the heading').meta({ title: 'Eyebrow' });
const title = text('the heading').meta({ title: 'Heading' });
const intro = text('the introduction').meta({ title: 'Introduction' });

/** A programme card's accent colour (components/cybersecurity/cyber-programs.tsx gives its classes). */
export const CYBER_ACCENTS = ['blue', 'emerald', 'violet', 'rose', 'amber', 'cyan'] as const;

const FIELD_TYPES = ['text', 'email', 'tel'] as const;

export const cybersecurityPage = pageSchema('Cybersecurity', {
  hero: z
    .strictObject({
      eyebrow,
      title,
      text: intro,
      enroll: text('the button’s words').meta({ title: 'Enrol button', description: 'Takes the visitor to the enquiry form.' }),
      badges: z.array(text('a badge')).meta({ title: 'Badges' }),
    })
    .meta({ title: 'Top of the page' }),
  programs: z
    .strictObject({
      id: shared(z.string().regex(/^[a-z-]+$/)),
      eyebrow,
      title,
      intro,
      action: text('the cards’ button words').meta({ title: 'Button words', description: 'Takes the visitor to the enquiry form.' }),
      list: z
        .array(
          z
            .strictObject({
              id: shared(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
              title,
              icon,
              description: text('one sentence about the programme').meta({ title: 'Description' }),
              features: z.array(text('a topic')).min(1).meta({ title: 'Topics' }),
              accent: shared(z.enum(CYBER_ACCENTS, { error: `one of ${CYBER_ACCENTS.join(', ')}` }).meta({ title: 'Colour' })),
            })
            .meta({ title: 'Programme' }),
        )
        .meta({ title: 'Programmes' }),
    })
    .meta({ title: 'Programmes' }),
  whyChoose: z
    .strictObject({
      eyebrow,
      title,
      cards: z
        .array(z.strictObject({ icon, title, text: text('the card’s words').meta({ title: 'Text' }) }).meta({ title: 'Reason' }))
        .meta({ title: 'Reasons' }),
    })
    .meta({ title: 'Why train with us' }),
  placements: z
    .strictObject({
      title,
      intro,
      employers: z
        .array(
          z
            .strictObject({
              name: text('the company’s name').meta({ title: 'Company' }),
              sample: shared(
                z
                  .boolean()
                  .optional()
                  .meta({ title: 'Sample', description: 'An example, not a company that has hired our learners: hidden when samples are hidden.' }),
              ),
            })
            .meta({ title: 'Employer' }),
        )
        .meta({ title: 'Employers', description: 'List only companies that have hired our learners; mark any other as a sample.' }),
    })
    .meta({ title: 'Where our learners work' }),
  serviceAreas: z
    .strictObject({
      title,
      intro,
      groups: z
        .array(z.strictObject({ title, places: z.array(text('a place')).min(1).meta({ title: 'Places' }) }).meta({ title: 'Group' }))
        .meta({ title: 'Groups' }),
    })
    .meta({ title: 'Areas we serve' }),
  contact: z
    .strictObject({
      title,
      intro,
      labels: z
        .strictObject({
          address: text('a label').meta({ title: 'Address' }),
          phone: text('a label').meta({ title: 'Phone' }),
          email: text('a label').meta({ title: 'E-mail' }),
          hours: text('a label').meta({ title: 'Business hours' }),
        })
        .meta({ title: 'Labels' }),
      hours: text('the hub’s business hours').meta({ title: 'Business hours', description: 'The training hub’s own hours.' }),
    })
    .meta({ title: 'Contact information' }),
  enquiry: z
    .strictObject({
      id: shared(z.string().regex(/^[a-z-]+$/)),
      title,
      intro,
      subject: text('the subject of the enquiry we receive').meta({ title: 'Subject' }),
      submit: text('the button’s words').meta({ title: 'Send button' }),
      fields: z
        .array(
          z
            .strictObject({
              name: shared(z.string().regex(/^[a-z]+$/)),
              label: text('the field’s label').meta({ title: 'Label' }),
              type: shared(z.enum(FIELD_TYPES)),
              required: shared(z.boolean().optional()),
              autoComplete: shared(z.string().optional()),
              wide: shared(z.boolean().optional()),
            })
            .meta({ title: 'Field' }),
        )
        .meta({ title: 'Fields' }),
      footnote: text('the line under the form').meta({ title: 'Footnote' }),
    })
    .meta({ title: 'Enquiry form' }),
});
