/**
 * The page shell's words (content/pages/<language>/shell.yaml): what every page shows around its
 * own words (skip link, header, mobile menu, language switcher, review note, footer, chat button,
 * the not-found view) and the few labels shared components add. Placeholders in braces ({tagline},
 * {label}, {name}, {date}) are filled where the words are used. The error view's words stay in
 * content/error-view.ts: its client component ships with every page.
 */
import { z } from 'zod';
import { pageSchema, shared, text } from './schema';

const words = (title: string, description?: string) => text(title.toLowerCase()).meta({ title, ...(description && { description }) });

const group = <S extends z.ZodRawShape>(title: string, shape: S, description?: string) =>
  z.strictObject(shape).meta({ title, ...(description && { description }) });

export const shellPage = pageSchema('Site shell', {
  skipLink: words('Skip link', 'The first link of every page, for keyboard and screen-reader users.'),
  logoTagline: words('Logo tagline'),
  header: group('Header', {
    mainNavLabel: words('Main menu name', 'For screen readers.'),
    contact: words('Contact button'),
    crm: words('CRM link'),
    darkMode: words('Dark mode switch'),
    submenu: words('Dropdown button name', '{label} is the menu item’s words.'),
  }),
  mobileMenu: group('Mobile menu', {
    open: words('Open button'),
    dialogLabel: words('Menu name', 'For screen readers.'),
    title: words('Heading'),
    close: words('Close button'),
    navLabel: words('Menu list name', 'For screen readers.'),
    all: words('Link to a group’s page', '{label} is the group’s words.'),
  }),
  languages: group('Language switcher', { label: words('Name') }),
  reviewNote: group(
    'Review note',
    { text: words('Note'), link: words('Link to the English page') },
    'Shown near the top of an edition’s page until a native speaker has reviewed the edition.',
  ),
  factSource: group(
    'Source line of a figure',
    { asOf: words('As of', '{date} is the month and year it was checked.'), source: words('Source'), sources: words('Sources') },
    'Beside a figure from the official facts: “as of {date} · source: <publisher>”.',
  ),
  footer: group('Footer', {
    blurb: words('Company blurb', '{tagline} is the operator’s tagline (English pages only).'),
    figuresNote: words(
      'Note on our figures',
      'Whose the business figures are and when counted: {{figuresAsOf}} is the month set in Settings → Business figures.',
    ),
    social: words('Social media heading'),
    socialSample: words('Note on sample social links'),
    quickLinks: words('Quick links heading'),
    quickLinksNav: words('Quick links name', 'For screen readers.'),
    freeTools: words('Free tools heading'),
    freeToolsNav: words('Free tools name', 'For screen readers.'),
    counselling: words('Consultation button'),
    hours: words('Working hours heading'),
    offices: words('Offices heading'),
    rights: words('Rights line'),
    privacy: words('Privacy link'),
  }),
  chatFloat: group('WhatsApp button', { region: words('Region name'), link: words('Link name') }),
  a11y: group('Shared labels', {
    newTab: words('Opens in a new tab', 'Added to the name of a link that opens in a new tab.'),
    close: words('A dialog’s Close button'),
    learnMoreAbout: words('“Learn More” button name', '{label} about {name}.'),
    step: words('Step', 'Read by screen readers before a step’s number: “Step 1”.'),
    sample: words('Sample label', 'The label on sample content (preview builds only).'),
    sampleTitle: words('Sample label’s tooltip'),
    english: words('English page marker', 'After a link on a Telugu or Hindi page that leads to a page only in English: “(in English)”.'),
  }),
  form: group('Forms', { selectPlaceholder: words('Empty choice of a list') }),
  calculator: group('Calculators', { ieltsInvalid: words('IELTS calculator’s check message') }),
  notFound: group('Page not found', {
    title: words('Heading'),
    text: words('Text'),
    home: words('Home link'),
    help: words('Help line'),
    moved: words('Moved page line', 'On the page left at a page’s old address: “This page has moved:” before a link to the page.'),
  }),
  notFoundMetadata: shared(
    group(
      'Page not found, for search engines',
      { title: words('Title'), description: words('Description') },
      'The not-found page is exported once, in English.',
    ),
  ),
  testimonialRating: shared(words('Testimonial stars', 'For screen readers, in English: {stars} out of {max} stars.')),
});
