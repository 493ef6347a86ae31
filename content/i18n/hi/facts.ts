/** Hindi edition of the work limits in content/facts.ts (figures from there): machine-drafted, awaiting native review. */
import { loanFacts, neetPercentiles as np, nmcFigures as n, postStudyFigures as ps, workLimitFigures as w, type WorkRightsCountry } from '@/content/facts';
import type { postStudyText as enPostStudyText } from '@/content/facts';
import { monthYear } from '@/lib/fact';

export const studentWorkLimit: Record<WorkRightsCountry, string> = {
  usa: `कैंपस में हफ़्ते में ${w.usaHoursAWeek} घंटे`,
  uk: `पढ़ाई के सत्र में हफ़्ते में ${w.ukHoursAWeek} घंटे`,
  canada: `पढ़ाई के सत्र में कैंपस के बाहर हफ़्ते में ${w.canadaHoursAWeek} घंटे`,
  australia: `पढ़ाई के दौरान हर दो हफ़्ते में ${w.australiaHoursAFortnight} घंटे`,
  germany: `साल में ${w.germanyFullDays} पूरे या ${w.germanyHalfDays} आधे दिन`,
};

/** After graduation (the English postStudyText in content/facts.ts), figures from there. */
export const postStudyText: Record<keyof typeof enPostStudyText, string> = {
  usa: `${ps.usaOptMonths} महीने का OPT; STEM डिग्री वालों को ${ps.usaStemExtensionMonths} महीने और`,
  uk: `${ps.ukGraduateYears} साल का Graduate वीज़ा (${monthYear(ps.ukGraduateCutFrom, 'hi')} से आवेदन करने वालों के लिए ${ps.ukGraduateMonthsAfterCut} महीने)`,
  canada: `कोर्स की अवधि के हिसाब से ${ps.canadaPgwpYears} साल तक का पोस्ट-ग्रेजुएशन वर्क परमिट`,
  germany: `नौकरी ढूँढने के लिए ${ps.germanyMonths} महीने`,
};

/** NEET-UG's qualifying percentiles (the English neetQualifyingText in content/facts.ts). */
export const neetQualifyingText = `सामान्य वर्ग के लिए ${np.general}वाँ पर्सेंटाइल, दिव्यांग सामान्य उम्मीदवारों के लिए ${np.generalPwbd}वाँ, और SC, ST व OBC उम्मीदवारों के लिए ${np.reserved}वाँ`;

/** The loan moratorium in one wording (content/facts loanMoratorium), figures from there. */
export const loanMoratorium = `कोर्स की अवधि + ${loanFacts.moratoriumGraceMonths.value} महीने तक`;

/** What NMC eligibility means (the English nmcEligibility in content/facts.ts): the MBBS page and the chatbot use it. */
export const nmcEligibility = `NMC पात्रता का मतलब है कि कोर्स नेशनल मेडिकल कमीशन (NMC) के फ़ॉरेन मेडिकल ग्रेजुएट लाइसेंशिएट रेगुलेशन्स ${n.regulationsYear} पर खरा उतरता है: अंग्रेज़ी में कम से कम ${n.courseMonths} महीने की पढ़ाई, उसी विश्वविद्यालय में ${n.internshipMonths} महीने की इंटर्नशिप, सब कुछ ${n.withinYears} साल के भीतर पूरा, और उस देश में डॉक्टरी करने का रजिस्ट्रेशन। भारत लौटकर ${n.internshipMonths} महीने की निगरानी वाली इंटर्नशिप करनी होती है और लाइसेंस की परीक्षा (FMGE, जिसकी जगह NExT आएगा) पास करनी होती है। वर्ल्ड डायरेक्टरी ऑफ़ मेडिकल स्कूल्स को अब WFME और FAIMER मिलकर प्रकाशित करते हैं (पहले इसे WHO प्रकाशित करता था); यह मेडिकल कॉलेजों को सूचीबद्ध करती है, उन्हें मान्यता नहीं देती।`;
