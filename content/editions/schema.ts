/**
 * The sign-off of an edition (content/editions/<te|hi>.yaml): the pages a native speaker has read
 * against the English and signed off, each with the English it was signed off against (the hashes of
 * the page's English files, content/editions/sources.ts, saved with the page chosen in /admin/). A
 * page counts as reviewed while every English file it shows is as it was then and has a
 * translation; otherwise it says, in its language, that the translation awaits review and links the
 * English page, and the build lists what changed. Checked at build (tooling/edition-data-collections.ts;
 * the pages against the edition's own in content/editions/index.ts) and turned into the editor's form
 * (tooling/cms-edition-collections.ts).
 */
import { z } from 'zod';
import type { EditionLocale } from '@/lib/locale';
import { day, text } from '@/content/articles/schema';

const signOff = {
  reviewed: z.boolean().meta({ title: 'Reviewed', description: 'On once a native speaker has read it against the English and signed it off.' }),
  reviewer: text('who reviewed it').optional().meta({ title: 'Reviewer', description: 'Their name, and their relation to the business if useful.' }),
  reviewedOn: day.optional().meta({ title: 'Reviewed on' }),
};

/** A page's route key ("mbbs", "ieltsscore") or a translated article's English key ("blog3", "blog/september-intake"). */
export const PAGE_KEY = /^[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*$/;

/** The page, then "@" and the English it was signed off against: its files' hashes joined by dots ("mbbs@1a2b3c4d.5e6f7a8b"). */
const SIGNED_PAGE = /^[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*(?:@[0-9a-f]{8}(?:\.[0-9a-f]{8})*)?$/;

/** A sign-off's page key and the hashes of the English it was made against (none: signed off before they were recorded). */
export function signedPage(value: string): { page: string; against: string[] } {
  const [page, version] = value.split('@');
  return { page, against: version ? version.split('.') : [] };
}

export const pageSignOff = z
  .object({
    page: z
      .string()
      .regex(SIGNED_PAGE, { error: 'a page of this edition, chosen from the list' })
      .meta({ title: 'Page', description: 'A page or translated article of this edition, as its English is now: choose it again after its English changes.' }),
    ...signOff,
  })
  .strict()
  .meta({ title: 'Page' });

export const editionReviewsFile = z
  .object({
    pages: z.array(pageSignOff).optional().meta({
      title: 'Pages signed off',
      description:
        'Each page a reviewer has signed off, against its English as published: its note “awaits review” disappears until its English changes or shows an item with no translation. The whole edition counts as reviewed once every page does.',
    }),
  })
  .strict();

/** A sign-off of one page. */
export type EditionReview = Omit<z.output<typeof pageSignOff>, 'page'>;
export type EditionReviewsFile = z.output<typeof editionReviewsFile>;

/** A sign-off file as the content build writes it (tooling/edition-data-collections.ts), with its language and file. */
export type EditionReviewsDocument = EditionReviewsFile & { locale: EditionLocale; source: string };
