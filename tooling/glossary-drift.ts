/**
 * Drift from a glossary term, found by the build rather than a reader: any other spelling of a term in
 * an edition (vowel length, nukta, ళ్ళ/ళ్ల, anusvara or nasal, hyphen, space or joiner) and any other
 * word the glossary names for it (`others`, native script or English letters), unless the glossary
 * allows that form (`allow`). Words are compared by a folded key; a Telugu word may carry any suffix
 * after the term, a Hindi word only vowel signs (दस्तावेज़ों), an English one a plural s.
 */
import type { GlossaryEntry } from '@/content/glossary/schema';
import type { FieldText } from '@/tooling/glossary-check';

const FOLDS: [RegExp, string | ((c: string) => string)][] = [
  [/[\u200C\u200D]/g, ''],
  // Devanagari: nukta letters and sign, chandrabindu, nasal + virama as anusvara, long and short i and u, ai/au, candra o
  [/[\u0958-\u095F]/g, (c) => 'कखगजडढफय'[c.charCodeAt(0) - 0x958]],
  [/\u093C/g, ''],
  [/\u0901/g, '\u0902'],
  [/[\u0919\u091E\u0923\u0928\u092E]\u094D/g, '\u0902'],
  [/\u0940/g, '\u093F'],
  [/\u0942/g, '\u0941'],
  [/\u0948/g, '\u0947'],
  [/\u094C|\u0949/g, '\u094B'],
  [/\u0908/g, '\u0907'],
  [/\u090A/g, '\u0909'],
  [/\u0910/g, '\u090F'],
  [/\u0914|\u0911/g, '\u0913'],
  [/\u094D/g, ''],
  // Telugu: nasal + virama as anusvara, ళ్ళ as ళ్ల, long and short i, u, e and o, virama (సిఫార్సు/సిఫారసు)
  [/\u0C01/g, ''],
  [/[\u0C19\u0C1E\u0C23\u0C28\u0C2E]\u0C4D/g, '\u0C02'],
  [/\u0C4D\u0C33/g, '\u0C4D\u0C32'],
  [/\u0C40/g, '\u0C3F'],
  [/\u0C42/g, '\u0C41'],
  [/\u0C47/g, '\u0C46'],
  [/\u0C4B/g, '\u0C4A'],
  [/\u0C08/g, '\u0C07'],
  [/\u0C0A/g, '\u0C09'],
  [/\u0C0F/g, '\u0C0E'],
  [/\u0C13/g, '\u0C12'],
  [/\u0C4D/g, ''],
];

/** A word's spelling key: two spellings of one word the glossary means the same get the same key. */
export function fold(word: string): string {
  let key = word.normalize('NFC').toLowerCase();
  for (const [pattern, to] of FOLDS) key = typeof to === 'string' ? key.replace(pattern, to) : key.replace(pattern, to);
  return key.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** What may follow a term inside one word (the folded rest of the word): any Telugu suffix, Hindi vowel signs, an English plural. */
function suffixFits(rest: string, key: string): boolean {
  if (!rest) return true;
  if (key.length < 4) return false;
  if (/[\u0C00-\u0C7F]$/.test(key)) return /^[\u0C00-\u0C7F]+$/.test(rest);
  if (/[\u0900-\u097F]$/.test(key)) return rest.length <= 4 && /^[\u0902\u0903\u0905-\u0914\u093E-\u094Cय]+$/.test(rest);
  return /^(s|es)$/.test(rest);
}

type Word = { text: string; key: string; start: number; end: number };

/** A text's words (letters, marks, digits and joiners), with where each starts and ends. */
function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}\u200C\u200D]+/gu)].map((m) => ({ text: m[0], key: fold(m[0]), start: m.index, end: m.index + m[0].length }));
}

/** Words are one compound when only spaces, hyphens or joiners stand between them. */
const JOINS = /^[\s\-\u2010\u2011\u200C\u200D&]*$/;

/** A form the glossary names, by its key. */
type Form = { entry: GlossaryEntry; form: string; key: string; agreed: boolean };

