/**
 * The MBBS page's words (content/pages/<language>/mbbs.yaml); the universities themselves are
 * content/universities/. A figure inside words is named: {{worldDirectory}}, {{nmcCourseMonths}},
 * {{nmcInternshipMonths}}, {{nmcEligibility}} (what NMC eligibility means, with its source under it).
 */
import { z } from 'zod';
import { iconName, pageSchema, shared, text } from './schema';
import { labels } from './tool-words';

const card = z
  .strictObject({
    icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' })),
    title: text('the card’s heading').meta({ title: 'Heading' }),
    text: text('the card’s words').meta({ title: 'Text' }),
  })
  .meta({ title: 'Reason' });

export const mbbsPage = pageSchema('MBBS', {
  hero: z
    .strictObject({
      eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }),
      title: text('the heading').meta({ title: 'Heading' }),
      text: text('the introduction').meta({ title: 'Introduction' }),
      explore: z
        .strictObject({ label: text('the button’s words').meta({ title: 'Words' }), hash: shared(z.string().regex(/^#[\w-]+$/)) })
        .meta({ title: 'Button to the universities' }),
      counselling: text('the button’s words').meta({ title: 'Consultation button' }),
      badges: z
        .array(text('a badge'))
        .meta({ title: 'Badges', description: 'Short lines under the introduction; the listing and the NMC’s rules (below) are added after them.' }),
    })
    .meta({ title: 'Top of the page' }),
  listing: z
    .strictObject({
      nmc: text('the NMC line').meta({
        title: 'NMC line',
        description:
          'Shown beside “Listed in the World Directory of Medical Schools” on a card only when the university’s stated programme facts meet every rule the check tests (and on the badges and facts only when every card does): what the course meets, never an approval.',
      }),
    })
    .meta({ title: 'Listing and NMC rules' }),
  facts: z
    .strictObject({
      ...labels('Facts', ['tuition', 'livingCost', 'length']).shape,
      duration: text('the programme’s length').meta({ title: 'Programme length', description: 'e.g. 6 years' }),
    })
    .meta({ title: 'Facts at the top', description: 'The tuition and living cost come from Prices; the listing’s label is the cards’ (below).' }),
  benefits: z
    .strictObject({
      eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }),
      title: text('the heading').meta({ title: 'Heading' }),
      intro: text('the introduction').meta({ title: 'Introduction' }),
      cards: z.array(card).meta({ title: 'Reasons' }),
    })
    .meta({ title: 'Why Vietnam' }),
  universities: z
    .strictObject({
      id: shared(z.string().regex(/^[a-z-]+$/)),
      ...labels('Universities', ['eyebrow', 'title', 'intro', 'learnMore', 'visitWebsite']).shape,
      labels: labels('Card labels', ['ranking', 'location', 'tuition', 'duration', 'language', 'accreditation', 'students']),
      accreditationNote: text('the note under the universities').meta({
        title: 'Note under the universities',
        description: 'Starts with {{nmcEligibility}}: what NMC eligibility means, with its source.',
      }),
    })
    .meta({ title: 'Universities' }),
  closing: labels('Closing', ['title', 'text', 'cta']),
});
