/**
 * Reading what a visitor's address or browser storage hands a page: a value that does not fit the
 * shape the site writes is dropped, never thrown (a thrown error would replace the page).
 */

/** A percent-encoded fragment or path decoded, or as it is when it is not valid encoding ("#%E0%A4", "#%"). */
export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** JSON text parsed, or undefined when it is missing or not JSON. */
export function parseJsonSafely(text: string | null | undefined): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether a value is a plain object of strings, each key one of `keys` (a stored visit start, a lead's fields). */
export function isStringRecord(value: unknown, keys?: readonly string[]): value is Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(([k, v]) => typeof v === 'string' && (!keys || keys.includes(k)));
}
