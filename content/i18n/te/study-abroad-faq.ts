/** Telugu edition of content/study-abroad-faq.ts: machine-drafted, awaiting native review. */
import { studyAbroadFaqItems, type StudyAbroadFaqContent } from '@/content/study-abroad-faq';

export const studyAbroadFaq: StudyAbroadFaqContent = {
  title: 'విదేశీ విద్య: ప్రశ్నలు, సమాధానాలు',
  intro: 'నిర్ణయం తీసుకునే ముందు విద్యార్థులు, తల్లిదండ్రులు అడిగే పదమూడు ప్రశ్నలు.',
  items: studyAbroadFaqItems('te'),
};
