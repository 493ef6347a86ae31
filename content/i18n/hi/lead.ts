/** STUB (English): to be replaced by the hi translation of LEAD_TEXTS in lib/lead.ts. */
import { LEAD_TEXTS, type LeadTexts } from '@/lib/lead';

export const leadTexts: LeadTexts = LEAD_TEXTS;
