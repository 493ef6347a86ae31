/** Telugu edition of the work limits in content/facts.ts (figures from there): machine-drafted, awaiting native review. */
import { workLimitFigures as w, type WorkRightsCountry } from '@/content/facts';

export const studentWorkLimit: Record<WorkRightsCountry, string> = {
  usa: `క్యాంపస్‌లో వారానికి ${w.usaHoursAWeek} గంటల వరకు`,
  uk: `తరగతులు జరిగే కాలంలో వారానికి ${w.ukHoursAWeek} గంటల వరకు`,
  canada: `తరగతులు జరిగే కాలంలో క్యాంపస్ బయట వారానికి ${w.canadaHoursAWeek} గంటల వరకు`,
  australia: `చదువు జరిగే కాలంలో ప్రతి రెండు వారాలకు ${w.australiaHoursAFortnight} గంటల వరకు`,
  germany: `ఏడాదికి ${w.germanyFullDays} పూర్తి రోజులు లేదా ${w.germanyHalfDays} అర్ధ రోజుల వరకు`,
};
