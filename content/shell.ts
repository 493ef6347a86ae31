/**
 * The words of the page shell every page shares: skip link, header, mobile menu, language
 * switcher, footer, floating chat button, the not-found and error views, and the few labels shared
 * components add on their own (a dialog's Close, "(opens in a new tab)"). The Telugu and Hindi
 * editions translate this module in content/i18n/te/shell.ts and content/i18n/hi/shell.ts.
 * Placeholders in braces ({tagline}, {label}, {name}) are filled where the words are used.
 */
import type { SocialLinks } from '@/lib/site';
import type { FactSourceWords } from '@/lib/fact';

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
  };
  form: { selectPlaceholder: string };
  /** The IELTS calculator's check message (the tools' copy hands it to the form: content/tools.ts). */
  calculator: { ieltsInvalid: string };
  notFound: { title: string; text: string; home: string; help: string };
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

/**
 * The accessible name of a testimonial's stars: {stars} out of {max} stars. English only, like the
 * service pages that show testimonials; kept out of ShellContent so the editions' shell chunks (the
 * error view fetches them) do not change for a word they never show.
 */
export const testimonialRating = '{stars} out of {max} stars';

/** The not-found page's title and description for search engines (the page is exported once, in English). */
export const notFoundMetadata = {
  title: 'Page Not Found',
  description: 'The page you are looking for may have been moved or does not exist.',
};

/** The error view's words: small, since its client component ships with every page. */
export type ErrorViewTexts = { title: string; unknown: string; retry: string };

export const errorView: ErrorViewTexts = {
  title: 'Unexpected Application Error!',
  unknown: 'Unknown error',
  retry: 'Try again',
};

export const shell: ShellContent = {
  skipLink: 'Skip to content',
  logoTagline: 'Overseas Education',
  header: { mainNavLabel: 'Main', contact: 'Contact', crm: 'CRM', darkMode: 'Dark mode', submenu: '{label} menu' },
  mobileMenu: { open: 'Open menu', dialogLabel: 'Menu', title: 'Menu', close: 'Close menu', navLabel: 'Mobile', all: 'All {label}' },
  languages: { label: 'Language' },
  reviewNote: { text: 'This translation is awaiting review by a native speaker; the English page is authoritative.', link: 'Read the English page' },
  factSource: { asOf: 'as of {date}', source: 'source', sources: 'sources' },
  footer: {
    blurb: '{tagline}. Zero consultation fees, pre-sanctioned loans, visa and scholarship help.',
    social: 'Social media',
    socialSample: 'Social links go to the networks’ home pages.',
    quickLinks: 'Quick Links',
    quickLinksNav: 'Quick links',
    freeTools: 'Free Tools',
    freeToolsNav: 'Free tools',
    counselling: 'Get Free Counseling',
    hours: 'Working Hours',
    offices: 'Head Office & Associates',
    rights: 'All rights reserved.',
    privacy: 'Privacy Notice',
  },
  chatFloat: { region: 'Chat on WhatsApp', link: 'Chat with us on WhatsApp (opens in a new tab)' },
  a11y: { newTab: '(opens in a new tab)', close: 'Close', learnMoreAbout: '{label} about {name}' },
  form: { selectPlaceholder: 'Select…' },
  calculator: { ieltsInvalid: 'Please enter valid numbers between 0 and 9 for all fields.' },
  notFound: {
    title: 'Oops! Page Not Found',
    text: 'The page you are looking for might have been moved, renamed or does not exist.',
    home: 'Return to Homepage',
    help: 'Need help? Write to',
  },
  errorView,
};