/** The term's agreed forms: the term (each of "a / b" or "a, b", without a bracketed part) and its listed forms. */
export function agreedForms(entry: GlossaryEntry): string[] {
  const parts = entry.term
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+\/\s+|,\s+|;\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return [...new Set([...parts, ...(entry.forms ?? [])])];
}

/** The stems a word in the agreed form may start with: the form, its Telugu oblique, linking or emphatic stem (విశ్వవిద్యాలయాన్ని, టెస్టులు, దరఖాస్తూ), its Hindi oblique or plural stem (वाले, सूचियाँ). */
function stems(form: string): string[] {
  const f = form
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s\-\u200C\u200D&]/gu, '')
    .trim();
  const stem = f.slice(0, -1);
  if (/[\u0C00-\u0C7F]\u0C02$/.test(f)) return [f, `${stem}\u0C3E`];
  if (/[\u0C00-\u0C7F]\u0C4D$/.test(f)) return [f, `${stem}\u0C41`];
  if (/[\u0C00-\u0C7F]\u0C41$/.test(f)) return [f, `${stem}\u0C42`];
  if (/[\u0C00-\u0C7F]\u0C3F$/.test(f)) return [f, `${stem}\u0C40`];
  if (/[\u0900-\u097F]\u093E$/.test(f)) return [f, `${stem}\u0947`, `${stem}\u0940`];
  if (/[\u0900-\u097F]\u0940$/.test(f)) return [f, `${stem}\u093F`];
  return [f];
}

function formsOf(entries: readonly GlossaryEntry[]): Form[] {
  return entries
    .flatMap((entry) => [
      ...agreedForms(entry).flatMap((form) => stems(form).map((stem) => ({ entry, form, key: fold(stem), agreed: true }))),
      ...(entry.others ?? []).flatMap((form) => stems(form).map((stem) => ({ entry, form, key: fold(stem), agreed: false }))),
    ])
    .filter((f) => f.key.length >= 2);
}

/** A use of a glossary term in a file, in its agreed form or another. */
export type TermUse = {
  entry: GlossaryEntry;
  file: string;
  field: string;
  /** The words as written (with the suffix the word carries). */
  found: string;
  /** The glossary's form it matched: an agreed form, or one of the term's other words. */
  form: string;
  kind: 'agreed' | 'spelling' | 'other word';
  /** The glossary's reason, where it allows this form. */
  allowed?: string;
};

const startsWithForm = (found: string, form: string) => stems(form).some((s) => found.normalize('NFC').toLowerCase().startsWith(s));

/** Each use of each term of the glossary (that has forms to compare) in the texts: agreed, another spelling, or another word. */
export function termUses(texts: readonly FieldText[], entries: readonly GlossaryEntry[]): TermUse[] {
  const forms = formsOf(entries);
  const byFirst = new Map<string, Form[]>();
  for (const f of forms) byFirst.set(f.key[0], [...(byFirst.get(f.key[0]) ?? []), f]);
  const agreedOf = new Map(entries.map((e) => [e, agreedForms(e)]));
  return texts.flatMap(({ file, field, text, line }) => {
    const words = wordsOf(text);
    type Match = { form: Form; start: number; end: number; found: string };
    const matches: Match[] = [];
    words.forEach((first, i) => {
      for (const form of byFirst.get(first.key[0]) ?? []) {
        let joined = '';
        for (let j = i; j < words.length; j++) {
          if (j > i && !JOINS.test(text.slice(words[j - 1].end, words[j].start))) break;
          const before = joined;
          joined += words[j].key;
          if (joined.length < form.key.length) {
            if (!form.key.startsWith(joined)) break;
            continue;
          }
          if (joined.startsWith(form.key) && form.key.startsWith(before) && suffixFits(joined.slice(form.key.length), form.key))
            matches.push({ form, start: first.start, end: words[j].end, found: text.slice(first.start, words[j].end) });
          break;
        }
      }
    });
    // Where the text writes an agreed form, another term's shorter form inside it is no drift (मुख्य कार्यालय holds कार्यालय).
    const agreedSpans = matches.filter((m) => m.form.agreed && agreedOf.get(m.form.entry)!.some((a) => startsWithForm(m.found, a)));
    const at = (m: Match) => (line === undefined ? field : `${field}, line ${line + text.slice(0, m.start).split('\n').length - 1}`);
    const seen = new Set<string>();
    return matches.flatMap((m): TermUse[] => {
      const agreed = agreedSpans.includes(m);
      const inside = agreedSpans.some(
        (a) => a !== m && a.form.entry !== m.form.entry && a.start <= m.start && a.end >= m.end && a.form.key.length >= m.form.key.length,
      );
      if (!agreed && inside) return [];
      // One use per entry and place: the longest match wins (a term and its plural both match a plural).
      const id = `${entries.indexOf(m.form.entry)}:${m.start}`;
      if (seen.has(id)) return [];
      const longest = matches
        .filter((o) => o.form.entry === m.form.entry && o.start === m.start)
        .sort((a, b) => b.form.key.length - a.form.key.length || Number(agreedSpans.includes(b)) - Number(agreedSpans.includes(a)))[0];
      if (longest !== m) return [];
      seen.add(id);
      const kind = agreed ? 'agreed' : m.form.agreed ? 'spelling' : 'other word';
      const allowed = agreed
        ? undefined
        : m.form.entry.allow?.find((a) => startsWithForm(text.slice(m.start), a.form) && (!a.in || file === a.in || file.endsWith(`/${a.in}`)))?.reason;
      return [{ entry: m.form.entry, file, field: at(m), found: m.found, form: m.form.form, kind, allowed }];
    });
  });
}

