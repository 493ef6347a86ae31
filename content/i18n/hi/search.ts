/** Hindi: the words of site search (content/search.ts). Machine-drafted, awaiting native review. */
import type { SearchCopy } from '@/content/search';

export const search: SearchCopy = {
  header: { label: 'साइट में खोजें' },
  page: {
    title: 'साइट में खोजें',
    intro: '“एजुकेशन लोन”, “NEET कट-ऑफ़” या “IELTS बैंड” जैसे कुछ शब्द लिखें: आप लिखते जाएँगे और साइट के हर पेज, लेख और कैलकुलेटर में खोज होती जाएगी।',
    fieldLabel: 'क्या खोजना है',
    placeholder: 'जैसे एजुकेशन लोन',
    submit: 'खोजें',
    scriptNote:
      'खोज आपके ब्राउज़र में ही चलती है और इसके लिए JavaScript चाहिए, जो बंद है या लोड नहीं हुई। साइट के मुख्य हिस्से नीचे दिए हैं, और आपके किसी भी सवाल का जवाब संपर्क पेज पर काउंसलर देंगे।',
    keysHint: 'लिखते ही नतीजे दिखते हैं। नीचे वाली ऐरो कुंजी नतीजों पर ले जाती है, Escape खोज मिटा देती है।',
    sectionsTitle: 'साइट के मुख्य हिस्से',
    loading: 'खोज जारी है…',
    error: 'खोज लोड नहीं हो सकी। अपना इंटरनेट कनेक्शन देखकर फिर कोशिश करें, या नीचे दिए हिस्से देखें।',
    oneResult: '“{query}” से 1 पेज मिला।',
    results: '“{query}” से {count} पेज मिले।',
    resultsLabel: 'खोज के नतीजे',
    noResults: '“{query}” से कोई पेज नहीं मिला।',
    noResultsHelp: 'दूसरे शब्दों से खोजें, या हमसे पूछें: काउंसलर 24 घंटे के भीतर जवाब देंगे।',
    contactLink: 'काउंसलर से संपर्क करें',
    otherLanguages: 'यही शब्द इस भाषा में खोजें:',
  },
  spellings: {
    आईईएलटीएस: 'IELTS',
    आइईएलटीएस: 'IELTS',
    टोफ़ेल: 'TOEFL',
    टोफेल: 'TOEFL',
    नीट: 'NEET',
    एमबीबीएस: 'MBBS',
    एमबीए: 'MBA',
    जीआरई: 'GRE',
    जीमैट: 'GMAT',
    सीजीपीए: 'CGPA',
  },
};
