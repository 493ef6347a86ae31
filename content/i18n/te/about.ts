/** Telugu edition of `commitments` in content/about.ts (shown on the home page): machine-drafted, awaiting native review. */
import { Award, Headphones, Lightbulb } from 'lucide';
import type { Commitment } from '@/content/about';
import { figures } from '@/lib/site';

export const commitments: Commitment[] = [
  {
    title: '24/7 ప్రత్యేక సహాయం',
    text: 'ప్రశ్నలు ఆఫీసు వేళల కోసం ఆగవు. మీరు బయలుదేరే ముందు, చేరుకున్న తర్వాత కూడా ఫోన్, ఇ-మెయిల్ లేదా చాట్ ద్వారా మీ కౌన్సెలర్‌ను సంప్రదించవచ్చు.',
    icon: Headphones,
  },
  {
    title: 'నిపుణుల మార్గదర్శనం',
    text: `${figures.text.yearsOfExperience} సంవత్సరాల అనుభవం ఉన్న కౌన్సెలర్లు మీ ప్రొఫైల్‌కు సరిపోయే కోర్సు, దేశం, విశ్వవిద్యాలయాన్ని ఎంచుకోవడంలో సహాయం చేస్తారు.`,
    icon: Lightbulb,
  },
  {
    title: 'నిరూపితమైన ఫలితాలు',
    text: `${figures.text.successRate} విజయ రేటు, ${figures.text.countries} దేశాల విశ్వవిద్యాలయాలకు ${figures.text.studentsHelped} విద్యార్థులకు మార్గదర్శనం.`,
    icon: Award,
  },
];