/** The uses the build stops on: another spelling or another word that the glossary does not allow. */
export const driftOf = (uses: readonly TermUse[]) => uses.filter((u) => u.kind !== 'agreed' && u.allowed === undefined);

/** One line per drift: <file>: <field>: “<found>” is another spelling of <form> | another word for <term> in <glossary>: write <term> (<English>). */
export const driftLines = (drift: readonly TermUse[], glossary: string) =>
  drift.map(
    ({ file, field, found, form, kind, entry }) =>
      `${file}: ${field}: “${found}” is ${kind === 'spelling' ? `another spelling of ${form}` : `another word for ${entry.term}`} (${entry.en}) in ${glossary}: write ${kind === 'spelling' ? form : entry.term}, or allow it there with a reason`,
  );

/** For the native reviewer: each term with every form found in the edition, and where. */
export function driftReport(uses: readonly TermUse[], entries: readonly GlossaryEntry[], title: string): string {
  const out = [
    `# ${title}`,
    '',
    'Generated by the content build (tooling/glossary-drift.ts): each glossary term with every form of it found in this edition’s data files, and where. ' +
      'Forms marked **stops the build** must be changed to the agreed form, or allowed in the glossary with a reason.',
    '',
  ];
  for (const entry of entries) {
    const mine = uses.filter((u) => u.entry === entry);
    if (!mine.length) continue;
    out.push(`## ${entry.en}: ${entry.term}`, '');
    const byForm = new Map<string, TermUse[]>();
    for (const u of mine) {
      const id = [u.found, u.kind, u.allowed ?? ''].join('\u0000');
      byForm.set(id, [...(byForm.get(id) ?? []), u]);
    }
    const order = (us: TermUse[]) => (us[0].kind === 'agreed' ? 1 : 0);
    for (const us of [...byForm.values()].sort((a, b) => order(a) - order(b) || b.length - a.length)) {
      const u = us[0];
      const found = u.found;
      const what =
        u.kind === 'agreed'
          ? 'agreed'
          : `${u.kind === 'spelling' ? `another spelling of ${u.form}` : 'another word'}: ${u.allowed === undefined ? '**stops the build**' : `allowed (${u.allowed})`}`;
      const places = us.map((x) => `${x.file}: ${x.field}`);
      const shown = u.kind === 'agreed' && places.length > 8 ? [...places.slice(0, 8), `… and ${places.length - 8} more`] : places;
      out.push(`- “${found}” (${what}), ${us.length}×: ${shown.join('; ')}`);
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
