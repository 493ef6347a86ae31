/** Hindi edition of content/mbbs.ts (machine-drafted, awaiting native review). */
import { BadgeCheck, GraduationCap, HeartPulse, Hospital, Languages, Plane, ShieldCheck, Wallet } from 'lucide';
import { nmcFigures as n } from '@/content/facts';
import { nmcEligibility } from '@/content/i18n/hi/facts';
import { worldDirectory } from '@/content/i18n/hi/world-directory';
import { accreditationText, type MbbsContent } from '@/content/mbbs';
import { priceFact } from '@/content/prices';
import { universityCards } from '@/content/universities';

// The accreditations as the badges, the hero's facts and the university cards write them.
const accreditations = { 'world-directory': worldDirectory.listed, nmc: 'NMC (पहले MCI)' };
const accreditation = Object.values(accreditations);

const duration = '6 साल';

const labels = {
  ranking: 'रैंकिंग',
  location: 'स्थान',
  tuition: 'सालाना ट्यूशन फ़ीस',
  duration: 'अवधि',
  language: 'पढ़ाई की भाषा',
  accreditation: 'मान्यता',
  students: 'अंतरराष्ट्रीय छात्र',
};

export const mbbs: MbbsContent = {
  hero: {
    eyebrow: 'वियतनाम में MBBS',
    title: 'वियतनाम में किफ़ायती ख़र्च पर MBBS की पढ़ाई',
    text: `${worldDirectory.name} में शामिल उन विश्वविद्यालयों में अंग्रेज़ी माध्यम के MBBS कोर्स, जिनके कोर्स भारतीय छात्रों के लिए NMC (पहले MCI) के नियमों पर खरे उतरते हैं: हर विश्वविद्यालय की मौजूदा फ़ीस हम आपको भेजते हैं और रहने-खाने के ख़र्च का बजट आपके साथ बनाते हैं। NEET स्कोर से लेकर डिग्री मिलने तक हमारे काउंसलर आपके साथ रहते हैं।`,
    explore: { label: 'विश्वविद्यालय देखें', hash: '#universities' },
    counselling: 'निःशुल्क काउंसलिंग पाएँ',
    badges: ['6 साल का कोर्स', 'अंग्रेज़ी में पढ़ाई', ...accreditation],
  },
  facts: [
    priceFact('सालाना ट्यूशन फ़ीस', 'vietnam-mbbs-tuition', 'hi'),
    priceFact('महीने का रहने-खाने का ख़र्च', 'vietnam-living-cost', 'hi'),
    { label: 'कोर्स की अवधि', value: duration },
    { label: 'मान्यता', value: accreditationText(accreditation) },
  ],
  benefits: {
    eyebrow: 'वियतनाम ही क्यों',
    title: 'वियतनाम में MBBS क्यों करें',
    intro: 'आठ कारण, जिनकी वजह से भारतीय छात्र और माता-पिता मेडिकल की डिग्री के लिए वियतनाम चुनते हैं।',
    cards: [
      {
        icon: Wallet,
        title: 'किफ़ायती ट्यूशन फ़ीस',
        text: 'हर विश्वविद्यालय अपनी फ़ीस ख़ुद घोषित करता है: भारत के प्राइवेट मेडिकल कॉलेजों की फ़ीस से तुलना के लिए हम आपको मौजूदा फ़ीस का ब्योरा भेजते हैं।',
      },
      { icon: HeartPulse, title: 'रहने के ख़र्च की योजना', text: 'हॉस्टल, खाना और आना-जाना: विश्वविद्यालय के शहर के हिसाब से हम आपके साथ महीने का बजट बनाते हैं।' },
      {
        icon: BadgeCheck,
        title: 'NMC पात्रता वाली डिग्री',
        text: `ये विश्वविद्यालय ${worldDirectory.name} में शामिल हैं, और इनका ${n.courseMonths} महीने का अंग्रेज़ी माध्यम कोर्स व इंटर्नशिप NMC के नियमों पर खरे उतरते हैं, इसलिए लौटकर आप भारत की लाइसेंस परीक्षा दे सकते हैं।`,
      },
      { icon: Languages, title: 'अंग्रेज़ी माध्यम में पढ़ाई', text: 'पूरा कोर्स अंग्रेज़ी में पढ़ाया जाता है, इसलिए क्लास में भाषा की कोई दिक़्क़त नहीं होती।' },
      { icon: Hospital, title: 'क्लिनिकल अनुभव', text: 'कोर्स के शुरुआती सालों से ही व्यस्त टीचिंग अस्पतालों में प्रैक्टिकल ट्रेनिंग।' },
      { icon: ShieldCheck, title: 'सुरक्षित और अपनापन भरा माहौल', text: 'एक सुरक्षित देश, जहाँ की संस्कृति में अपनापन है और भारतीय छात्रों का समुदाय लगातार बढ़ रहा है।' },
      { icon: Plane, title: 'घर के क़रीब', text: 'भारत के लिए छोटी उड़ानें, मिलता-जुलता मौसम और विश्वविद्यालय वाले शहरों में जाना-पहचाना खाना।' },
      { icon: GraduationCap, title: 'न डोनेशन, न कैपिटेशन फ़ीस', text: 'प्रवेश NEET क्वालिफ़ाई करने और 12वीं के अंकों के आधार पर, बिना किसी प्रवेश परीक्षा या डोनेशन के।' },
    ],
  },
  universities: {
    id: 'universities',
    eyebrow: 'आप कहाँ पढ़ सकते हैं',
    title: 'प्रमुख मेडिकल विश्वविद्यालय',
    intro: 'तीन विश्वविद्यालय जहाँ हम छात्रों का प्रवेश कराते हैं; हर एक में 6 साल का अंग्रेज़ी माध्यम MBBS कोर्स है।',
    learnMore: 'और जानें',
    visitWebsite: 'वेबसाइट देखें',
    labels,
    accreditationNote: `${nmcEligibility} आपके आवेदन से पहले हम हर विश्वविद्यालय को इन नियमों पर परखते हैं।`,
    list: universityCards('hi', { accreditations, labels }),
  },
  closing: {
    title: 'अपना MBBS सफ़र शुरू करें',
    text: 'हमें अपना NEET स्कोर और बजट बताइए: काउंसलर आपके लिए विश्वविद्यालय चुनेंगे, फ़ीस समझाएँगे और प्रवेश, वीज़ा और यात्रा तक हर क़दम पर आपका मार्गदर्शन करेंगे।',
    cta: 'निःशुल्क काउंसलिंग बुक करें',
  },
};
