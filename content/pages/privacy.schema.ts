/**
 * The privacy notice's words (content/pages/<language>/privacy.yaml). The operator's details are
 * its settings, never written here: the words name them in square brackets, [privacyEmail], and
 * the company {{company}}; the build refuses a bracketed name the notice does not know.
 */
import { z } from 'zod';
import { anchorId, eyebrow, heading, words } from './parts';
import { pageSchema, text } from './schema';

/** The settings a privacy text may name, as [name] (filled in by content/privacy.ts). */
export const PRIVACY_SETTINGS = ['formHost', 'officeEmail', 'officeAddress', 'officePhone', 'privacyContact', 'privacyEmail', 'retentionMonths'] as const;

const SETTING = /\[([A-Za-z]+)\]/g;

/** A text whose [names] are all settings the notice knows. */
const withSettings = (what: string) =>
  text(what).refine((s) => [...s.matchAll(SETTING)].every((m) => (PRIVACY_SETTINGS as readonly string[]).includes(m[1])), {
    error: `a [name] in square brackets is one of ${PRIVACY_SETTINGS.map((n) => `[${n}]`).join(', ')}`,
  });

export const fillSettings = (s: string, settings: Record<(typeof PRIVACY_SETTINGS)[number], string>) =>
  s.replace(SETTING, (_, name: string) => settings[name as keyof typeof settings]);

const paragraphs = (title: string, description?: string) => z.array(withSettings('a paragraph')).optional().meta({ title, description });

export const privacyPage = pageSchema('Privacy notice', {
  eyebrow,
  title: heading,
  intro: withSettings('the introduction').meta({ title: 'Introduction' }),
  updatedLabel: words('the words before the date of the last change', 'Last-updated label'),
  sections: z
    .array(
      z
        .strictObject({
          id: anchorId,
          title: heading,
          paragraphs: paragraphs('Paragraphs', 'Name a setting in square brackets: [privacyEmail], [retentionMonths] …'),
          list: z.array(withSettings('an item')).optional().meta({ title: 'List' }),
          captchaParagraphs: paragraphs('Paragraphs on the spam check', 'Shown only while the forms use the hCaptcha check (Settings).'),
        })
        .meta({ title: 'Section' }),
    )
    .meta({ title: 'Sections' }),
});
