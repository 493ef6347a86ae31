/** Hindi edition of content/neet.ts (machine-drafted, awaiting native review). */
import { faqSection } from '@/content/faq/entries';
import {
  Award,
  BookOpenCheck,
  Brain,
  Briefcase,
  ClipboardCheck,
  Compass,
  GraduationCap,
  HeartHandshake,
  Plane,
  School,
  Target,
  UserCheck,
  Users,
} from 'lucide';
import type { NeetContent, NeetService } from '@/content/neet';

const cost = (usd: number) => `$${usd} से शुरू`;

const service = (s: Omit<NeetService, 'details'> & { details: Omit<NeetService['details'], 'cost'> }): NeetService => ({
  ...s,
  details: { ...s.details, cost: cost(s.startingPrice) },
});

export const neet: NeetContent = {
  hero: {
    eyebrow: 'NEET UG सेवाएँ',
    title: 'NEET की तैयारी, काउंसलिंग और मेडिकल प्रवेश में पूरी मदद',
    text: 'आपके पहले मॉक टेस्ट से लेकर भारत या विदेश में MBBS सीट मिलने तक: परीक्षा की तैयारी, काउंसलिंग में मार्गदर्शन, कॉलेज में प्रवेश, और छात्रों व माता-पिता दोनों के लिए सहयोग।',
    primary: 'निःशुल्क काउंसलिंग तय करें',
    secondary: { label: 'सेवाएँ देखें', hash: '#services' },
    badges: ['100+ मॉक टेस्ट', 'काउंसलिंग जुलाई-सितंबर', 'भारत और विदेश'],
  },
  services: {
    id: 'services',
    eyebrow: 'हम क्या देते हैं',
    title: 'हमारी NEET सेवाएँ',
    intro: 'NEET के सफ़र के हर पड़ाव के लिए दस सेवाएँ। कोई सेवा चुनें और देखें कि उसमें क्या-क्या शामिल है।',
    labels: {
      carousel: 'NEET सेवाओं के कार्ड',
      pause: 'स्क्रॉलिंग रोकें',
      play: 'स्क्रॉलिंग फिर शुरू करें',
      select: 'ऊपर से कोई सेवा चुनें और उसकी ख़ूबियाँ, अवधि, ख़र्च और वह किसके लिए है, यह देखें।',
      features: 'ख़ूबियाँ',
      duration: 'अवधि',
      cost: 'ख़र्च',
      targetAudience: 'किसके लिए',
      detailsHeading: 'सेवा का विवरण',
      from: 'शुरुआती क़ीमत',
    },
    list: [
      service({
        id: 'exam-preparation',
        title: 'NEET परीक्षा की तैयारी',
        description: 'NCERT सिलेबस पर आधारित फ़िज़िक्स, केमिस्ट्री और बायोलॉजी की व्यवस्थित कोचिंग।',
        icon: BookOpenCheck,
        startingPrice: 200,
        details: {
          features: ['अध्याय-वार पढ़ाई की योजना', 'लाइव डाउट-क्लियरिंग सेशन', 'NCERT पर केंद्रित नोट्स', 'हर हफ़्ते प्रगति की समीक्षा'],
          duration: '1-2 साल',
          targetAudience: '11वीं और 12वीं के छात्र, और दोबारा परीक्षा देने वाले छात्र',
        },
      }),
      service({
        id: 'counseling-guidance',
        title: 'काउंसलिंग में मार्गदर्शन',
        description: 'MCC और राज्य काउंसलिंग के राउंड में विशेषज्ञ मदद, ताकि आपकी रैंक का पूरा फ़ायदा मिले।',
        icon: Compass,
        startingPrice: 150,
        details: {
          features: ['चॉइस-फ़िलिंग की रणनीति', 'हर राउंड में सीटों पर नज़र', 'दस्तावेज़ों की चेकलिस्ट', 'कट-ऑफ़ का विश्लेषण'],
          duration: '3 महीने (जुलाई-सितंबर, काउंसलिंग का समय)',
          targetAudience: 'NEET UG क्वालिफ़ाई कर चुके छात्र',
        },
      }),
      service({
        id: 'college-admission',
        title: 'कॉलेज में प्रवेश',
        description: 'सरकारी या प्राइवेट मेडिकल कॉलेज में सीट पक्की करने के लिए शुरू से आख़िर तक मदद।',
        icon: School,
        startingPrice: 300,
        details: {
          features: ['रैंक और बजट के हिसाब से कॉलेजों की सूची', 'आवेदन और फ़ीस में मार्गदर्शन', 'रिपोर्टिंग और वेरिफ़िकेशन में मदद', 'हॉस्टल के बारे में मार्गदर्शन'],
          duration: '2-4 महीने',
          targetAudience: 'MBBS, BDS या AYUSH सीट चाहने वाले NEET क्वालिफ़ाइड छात्र',
        },
      }),
      service({
        id: 'study-abroad',
        title: 'विदेश में MBBS',
        description: 'NMC के नियमों पर खरे उतरने वाले विदेशी मेडिकल विश्वविद्यालयों में प्रवेश, विश्वविद्यालय चुनने से लेकर वीज़ा तक।',
        icon: Plane,
        startingPrice: 500,
        details: {
          features: ['विश्वविद्यालयों की सूची बनाना', 'प्रवेश पत्र और वीज़ा', 'यात्रा और रहने की व्यवस्था', 'रवानगी से पहले की जानकारी'],
          duration: '3-6 महीने',
          targetAudience: 'विदेश में MBBS पर विचार कर रहे NEET क्वालिफ़ाइड छात्र',
        },
      }),
      service({
        id: 'mock-tests',
        title: 'मॉक टेस्ट सीरीज़',
        description: 'असली परीक्षा के पैटर्न पर 100+ फ़ुल-लेंथ और अध्याय-वार मॉक टेस्ट।',
        icon: ClipboardCheck,
        startingPrice: 50,
        details: {
          features: ['100+ मॉक टेस्ट', 'ऑल इंडिया रैंक (AIR)', 'हर उत्तर की विस्तृत व्याख्या', 'प्रदर्शन का विश्लेषण'],
          duration: '1-6 महीने',
          targetAudience: 'तैयारी के आख़िरी महीनों में चल रहे NEET उम्मीदवार',
        },
      }),
      service({
        id: 'career-counseling',
        title: 'करियर काउंसलिंग',
        description: 'MBBS, BDS, AYUSH, नर्सिंग और एलाइड हेल्थ में से सही विकल्प चुनने के लिए आमने-सामने के सेशन।',
        icon: Target,
        startingPrice: 100,
        details: {
          features: ['रुचि और योग्यता का आकलन', 'कोर्स और करियर की रूपरेखा', 'स्कोर कम रह जाए तो बैकअप प्लान', 'फ़ॉलो-अप सेशन'],
          duration: '1 महीना',
          targetAudience: 'मेडिकल करियर की राह को लेकर असमंजस में पड़े छात्र',
        },
      }),
      service({
        id: 'post-admission',
        title: 'प्रवेश के बाद सहयोग',
        description: 'प्रवेश के बाद भी हम आपके साथ रहते हैं: पढ़ाई, हॉस्टल, लाइसेंसिंग परीक्षाएँ और बहुत कुछ।',
        icon: GraduationCap,
        startingPrice: 200,
        details: {
          features: ['पढ़ाई में मेंटरिंग', 'विदेश से पढ़कर लौटे ग्रेजुएट्स के लिए FMGE/NExT मार्गदर्शन', 'हॉस्टल और कुशलक्षेम की नियमित जानकारी', 'इंटर्नशिप में मार्गदर्शन'],
          duration: '5.5 साल तक (पूरा MBBS कोर्स)',
          targetAudience: 'भारत या विदेश में MBBS में प्रवेश पा चुके छात्र',
        },
      }),
      service({
        id: 'scholarship-finder',
        title: 'स्कॉलरशिप खोज',
        description: 'जिन सरकारी और विश्वविद्यालय स्कॉलरशिप के आप हक़दार हैं, उन्हें खोजें और उनके लिए आवेदन करें।',
        icon: Award,
        startingPrice: 100,
        details: {
          features: ['पात्रता की जाँच', 'स्कॉलरशिप की सूची', 'आवेदन और दस्तावेज़ों में मदद', 'आख़िरी तारीख़ की याद दिलाना'],
          duration: '1-3 महीने',
          targetAudience: 'मेडिकल डिग्री का ख़र्च कम करना चाहने वाले छात्र और परिवार',
        },
      }),
      service({
        id: 'mental-health',
        title: 'मानसिक स्वास्थ्य सहयोग',
        description: 'परीक्षा के तनाव, घबराहट और थकान से निपटने के लिए गोपनीय सेशन।',
        icon: Brain,
        startingPrice: 50,
        details: {
          features: ['काउंसलर के साथ सेशन', 'तनाव और समय का प्रबंधन', 'परीक्षा के दिन शांत रहने के तरीक़े', 'फ़ॉलो-अप बातचीत'],
          duration: '1-3 महीने',
          targetAudience: 'NEET की तैयारी का दबाव महसूस कर रहे छात्र',
        },
      }),
      service({
        id: 'parent-support',
        title: 'माता-पिता के लिए सहयोग',
        description: 'फ़ीस, कॉलेज, लोन और अपने बच्चे का साथ कैसे दें, इन सब पर माता-पिता के लिए मार्गदर्शन।',
        icon: Users,
        startingPrice: 50,
        details: {
          features: ['माता-पिता के लिए ओरिएंटेशन सेशन', 'फ़ीस और लोन की योजना', 'कॉलेजों की तुलना', 'प्रगति की नियमित जानकारी'],
          duration: '1-12 महीने',
          targetAudience: 'NEET उम्मीदवारों के माता-पिता',
        },
      }),
    ],
  },
  timeline: {
    eyebrow: 'अपने साल की योजना बनाएँ',
    title: 'NEET तैयारी की समय-सारणी',
    intro: 'सिलेबस से सीट तक चार पड़ाव: क्या करना है, और कब।',
    steps: [
      {
        months: 'जून-दिसंबर',
        title: 'मज़बूत नींव बनाएँ',
        tasks: ['फ़िज़िक्स, केमिस्ट्री और बायोलॉजी का NCERT सिलेबस पूरा करें', 'रिवीज़न के लिए छोटे नोट्स बनाएँ', 'हर हफ़्ते अध्याय-वार टेस्ट दें'],
      },
      {
        months: 'जनवरी-अप्रैल',
        title: 'दोहराएँ और अभ्यास करें',
        tasks: ['आवेदन शुरू होते ही NEET UG के लिए रजिस्ट्रेशन करें', 'हमारी 100+ टेस्ट की सीरीज़ से फ़ुल-लेंथ मॉक टेस्ट दें', 'कमज़ोर अध्यायों को दो बार दोहराएँ'],
      },
      {
        months: 'मई-जून',
        title: 'परीक्षा और नतीजे',
        tasks: ['NEET UG परीक्षा दें और अपना एडमिट कार्ड सँभालकर रखें', 'आंसर-की देखें और अपना संभावित स्कोर निकालें', 'भारत और विदेश के कॉलेजों की सूची बनाएँ'],
      },
      {
        months: 'जुलाई-सितंबर',
        title: 'काउंसलिंग और प्रवेश',
        tasks: ['MCC और राज्य काउंसलिंग के लिए रजिस्ट्रेशन करें', 'चॉइस भरें और हर राउंड पर नज़र रखें', 'अपने दस्तावेज़ों के साथ कॉलेज में रिपोर्ट करें'],
      },
    ],
  },
  whyChoose: {
    eyebrow: 'हम ही क्यों',
    title: 'हमारी NEET सेवाएँ क्यों चुनें',
    cards: [
      { icon: UserCheck, title: 'अनुभवी मेंटर', text: 'ऐसे काउंसलर जिन्होंने हज़ारों मेडिकल उम्मीदवारों को NEET और प्रवेश में राह दिखाई है।' },
      { icon: Briefcase, title: 'भारत और विदेश', text: 'भारत के सरकारी, प्राइवेट और डीम्ड कॉलेजों और विदेश के NMC-मान्य विश्वविद्यालयों, सबके लिए एक ही टीम।' },
      { icon: HeartHandshake, title: 'प्रवेश के बाद भी साथ', text: 'छात्रों को तनाव से निपटने में मदद, माता-पिता को मार्गदर्शन, और कोर्स के हर साल में सहयोग।' },
    ],
  },
  faq: {
    title: 'NEET से जुड़े अक्सर पूछे जाने वाले सवाल',
    intro: 'छात्र और माता-पिता हमसे सबसे ज़्यादा जो पूछते हैं, उनके जवाब।',
    items: faqSection('neet', 'hi'),
  },
  blog: {
    title: 'हमारे ब्लॉग पर और पढ़ें',
    intro: 'NEET उम्मीदवारों और भविष्य के डॉक्टरों के लिए गाइड।',
    readMore: 'लेख पढ़ें',
    // Same posts as the English page: /blog/top-10-tips-to-crack-neet-ug (blog3), blog1, /blog/studying-mbbs-abroad (blog2).
    posts: [{ blogId: 3 }, { blogId: 1 }, { blogId: 2 }],
  },
  closing: {
    title: 'समझ नहीं आ रहा कहाँ से शुरू करें?',
    text: 'NEET काउंसलर से निःशुल्क बात करें: हम आपका स्कोर या आपकी तैयारी देखकर आपके अगले क़दम तय करने में मदद करेंगे।',
    cta: 'निःशुल्क काउंसलिंग तय करें',
  },
};
