/**
 * Facts that more than one page states, each written once. Student work limits are the
 * governments' rules as of 2025: Australia 48 hours a fortnight during study periods since
 * 1 July 2023 (Department of Home Affairs, student visa subclass 500 condition 8105); Canada 24
 * hours a week off campus since November 2024 (IRCC); USA 20 hours a week on campus for F-1
 * students (SEVP); UK 20 hours a week in term for degree-level students (UKVI); Germany 140 full or
 * 280 half days a year (Residence Act §16b).
 */
export type WorkRightsCountry = 'usa' | 'uk' | 'canada' | 'australia' | 'germany';

/**
 * The limits' figures, written once. Each language phrases them (below for English; the Telugu and
 * Hindi editions in content/i18n/<locale>/facts.ts) from these numbers, so no translation types one.
 */
export const workLimitFigures = {
  usaHoursAWeek: 20,
  ukHoursAWeek: 20,
  canadaHoursAWeek: 24,
  australiaHoursAFortnight: 48,
  germanyFullDays: 140,
  germanyHalfDays: 280,
} as const;

const w = workLimitFigures;

/** What a student may work during studies, as a short phrase ("48 hours per fortnight"). */
export const studentWorkLimit: Record<WorkRightsCountry, string> = {
  usa: `${w.usaHoursAWeek} hours a week on campus`,
  uk: `${w.ukHoursAWeek} hours a week during term`,
  canada: `${w.canadaHoursAWeek} hours a week off campus during term`,
  australia: `${w.australiaHoursAFortnight} hours per fortnight during study periods`,
  germany: `${w.germanyFullDays} full or ${w.germanyHalfDays} half days a year`,
};

/** Main intakes for a master's, as pages list them. */
export const mainIntakes: Record<WorkRightsCountry, string[]> = {
  usa: ['Fall (August–September)', 'Spring (January)'],
  uk: ['September', 'January (some universities)'],
  canada: ['September', 'January', 'May (some colleges)'],
  australia: ['February', 'July'],
  germany: ['Winter semester (October)', 'Summer semester (April)'],
};
