/** Hindi: what the lead forms say about sending, from content/pages/hi/lead.yaml (content/lead.ts). */
import { leadTextsIn } from '@/content/lead';

export const leadTexts = leadTextsIn('hi');
