/**
 * Shared button looks for <button>, <Link> and <a>: one place for sizes, colours and focus rings.
 * The looks are classes of their own (app/globals.css, `.btn`, `.btn-<variant>`, `.btn-<size>`):
 * a button's class is then a few words in the HTML and the page's payload, not 300 characters.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = '') {
  return `btn btn-${variant} btn-${size} ${extra}`.trim();
}
