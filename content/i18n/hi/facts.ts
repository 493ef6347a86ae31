/** Hindi edition of the work limits in content/facts.ts (figures from there): machine-drafted, awaiting native review. */
import { workLimitFigures as w, type WorkRightsCountry } from '@/content/facts';

export const studentWorkLimit: Record<WorkRightsCountry, string> = {
  usa: `कैंपस में हफ़्ते में ${w.usaHoursAWeek} घंटे`,
  uk: `पढ़ाई के सत्र में हफ़्ते में ${w.ukHoursAWeek} घंटे`,
  canada: `पढ़ाई के सत्र में कैंपस के बाहर हफ़्ते में ${w.canadaHoursAWeek} घंटे`,
  australia: `पढ़ाई के दौरान हर दो हफ़्ते में ${w.australiaHoursAFortnight} घंटे`,
  germany: `साल में ${w.germanyFullDays} पूरे या ${w.germanyHalfDays} आधे दिन`,
};
