/** Telugu edition of content/lead.ts: machine-drafted, awaiting native review. */
import type { LeadTexts } from '@/content/lead';

export const leadTexts: LeadTexts = {
  successTitle: 'ధన్యవాదాలు!',
  successMessage: 'మీ సందేశానికి ధన్యవాదాలు! త్వరలోనే మేం మిమ్మల్ని సంప్రదిస్తాం.',
  failureTitle: 'అయ్యో!',
  fallbackError: 'ఏదో పొరపాటు జరిగింది',
  nonError: 'సందేశం పంపడం కుదరలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.',
  timeout: 'సర్వర్ నుంచి జవాబు రావడానికి చాలా సమయం పట్టింది. దయచేసి మీ కనెక్షన్ చూసుకుని మళ్లీ ప్రయత్నించండి.',
  network: 'మా సర్వర్‌ను చేరుకోలేకపోయాం. దయచేసి మీ ఇంటర్నెట్ కనెక్షన్ చూసుకుని మళ్లీ ప్రయత్నించండి.',
  sending: 'పంపుతున్నాం...',
};
