import { cleanup, render, screen } from '@testing-library/react';
import { EditionNote } from '@/components/layout/edition-note';
import { contentFor } from '@/content/i18n';
import { editionReviews } from '@/content/editions';
import { editionPages, href, publishedEditions } from '@/content/routes';

// Links as the export writes them (next.config trailingSlash: true).
process.env.__NEXT_TRAILING_SLASH = 'true';

describe('EditionNote', () => {
  it('says a page awaits review, linking the English page, exactly while content/editions/<locale>.yaml has not signed it off', () => {
    for (const locale of publishedEditions) {
      const { reviewNote } = contentFor(locale).shell;
      for (const page of editionPages(locale)) {
        const signedOff = editionReviews[locale].reviewed || Boolean(editionReviews[locale].pages?.[page]?.reviewed);
        render(<EditionNote locale={locale} page={page} />);
        const link = screen.queryByRole('link', { name: reviewNote.link });
        expect([locale, page, link?.getAttribute('href') ?? null]).toEqual([locale, page, signedOff ? null : href(page)]);
        cleanup();
      }
    }
  });
});
