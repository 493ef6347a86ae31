/** Telugu edition of content/study-abroad-faq.ts: its heading is in content/pages/te/faq.yaml. */
import { studyAbroadFaqIn } from '@/content/study-abroad-faq';

export const studyAbroadFaq = studyAbroadFaqIn('te');
