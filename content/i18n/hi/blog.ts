/** Hindi edition of content/blog.ts (the blog listing and the frame around an article): machine-drafted, awaiting native review. */
import type { ArticleCopy, BlogListingCopy } from '@/content/blog';

export const blogListing: BlogListingCopy = {
  hero: {
    eyebrow: 'ब्लॉग',
    title: 'विदेश में पढ़ाई: जानकारी और गाइड',
    text: 'विदेश में MBBS, NEET टिप्स, देश चुनना, स्कॉलरशिप और एजुकेशन लोन, और मास्टर्स में प्रवेश: हमारे काउंसलरों की लिखी काम की गाइड।',
    cta: 'लेख पढ़ें',
  },
  articles: {
    title: 'हिन्दी में लेख',
    intro: 'विदेश में पढ़ाई की योजना बना रहे छात्रों और उनके माता-पिता के लिए गाइड।',
  },
  none: { text: 'हिन्दी में अभी कोई लेख नहीं है।', link: 'हमारी गाइड अंग्रेज़ी में पढ़ें' },
  badge: 'नया',
  readMore: 'और पढ़ें',
  readMoreAbout: ':',
  whyRead: {
    title: 'हमारा ब्लॉग क्यों पढ़ें?',
    intro: 'रोज़ छात्रों का मार्गदर्शन करने वाले काउंसलरों ने लिखा है, उन सवालों पर जो परिवार सच में पूछते हैं।',
    points: [
      { icon: 'book', title: 'विशेषज्ञ सलाह', text: 'कोर्स, देश और विश्वविद्यालय चुनने में बरसों से छात्रों की मदद करने के अनुभव से निकली सलाह।' },
      {
        icon: 'shield',
        title: 'सही और ताज़ा जानकारी',
        text: 'हम ज़रूरी नियमों पर नज़र रखते हैं — NMC के नियम, वीज़ा की शर्तें, लोन की शर्तें — और बदलने पर अपनी गाइड अपडेट करते हैं।',
      },
      { icon: 'list', title: 'काम की चेकलिस्ट', text: 'क़दम-दर-क़दम योजनाएँ, समय-सारिणी और पूछने लायक़ सवाल, ताकि आपको पता रहे कि आगे क्या करना है।' },
      { icon: 'chat', title: 'निःशुल्क फ़ॉलो-अप', text: 'हर लेख के अंत में निःशुल्क परामर्श फ़ॉर्म है: अपनी स्थिति के बारे में काउंसलर से पूछें।' },
    ],
  },
  exploreMore: 'ऊपर जाएँ',
  feed: { label: 'नए लेखों के लिए सब्सक्राइब करें (RSS फ़ीड)', title: 'विदेश में पढ़ाई की गाइड' },
};

export const articleCopy: ArticleCopy = {
  back: 'ब्लॉग पर वापस जाएँ',
  figures: 'ऊपर दिए गए नियम और आँकड़े:',
  helpPrompt: 'अपनी योजना के बारे में कोई सवाल है? हमारे काउंसलर बस एक मैसेज की दूरी पर हैं।',
  chatLabel: 'हमसे चैट करें',
  badge: 'विशेष',
  form: {
    title: 'निःशुल्क परामर्श का अनुरोध करें',
    intro: 'बताइए कि आप कहाँ पढ़ना चाहते हैं: आम तौर पर 24 घंटे के भीतर काउंसलर आपको फ़ोन करेंगे।',
    submitLabel: 'निःशुल्क परामर्श पाएँ',
    subjectPrefix: 'Consultation request',
    notChosen: 'not chosen',
    fields: { name: 'पूरा नाम', email: 'ईमेल पता', phone: 'मोबाइल नंबर' },
    dropdowns: {
      study_destination: 'पढ़ाई का देश',
      intake_year: 'इनटेक',
      program_level: 'कोर्स का स्तर',
      funding_interest: 'पढ़ाई का ख़र्च',
      course_interest: 'पसंद का कोर्स',
    },
  },
  related: 'संबंधित लेख',
  minutesRead: 'मिनट में पढ़ें',
  updated: 'अपडेट किया गया',
  faq: 'सवाल और जवाब',
};
