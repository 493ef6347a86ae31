/** Hindi edition of content/services.ts (machine-drafted, awaiting native review). */
import { faqSection } from '@/content/faq/entries';
import { figures } from '@/lib/site';
import { Headset, MapPin, Plane, Presentation } from 'lucide';
import { servicesIn, type ServicesOverview } from '@/content/services';

export const services = servicesIn('hi');

export const servicesOverview: ServicesOverview = {
  hero: {
    eyebrow: 'हमारी सेवाएँ',
    title: 'विदेश में पढ़ाई के लिए सब कुछ, एक ही छत के नीचे',
    text: 'आपके पहले निःशुल्क परामर्श से लेकर विदेश में आपके पहले हफ़्ते तक: काउंसलिंग, विश्वविद्यालय का चुनाव, स्कॉलरशिप, एजुकेशन लोन, वीज़ा, यात्रा और वहाँ बसने में मदद। अमेरिका, यूके, कनाडा, ऑस्ट्रेलिया, जर्मनी और पूरे यूरोप जाने वाले भारतीय छात्रों के लिए।',
    primaryLabel: 'शुरू करें',
    secondaryLabel: 'निःशुल्क परामर्श बुक करें',
  },
  stats: {
    title: 'हमारा रिकॉर्ड',
    items: [
      { value: '24/7', label: 'विदेश में छात्रों के लिए सहायता' },
      { value: figures.text.partnerUniversities, label: 'साझेदार विश्वविद्यालय' },
      { value: figures.text.successRate, label: 'सफलता दर' },
      { value: figures.text.yearsOfExperience, label: 'साल का अनुभव' },
    ],
  },
  catalogue: {
    eyebrow: 'हम क्या करते हैं',
    title: 'हमारी सेवाएँ',
    intro: 'ऐसी सेवाएँ, जो कोर्स चुनने से लेकर नए शहर में बसने तक आपके साथ रहती हैं। कोई एक लें या सभी।',
    services,
    learnMoreLabel: 'और जानें',
    learnMorePrefix: 'और जानें:',
    featuresHeading: 'मुख्य ख़ूबियाँ',
    getStartedLabel: 'शुरू करें',
    pageLinkLabel: 'इस सेवा के बारे में और',
  },
  faq: {
    eyebrow: 'सवाल-जवाब',
    title: 'अक्सर पूछे जाने वाले सवाल',
    intro: 'छात्र और माता-पिता हमसे सबसे ज़्यादा जो पूछते हैं, उनके जवाब। अब भी कोई उलझन है? निःशुल्क परामर्श बुक करें।',
    items: faqSection('services', 'hi'),
  },
  support: {
    eyebrow: 'प्रवेश के बाद भी',
    title: 'अतिरिक्त सहायता',
    intro: 'ऐसी मदद जो वीज़ा लगने के बाद भी जारी रहती है, ताकि आपको और आपके परिवार को पता हो कि ज़रूरत पड़ने पर किसे फ़ोन करना है।',
    cards: [
      {
        icon: Presentation,
        title: 'प्री-डिपार्चर ब्रीफ़िंग',
        description: 'क्या पैक करें, हैंड लगेज में कौन-से दस्तावेज़ रखें, और इमिग्रेशन पर व पहले हफ़्ते में क्या होता है।',
      },
      {
        icon: Plane,
        title: 'यात्रा में सहायता',
        description: 'छात्रों के लिए हवाई किराए, बैगेज अलाउंस, कनेक्टिंग फ़्लाइट और एयरपोर्ट पिकअप, सब कुछ रवाना होने से पहले तय।',
      },
      {
        icon: MapPin,
        title: 'स्थानीय मार्गदर्शन',
        description: 'नए शहर में आना-जाना: ट्रांसपोर्ट पास, राशन-किराना, आस-पास के इलाक़े, और आपके पास का भारतीय समुदाय।',
      },
      {
        icon: Headset,
        title: 'छात्र सहायता',
        description: 'विदेश में आपके लिए और घर पर आपके परिवार के लिए 24/7 मदद, चाहे इमरजेंसी हो या रोज़मर्रा के सवाल।',
      },
    ],
  },
  closing: {
    title: 'अपना सफ़र शुरू करने के लिए तैयार हैं?',
    text: 'काउंसलर से निःशुल्क बात करें। परामर्श की कोई फ़ीस नहीं, एक साफ़ योजना, और आपके पहले सवाल से लेकर विदेश में पहले हफ़्ते तक पूरा साथ।',
    ctaLabel: 'निःशुल्क काउंसलिंग का समय तय करें',
  },
};
