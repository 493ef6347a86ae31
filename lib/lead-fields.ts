/**
 * What a lead form takes, field by field, so that what reaches the office is usable and fits the
 * form service: limits on every field (a lead is one email from the service, and a 100 KB message
 * made a 401 KB request), a phone number an office can dial (Indian or international), and no
 * required field of spaces. The form (components/forms/lead-form.tsx) sets these as HTML limits
 * (maxlength, pattern), checks them again before sending, says what is wrong in the page's words
 * (content/pages/<language>/lead.yaml: blankField, phoneFormat, tooLong) and keeps what was typed.
 * Every text of a lead is sent cleaned (cleanText): no control characters, no bidi overrides, no
 * zero-width characters, and a field with no visible character counts as blank.
 */
import type { LeadFields } from '@/lib/lead';

/** The longest value each kind of field takes, in characters. */
export const FIELD_LIMITS = {
  /** A person's full name. */
  name: 100,
  /** The longest address the mail standards allow (RFC 5321 path). */
  email: 254,
  /** 15 digits (the international maximum) with a +, spaces, brackets and dashes. */
  tel: 25,
  subject: 150,
  /** A message: several paragraphs, a planner's plan included. */
  textarea: 5000,
  /** Any other one-line field. */
  text: 200,
} as const;

export type FieldKind = { name: string; type: 'text' | 'email' | 'tel' | 'textarea' | 'select'; required?: boolean };

/** The limit of a field: by its name (name, subject), else by its type. */
export function fieldLimit(field: FieldKind): number | undefined {
  if (field.type === 'select') return undefined;
  if (field.name === 'name' || field.name === 'subject') return FIELD_LIMITS[field.name];
  return FIELD_LIMITS[field.type];
}

/**
 * A phone number: 7 to 15 digits (the international maximum), with a + before them if any, and
 * spaces, brackets or dashes between: "98765 43210", "+91 98765 43210", "(040) 2345 6789",
 * "+44 20 7946 0958". As an HTML pattern attribute (compiled with the `v` flag, anchored).
 */
export const PHONE_PATTERN = String.raw`\+?[\s\-\(\)]*(?:[0-9][\s\-\(\)]*){7,15}`;
const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

/**
 * Characters a lead never carries: control characters (C0, DEL, C1), the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069: they reorder what the counsellors read),
 * and the zero-width space, word joiner and byte-order mark. The zero-width (non-)joiner is handled
 * apart (JOINER_OUT_OF_PLACE); tab and line breaks in a one-line field become spaces.
 */
const UNSENT = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/gu;
const UNSENT_MULTILINE = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/gu;
const LINE_BREAKS = /[\t\n\r]/g;
/** A zero-width non-joiner or joiner, and what may stand beside one: a letter, a combining mark, an emoji (or its skin tone). */
const JOINER = String.raw`[\u200C\u200D]`;
const JOINABLE = String.raw`\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}`;
/**
 * A zero-width non-joiner or joiner (U+200C, U+200D) is kept only where it shapes what is written:
 * beside a combining mark (a Telugu or Devanagari virama: "क्‍ष", the eyelash "र‍्") or after an
 * emoji (👨‍👩‍👧); anywhere else (alone, at an end, between two letters) it only hides, and goes.
 */
const JOINER_OUT_OF_PLACE = new RegExp(
  `(?<![${JOINABLE}])${JOINER}|${JOINER}(?![${JOINABLE}])|(?<![\\p{M}\\p{Extended_Pictographic}\\p{Emoji_Modifier}])${JOINER}(?!\\p{M})`,
  'gu',
);

/**
 * A text as a lead sends it: without control characters (but for tab and line breaks in a
 * multi-line field), bidi controls and zero-width characters (JOINER_OUT_OF_PLACE), trimmed. The
 * one cleaning of every text a lead carries (fieldProblem judges by it; cleanFields sends it).
 */
export function cleanText(value: string, multiLine = false): string {
  const text = multiLine ? value.replace(UNSENT_MULTILINE, '') : value.replace(LINE_BREAKS, ' ').replace(UNSENT, '');
  return text.replace(JOINER_OUT_OF_PLACE, '').trim();
}

/** A character a reader sees: not a space, a control, a format character or one that is ignored by default. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** Whether a text has a character a reader sees (a value of zero-width spaces or bidi controls alone has none). */
export const hasVisibleText = (value: string) => VISIBLE.test(value);

/**
 * A visible character: the HTML pattern of a required one-line field (compiled with the `v` flag,
 * anchored), so the browser refuses spaces, zero-width characters or controls alone, without script too.
 */
export const NOT_BLANK_PATTERN = String.raw`.*[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}].*`;

export type FieldProblem = 'blank' | 'phone' | 'tooLong';

/** What is wrong with a value for a field, if anything (a value is judged cleaned, as it is sent: cleanText). */
export function fieldProblem(field: FieldKind, value: string): FieldProblem | undefined {
  if (field.type === 'select') return undefined;
  const cleaned = cleanText(value, field.type === 'textarea');
  if (!hasVisibleText(cleaned)) return field.required ? 'blank' : undefined;
  const limit = fieldLimit(field);
  if (limit !== undefined && cleaned.length > limit) return 'tooLong';
  if (field.type === 'tel' && !PHONE.test(cleaned)) return 'phone';
  return undefined;
}

/** The words a form says about a field it cannot take (content/pages/<language>/lead.yaml). */
export type FieldWords = { blankField: string; phoneFormat: string; tooLong: string };

/** What to say at a field whose value the form cannot take, in the page's words; '' when nothing is wrong (or only the browser's own checks apply). */
export function fieldProblemText(field: FieldKind, value: string, words: FieldWords): string {
  const problem = fieldProblem(field, value);
  if (problem === 'blank') return words.blankField;
  if (problem === 'phone') return words.phoneFormat;
  if (problem === 'tooLong') return words.tooLong.replace('{max}', String(fieldLimit(field)));
  return '';
}

/** The HTML limits of a field, for forms without script too: its length, and the phone's pattern or a required line's "not only spaces", with what is accepted as the title the browser shows. */
export function fieldAttributes(field: FieldKind, words: FieldWords) {
  return {
    maxLength: fieldLimit(field),
    ...(field.type === 'tel'
      ? { pattern: PHONE_PATTERN, title: words.phoneFormat, inputMode: 'tel' as const }
      : field.type === 'text' && field.required && { pattern: NOT_BLANK_PATTERN, title: words.blankField }),
  };
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Before sending: the first field whose value the browser's own checks let through but the form
 * cannot take (spaces, a value set from the address) is refused at the field, in the page's
 * words, with everything typed kept. True when all can be sent.
 */
export function checkFields(form: HTMLFormElement, fields: FieldKind[], words: FieldWords): boolean {
  for (const field of fields) {
    const el = form.elements.namedItem(field.name) as FieldElement | null;
    const problem = el ? fieldProblemText(field, el.value, words) : '';
    if (el && problem) {
      el.setCustomValidity(problem);
      el.reportValidity();
      return false;
    }
  }
  return true;
}

/** The fields as sent: every value cleaned (cleanText), keeping tab and line breaks only in the fields named `multiLine` (a message). */
export const cleanFields = (fields: LeadFields, multiLine: readonly string[] = []): LeadFields =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, cleanText(value, multiLine.includes(name))]));
