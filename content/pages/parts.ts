/**
 * Fields several pages' schemas share: a heading's words, a card with a named icon, a button that
 * links to a page by its route key.
 */
import { z } from 'zod';
import { routeKey } from './home.schema';
import { iconName, shared, text } from './schema';

export { routeKey } from './home.schema';

export const eyebrow = text('the small line above the heading').meta({ title: 'Eyebrow' });
export const heading = text('the heading').meta({ title: 'Heading' });
export const intro = text('the introduction').meta({ title: 'Introduction' });
export const words = (what: string, title = 'Text') => text(what).meta({ title });

/** A page's top: the small line, the heading, the introduction and a button's words. */
export const heroWithButton = z
  .strictObject({ eyebrow, title: heading, text: intro, cta: words('the button’s words', 'Button') })
  .meta({ title: 'Top of the page' });

/** A card: heading, words and an icon by name (set once, in English). */
export const iconCard = (title: string) =>
  z
    .strictObject({
      title: text('the card’s heading').meta({ title: 'Heading' }),
      text: text('the card’s words').meta({ title: 'Text' }),
      icon: shared(iconName.meta({ title: 'Icon', description: 'A name from lucide.dev/icons, e.g. graduation-cap.' })),
    })
    .meta({ title });

/** A button or link: its words and the page it opens (set once, in English). */
export const pageLink = (title: string) => z.strictObject({ label: text('the button’s words').meta({ title: 'Words' }), to: routeKey }).meta({ title });

/** An anchor id of a section (#contact-form), set once. */
export const anchorId = shared(
  z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, { error: 'lower-case words joined by hyphens' })
    .meta({ title: 'Anchor' }),
);
