/**
 * Pieces the free tools' page schemas share (/ieltsscore, /cgpa, /scoreconverter, /planner): the
 * hero, an explanation, the share-and-call-to-action words under a result, and a group of labels.
 */
import { z } from 'zod';
import { text } from './schema';

/** A group of short words, one field per key, each required in English. */
export const labels = <K extends string>(title: string, keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, text(k).meta({ title: k })])) as Record<K, ReturnType<typeof text>>).meta({ title });

export const toolHero = z
  .strictObject({
    eyebrow: text('the small line above the heading').meta({ title: 'Eyebrow' }),
    title: text('the heading').meta({ title: 'Heading' }),
    text: text('the introduction').meta({ title: 'Introduction' }),
  })
  .meta({ title: 'Top of the page' });

/** A heading and its paragraphs. */
export const explanation = (title: string) =>
  z
    .strictObject({ title: text('the heading').meta({ title: 'Heading' }), paragraphs: z.array(text('a paragraph')).min(1).meta({ title: 'Paragraphs' }) })
    .meta({ title });

/** Under every result: the link that reopens it, copying it, and the call to a counsellor ({placeholders} of the tool). */
export const resultActions = labels('Share and call to action', ['shareLink', 'copy', 'copied', 'copyFailed', 'ctaLabel', 'ctaSubject']);

export const sectionTitle = text('the heading above the tool').meta({ title: 'Tool heading' });
