import { expect, test } from './fixtures';
import { countries, countriesPage } from '@/content/countries';
import { priceText } from '@/content/prices/format';
import { figureWords } from '@/content/figure-words';
import { fundsText, mbbsRules } from '@/content/facts';
import { factFiles } from '@/content/facts/load';
import { currencySymbol, isCurrency } from '@/lib/currency';
import { faqSection } from '@/content/faq/entries';
import { accreditationText, mbbs } from '@/content/mbbs';
import { visaFunds } from '@/content/visa-funds';
import { monthYear } from '@/lib/fact';
import { href } from '@/content/routes';
import { contentFor } from '@/content/i18n';

const { mbbs: hiMbbs } = contentFor('hi');
const { mbbs: teMbbs } = contentFor('te');

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Served HTML with tags removed and whitespace collapsed, as a visitor reads it without scripts. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

test.describe('facts a family can check', () => {
  test('/countries shows each visa funds figure, work limit and post-study route with when it was checked and a link to the official page', async ({
    request,
  }) => {
    const html = await (await request.get('/countries/')).text();
    const page = text(html);
    const f = visaFunds.australiaStudent;
    expect(page).toContain(`A$${f.value.toLocaleString('en-GB')} a year (the Student visa’s funds rule)`);
    for (const country of countries) {
      for (const [what, fact] of Object.entries(country.details.sources)) {
        const line = `as of ${monthYear(fact.checked)} · source: ${fact.source.name}`;
        expect(page, `${country.name}: ${what}`).toContain(line);
        expect(html, `${country.name}: ${what}`).toContain(`<a href="${fact.source.url}">`);
      }
    }
    // No rupee conversion at an old rate.
    expect(page).not.toMatch(/≈ ₹|\d+ lakh/);
    // No test score no official page states: each university sets its own.
    expect(page).toMatch(/each university sets its minimum/);
    expect(page).not.toMatch(/\b(?:IELTS|TOEFL)(?: iBT| Academic)? \d/);
  });

  test('/countries shows every tuition estimate of the country files with whose figure it is and when it was set', async ({ request }) => {
    const page = text(await (await request.get('/countries/')).text());
    const kinds = countriesPage.destinations.tuitionKinds;
    let shown = 0;
    for (const country of countries) {
      // The Average Tuition card of the country's panel: its figures, then the "our estimate, as of …" line.
      const panel = page.slice(page.indexOf(countriesPage.destinations.panelTitle(country.name)));
      for (const { kind, price } of country.details.tuition.estimates) {
        const { amount, per, source } = priceText(price, 'en');
        const figure = kind === 'all' ? `${amount} ${per}` : `${amount} ${per} ${kinds[kind]}`;
        expect(panel, country.name).toContain(figure);
        expect(panel.slice(panel.indexOf(figure)), country.name).toMatch(new RegExp(`^[^·]*?${escapeRe(source)}`));
        shown++;
      }
    }
    expect(shown).toBeGreaterThan(0);
    // One form of each currency on the page: its symbol where it has one (NZ$, as the facts write it), never its code beside it.
    for (const [written, code] of page.matchAll(/\b([A-Z]{3}) \d/g)) if (isCurrency(code)) expect(currencySymbol(code), written).toBeUndefined();
    // Every amount on the page is an estimate (said as whose and when, above), a tuition fact or an official fact (each with its source).
    const estimates = countries.flatMap((c) => c.details.tuition.estimates.map((e) => priceText(e.price, 'en').amount));
    const tuitionFacts = countries.flatMap((c) => (c.details.tuition.fact ? [c.details.tuition.fact.text] : []));
    const official = factFiles
      .flatMap((f) => Object.values(f.facts))
      .flatMap(({ value, unit }) => (typeof value === 'number' ? [fundsText({ value, unit })] : []));
    for (const [amount] of page.matchAll(/(?:(?:\b[A-Z]{1,3})?[$¥₩]|[€£₹]|\b(?:CHF|NOK|DKK|SEK|PLN|HUF|CZK) )\d[\d,]*(?:–[\d,]+)?/g))
      expect(
        [...estimates, ...tuitionFacts, ...official].some((e) => e.includes(amount)),
        amount,
      ).toBe(true);
  });

  test('/MBA shows each post-study route with the link to its official page, and no GMAT or IELTS score', async ({ request }) => {
    const html = await (await request.get('/MBA/')).text();
    const page = text(html);
    for (const country of countries) {
      const { postStudy } = country.details.sources;
      expect(page, country.name).toContain(country.mba.postStudyWork);
      expect(html, country.name).toContain(`<a href="${postStudy!.source.url}">`);
    }
    expect(page).toMatch(/each school sets its minimum/);
    // Anywhere on the page, FAQ answers included: no test score and no years-of-experience range.
    expect(page).not.toMatch(/\b(?:GMAT|IELTS|TOEFL)(?: iBT)?(?: of)? \d/);
    expect(page).not.toMatch(/\d+\s*(?:–|-|and|to)\s*\d+ years of (?:work )?experience|Between \d+ and \d+ years/);
  });

  test('/MBBS and its editions state the accreditation as it stands and what NMC eligibility means, with their sources', async ({ request }) => {
    const pages = [
      { path: '/MBBS/', mbbs, language: 'en' as const },
      { path: '/te/MBBS/', mbbs: teMbbs, language: 'te' as const },
      { path: '/hi/MBBS/', mbbs: hiMbbs, language: 'hi' as const },
    ].map((p) => ({ ...p, words: figureWords(p.language).worldDirectory, eligibility: figureWords(p.language).nmcEligibility }));
    for (const p of pages) {
      const html = await (await request.get(p.path)).text();
      const page = text(html);
      // The page's words as a visitor reads them (apostrophes are escaped in the HTML).
      const read = page
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
      // Each card's listing, and the NMC's rules only where its stated programme meets them (content/universities).
      for (const u of p.mbbs.universities.list) {
        expect(u.accreditation[0], p.path).toBe(p.words.listed);
        expect(page, p.path).toContain(accreditationText(u.accreditation));
      }
      expect(read, p.path).toContain(p.mbbs.hero.text);
      expect(read, p.path).toContain(p.eligibility);
      expect(html, p.path).toMatch(new RegExp(`<meta name="description" content="[^"]*${escapeRe(p.words.name)}`));
      // The World Directory of Medical Schools lists the schools: the WHO is named only as its former publisher.
      expect(read.replaceAll(p.words.whoFormerly, ''), p.path).not.toMatch(/\bWHO\b/);
      expect(page, p.path).toContain(`${mbbsRules.courseMonths.value}`);
      expect(page, p.path).not.toMatch(/WHO (&|and|और|,) MCI|MCI (listed|recognised)/);
      expect(html, p.path).toContain(`href="${mbbsRules.courseMonths.source.url}"`);
      // The listing's own source beside the NMC's: the directory's search.
      expect(html, p.path).toContain(`href="${mbbsRules.worldDirectory.source.url}"`);
    }
  });

  test('an FAQ answer that names an official figure shows its source line under it', async ({ request }) => {
    const pages = [
      { section: 'study-abroad', path: href('faq') },
      { section: 'mba', path: href('mba') },
    ] as const;
    let checked = 0;
    for (const { section, path } of pages) {
      const html = await (await request.get(path)).text();
      const page = text(html);
      for (const entry of faqSection(section).filter((e) => e.sources)) {
        for (const fact of entry.sources!) {
          expect(page, `${path} ${entry.name}`).toContain(`as of ${monthYear(fact.checked)} · source`);
          // The publisher's name is the link to its official page ("source: GOV.UK", or "GOV.UK" in a line of several).
          expect(html, `${path} ${entry.name}`).toMatch(new RegExp(`<a href="${escapeRe(fact.source.url)}">(source: )?${escapeRe(fact.source.name)}</a>`));
          checked++;
        }
      }
    }
    // The work-rights answers name the work limits and the post-study routes today.
    expect(checked).toBeGreaterThan(0);
  });
});
