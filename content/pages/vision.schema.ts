/** The vision, mission and values page's words (content/pages/<language>/vision.yaml); a figure is named: {{partnerUniversities}}. */
import { z } from 'zod';
import { eyebrow, heading, iconCard, intro, pageLink, words } from './parts';
import { iconName, pageSchema, shared, text } from './schema';

const icon = shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. eye.' }));

export const visionPage = pageSchema('Vision', {
  hero: z
    .strictObject({ eyebrow, title: heading, text: words('the introduction', 'Introduction'), cta: pageLink('Button') })
    .meta({ title: 'Top of the page' }),
  vision: z.strictObject({ title: heading, text: words('the vision'), icon }).meta({ title: 'Vision' }),
  mission: z
    .strictObject({ title: heading, text: words('the mission'), points: z.array(text('a point')).meta({ title: 'Points' }), icon })
    .meta({ title: 'Mission' }),
  values: z.strictObject({ eyebrow, title: heading, intro, cards: z.array(iconCard('Value')).meta({ title: 'Values' }) }).meta({ title: 'Core values' }),
  whyChoose: z
    .strictObject({ eyebrow, title: heading, intro, cards: z.array(iconCard('Reason')).meta({ title: 'Reasons' }), cta: pageLink('Button') })
    .meta({ title: 'Why choose us' }),
});
