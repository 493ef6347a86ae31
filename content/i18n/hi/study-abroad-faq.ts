/** Hindi edition of content/study-abroad-faq.ts (machine-drafted, awaiting native review). */
import { studyAbroadFaqItems, type StudyAbroadFaqContent } from '@/content/study-abroad-faq';

export const studyAbroadFaq: StudyAbroadFaqContent = {
  title: 'विदेश में पढ़ाई: सवाल और जवाब',
  intro: 'फ़ैसला लेने से पहले छात्र और माता-पिता जो तेरह बातें पूछते हैं।',
  items: studyAbroadFaqItems('hi'),
};
