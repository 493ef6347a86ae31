/** Anchor id of an article's section heading: "Step 1: Read your NEET score" → "step-1-read-your-neet-score". */
export const headingId = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
