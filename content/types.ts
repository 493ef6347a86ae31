/**
 * The content types more than one content module (or edition) shares: a lead form's fields, a
 * student's testimonial, a question and its answer. Content modules declare their words with these
 * and components render them; neither side imports the other's files for a type.
 */
import type { FactRef } from '@/lib/fact';
import type { RouteKey } from '@/lib/paths';
import type { ArticleTree } from '@/lib/article-tree';

/**
 * One choice of a lead form's dropdown; `begins`: the day it stops being offered (an intake's
 * classes begin), YYYY-MM-DD: the page drops it from then on, however late the next build.
 */
export type LeadOption = { value: string; label: string; begins?: string };

/**
 * What a lead form says about sending, in the page's language (content/pages/<language>/lead.yaml,
 * schema content/pages/lead.schema.ts, loaded by content/lead.ts with {days} filled in). The forms
 * get it as a prop from the server component that renders them.
 */
export type LeadTexts = {
  /** The button while sending. */
  sending: string;
  successTitle: string;
  successMessage: string;
  /** The lead's reference, shown with the success and the saved message: {reference}. */
  reference: string;
  failureTitle: string;
  /** The service refused the lead without saying why. */
  fallbackError: string;
  /** Under every refusal: what the visitor can do. */
  refusedHelp: string;
  /** The service was busy and the lead could not be kept in this browser. */
  busy: string;
  /** The service was busy: the lead is saved and tried again with growing waits ({days} filled in). */
  savedBusy: string;
  /** Sending failed with something that is not an error at all. */
  nonError: string;
  timeout: string;
  network: string;
  /** A send that got no answer (offline, timed out): the lead is saved in this browser instead. */
  savedTitle: string;
  saved: string;
  /** Said when a saved lead has gone, on whatever page the visitor is then: {reference}. */
  sentLater: string;
  /** Closes the box that says a saved lead has gone. */
  dismiss: string;
  /** The list of saved leads under a form, each with a button to cancel it: {reference}. */
  savedListTitle: string;
  cancel: string;
  cancelled: string;
  /** A saved lead the service refused on a later try: {reference}. */
  refusedLater: string;
  /** With the captcha on: sent before the "I am human" check was done. */
  captchaMissing: string;
  /** A required field of spaces only. */
  blankField: string;
  /** A phone number the form cannot use: what it accepts. */
  phoneFormat: string;
  /** A field over its limit: {max} characters. */
  tooLong: string;
};

/** One field of a lead form (components/forms/lead-form.tsx renders it). */
export type LeadField = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  required?: boolean;
  /** A dropdown's choices: the value the office receives (English) and the label the visitor reads. */
  options?: LeadOption[];
  autoComplete?: string;
  placeholder?: string;
  /** Span both columns of the two-column layout. */
  wide?: boolean;
};

/** A student's testimonial: the rating is shown as that many stars out of 5. */
export type Testimonial = {
  name: string;
  /** For example the degree and country: "MS in Computer Science, USA". */
  role: string;
  content: string;
  rating: number;
  /** Invented, not a real student's words (content/samples.ts). */
  sample?: true;
  /** The student's photo, an upload with its size in pixels (read from the file at build). */
  photo?: TestimonialPhoto;
};

export type TestimonialPhoto = { src: string; width: number; height: number };

/**
 * A question and its answer, on the FAQ page, the services pages, the program, NEET and MBA
 * pages. The answer is plain text (a blank line starts a new paragraph), so the same list feeds the
 * page's FAQPage structured data; `id` is the item's anchor; `link` an optional extra shown under
 * the answer.
 */
export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  /** The answer's Markdown, compiled (FAQ entries that are files, content/faq/): the page renders it rather than `answer`. */
  body?: ArticleTree;
  link?: { label: string; to: RouteKey };
  /** The facts (content/facts.ts) behind the figures the answer names: shown under it as "as of · source" lines. */
  sources?: FactRef[];
};
