/**
 * The words of the page shell every page shares (content/pages/<language>/shell.yaml, schema
 * content/pages/shell.schema.ts): skip link, header, mobile menu, language switcher, footer,
 * floating chat button, the not-found view, and the few labels shared components add on their own
 * (a dialog's Close, "(opens in a new tab)"). The error view's words are content/error-view.ts (its
 * client component must not carry the page files). Placeholders in braces ({tagline}, {label},
 * {name}) are filled where the words are used. Server side only: islands get the words they show
 * as props.
 */
import type { DataLanguage } from '@/content/data/schema';
import { errorView as englishErrorView, type ErrorViewTexts } from '@/content/error-view';
import { pageWords } from '@/content/pages';
import type { SocialLinks } from '@/lib/site';
import type { FactSourceWords } from '@/lib/fact';

export { errorView, type ErrorViewTexts } from '@/content/error-view';

export type ShellContent = {
  skipLink: string;
  logoTagline: string;
  header: { mainNavLabel: string; contact: string; crm: string; darkMode: string; /** A dropdown toggle's name: {label} menu. */ submenu: string };
  mobileMenu: { open: string; dialogLabel: string; title: string; close: string; navLabel: string; all: string };
  /** The language switcher in the header and the mobile menu. */
  languages: { label: string };
  /** Shown near the top of an edition's page until a native speaker has reviewed the edition. */
  reviewNote: { text: string; link: string };
  /** Beside a figure from content/facts: "as of {date} · source: <publisher>" ({date} is the month and year it was checked). */
  factSource: FactSourceWords;
  footer: {
    /** The company blurb; {tagline} is the operator's tagline (English pages only). */
    blurb: string;
    /** Whose the business figures are and when counted: "by our own count, as of November 2026". */
    figuresNote: string;
    social: string;
    socialSample: string;
    quickLinks: string;
    quickLinksNav: string;
    freeTools: string;
    freeToolsNav: string;
    counselling: string;
    hours: string;
    offices: string;
    rights: string;
    privacy: string;
  };
  chatFloat: { region: string; link: string };
  a11y: {
    /** Appended to the name of a link that opens in a new tab. */
    newTab: string;
    /** A dialog's Close button. */
    close: string;
    /** The accessible name of a "Learn More" button: {label} about {name}. */
    learnMoreAbout: string;
    /** Read before a step's number: "Step 1". */
    step: string;
    /** The label on sample content, and its tooltip. */
    sample: string;
    sampleTitle: string;
    /** After a link on an edition's page that leads to a page only in English (components/link.tsx). */
    english: string;
  };
  form: { selectPlaceholder: string };
  /** The IELTS calculator's check message (the tools' copy hands it to the form: content/tools.ts). */
  calculator: { ieltsInvalid: string };
  /** The not-found view; `moved` heads the page left at a page's old address (tooling/deploy.ts). */
  notFound: { title: string; text: string; home: string; help: string; moved: string };
  errorView: ErrorViewTexts;
};

/** The social networks the footer links, by their own names (the same in every language). */
export const socialNetworkNames: Record<keyof SocialLinks, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  youtube: 'YouTube',
};

/** The shell's words in a language (the error view's English; the editions' own come with content/i18n/te|hi/shell.ts). */
export function shellIn(language: DataLanguage, errorView: ErrorViewTexts = englishErrorView): ShellContent {
  const { skipLink, logoTagline, header, mobileMenu, languages, reviewNote, factSource, footer, chatFloat, a11y, form, calculator, notFound } = pageWords(
    'shell',
    language,
  );
  return { skipLink, logoTagline, header, mobileMenu, languages, reviewNote, factSource, footer, chatFloat, a11y, form, calculator, notFound, errorView };
}

const english = pageWords('shell');

/**
 * The accessible name of a testimonial's stars: {stars} out of {max} stars. English only, like the
 * service pages that show testimonials.
 */
export const testimonialRating = english.testimonialRating;

/** The not-found page's title and description for search engines (the page is exported once, in English). */
export const notFoundMetadata = english.notFoundMetadata;

export const shell: ShellContent = shellIn('en');
