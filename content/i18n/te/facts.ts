/** Telugu edition of the work limits in content/facts.ts (figures from there): machine-drafted, awaiting native review. */
import { loanFacts, neetPercentiles as np, nmcFigures as n, postStudyFigures as ps, workLimitFigures as w, type WorkRightsCountry } from '@/content/facts';
import type { postStudyText as enPostStudyText } from '@/content/facts';
import { monthYear } from '@/lib/fact';

export const studentWorkLimit: Record<WorkRightsCountry, string> = {
  usa: `క్యాంపస్‌లో వారానికి ${w.usaHoursAWeek} గంటల వరకు`,
  uk: `తరగతులు జరిగే కాలంలో వారానికి ${w.ukHoursAWeek} గంటల వరకు`,
  canada: `తరగతులు జరిగే కాలంలో క్యాంపస్ బయట వారానికి ${w.canadaHoursAWeek} గంటల వరకు`,
  australia: `చదువు జరిగే కాలంలో ప్రతి రెండు వారాలకు ${w.australiaHoursAFortnight} గంటల వరకు`,
  germany: `ఏడాదికి ${w.germanyFullDays} పూర్తి రోజులు లేదా ${w.germanyHalfDays} అర్ధ రోజుల వరకు`,
};

/** After graduation (the English postStudyText in content/facts.ts), figures from there. */
export const postStudyText: Record<keyof typeof enPostStudyText, string> = {
  usa: `${ps.usaOptMonths} నెలల OPT; STEM డిగ్రీలకు మరో ${ps.usaStemExtensionMonths} నెలలు`,
  uk: `${ps.ukGraduateYears} సంవత్సరాల Graduate వీసా (${monthYear(ps.ukGraduateCutFrom, 'te')} నుంచి దరఖాస్తు చేసేవారికి ${ps.ukGraduateMonthsAfterCut} నెలలు)`,
  canada: `మీ కోర్సు వ్యవధిని బట్టి ${ps.canadaPgwpYears} సంవత్సరాల వరకు Post-Graduation Work Permit`,
  germany: `ఉద్యోగం వెతుక్కోవడానికి ${ps.germanyMonths} నెలలు`,
};

/** NEET-UG's qualifying percentiles (the English neetQualifyingText in content/facts.ts). */
export const neetQualifyingText = `జనరల్ కేటగిరీకి ${np.general}వ పర్సెంటైల్, దివ్యాంగులైన జనరల్ అభ్యర్థులకు ${np.generalPwbd}వ, SC, ST, OBC అభ్యర్థులకు ${np.reserved}వ పర్సెంటైల్`;

/** The loan moratorium in one wording (content/facts loanMoratorium), figures from there. */
export const loanMoratorium = `కోర్సు కాలం + ${loanFacts.moratoriumGraceMonths.value} నెలల వరకు`;

/** What NMC eligibility means (the English nmcEligibility in content/facts.ts): the MBBS page and the chatbot use it. */
export const nmcEligibility = `NMC అర్హత అంటే, కోర్సు నేషనల్ మెడికల్ కమిషన్ (NMC) ఫారిన్ మెడికల్ గ్రాడ్యుయేట్ లైసెన్షియేట్ రెగ్యులేషన్స్ ${n.regulationsYear}కి అనుగుణంగా ఉండటం: ఇంగ్లీష్‌లో బోధించే కనీసం ${n.courseMonths} నెలల చదువు, అదే విశ్వవిద్యాలయంలో ${n.internshipMonths} నెలల ఇంటర్న్‌షిప్, ఇవన్నీ ${n.withinYears} సంవత్సరాల లోపు పూర్తి కావాలి; ఆ దేశంలో వైద్యం చేయడానికి రిజిస్ట్రేషన్ కూడా ఉండాలి. భారతదేశానికి తిరిగి వచ్చాక ${n.internshipMonths} నెలలు పర్యవేక్షణలో ఇంటర్న్‌షిప్ చేసి, లైసెన్సింగ్ పరీక్ష (FMGE, దీని స్థానంలో NExT రానుంది) పాస్ కావాలి. వరల్డ్ డైరెక్టరీ ఆఫ్ మెడికల్ స్కూల్స్‌ను ఇప్పుడు WFME, FAIMER కలిసి ప్రచురిస్తున్నాయి (గతంలో దీన్ని WHO ప్రచురించేది); ఇది వైద్య కళాశాలలను జాబితా చేస్తుంది, వాటికి గుర్తింపు ఇవ్వదు.`;
