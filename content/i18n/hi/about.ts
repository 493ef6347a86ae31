/** Hindi edition of `commitments` in content/about.ts (shown on the home page): machine-drafted, awaiting native review. */
import { Award, Headphones, Lightbulb } from 'lucide';
import type { Commitment } from '@/content/about';
import { figures } from '@/lib/site';

export const commitments: Commitment[] = [
  {
    title: '24/7 समर्पित सहायता',
    text: 'सवाल दफ़्तर के समय का इंतज़ार नहीं करते। विदेश जाने से पहले और वहाँ पहुँचने के बाद भी, फ़ोन, ई-मेल या चैट से अपने काउंसलर से बात करें।',
    icon: Headphones,
  },
  {
    title: 'विशेषज्ञ मार्गदर्शन',
    text: `${figures.text.yearsOfExperience} साल के अनुभव वाले काउंसलर आपकी प्रोफ़ाइल के हिसाब से सही कोर्स, देश और विश्वविद्यालय चुनने में मदद करते हैं।`,
    icon: Lightbulb,
  },
  {
    title: 'साबित नतीजे',
    text: `${figures.text.successRate} सफलता दर और ${figures.text.countries} देशों के विश्वविद्यालयों के लिए ${figures.text.studentsHelped} छात्रों का मार्गदर्शन।`,
    icon: Award,
  },
];
