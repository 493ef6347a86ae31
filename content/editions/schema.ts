/**
 * The sign-off of an edition (content/editions/<te|hi>.yaml): whether a native speaker has reviewed the
 * whole edition, or some of its pages. Until a page is signed off it says, in its language, that the
 * translation awaits review and links the English page; a release build warns about each edition not
 * reviewed as a whole. Checked at build (tooling/edition-data-collections.ts; the pages against the
 * edition's own in content/editions/index.ts) and turned into the editor's form
 * (tooling/cms-edition-collections.ts).
 */
import { z } from 'zod';
import { day, text } from '@/content/articles/schema';

const signOff = {
  reviewed: z.boolean().meta({ title: 'Reviewed', description: 'On once a native speaker has read it against the English and signed it off.' }),
  reviewer: text('who reviewed it').optional().meta({ title: 'Reviewer', description: 'Their name, and their relation to the business if useful.' }),
  reviewedOn: day.optional().meta({ title: 'Reviewed on' }),
};

/** A page's route key ("mbbs", "ieltsscore") or a translated article's English key ("blog3", "blog/september-intake"). */
const PAGE_KEY = /^[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*$/;

export const pageSignOff = z
  .object({
    page: z
      .string()
      .regex(PAGE_KEY, { error: 'a page of this edition, chosen from the list' })
      .meta({ title: 'Page', description: 'A page or translated article of this edition.' }),
    ...signOff,
  })
  .strict()
  .meta({ title: 'Page' });

export const editionReviewsFile = z
  .object({
    ...signOff,
    reviewed: signOff.reviewed.meta({
      title: 'Whole edition reviewed',
      description:
        'On once every page of the edition is signed off: no page says it awaits review, and a release build no longer warns. Until then, sign off pages one by one below.',
    }),
    pages: z.array(pageSignOff).optional().meta({
      title: 'Pages signed off',
      description: 'Each page a reviewer has signed off on its own, before the whole edition is: its note “awaits review” disappears.',
    }),
  })
  .strict();

/** A sign-off: of the whole edition, or of one page. */
export type EditionReview = Omit<z.output<typeof pageSignOff>, 'page'>;
export type EditionReviewsFile = z.output<typeof editionReviewsFile>;
