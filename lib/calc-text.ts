/** Fills {placeholders} in a copy template: fill('Semester {n}', { n: 2 }) → 'Semester 2'. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The contact page link carrying a subject for the contact form (?subject=…). */
export function withSubject(contactHref: string, subject: string): string {
  const [path, hash = ''] = contactHref.split('#');
  const sep = path.includes('?') ? '&' : '?';
  // %20 rather than '+': both URLSearchParams and decodeURIComponent read it as a space.
  return `${path}${sep}subject=${encodeURIComponent(subject)}${hash ? `#${hash}` : ''}`;
}
