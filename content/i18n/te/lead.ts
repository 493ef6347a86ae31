/** Telugu: what the lead forms say about sending, from content/pages/te/lead.yaml (content/lead.ts). */
import { leadTextsIn } from '@/content/lead';

export const leadTexts = leadTextsIn('te');
