/** Hindi: the error view's words (content/error-view.ts), fetched by the error view when an error happens. */
import type { ErrorViewTexts } from '@/content/error-view';

export const errorView: ErrorViewTexts = {
  title: 'अनपेक्षित त्रुटि हुई!',
  unknown: 'अज्ञात त्रुटि',
  retry: 'फिर से कोशिश करें',
};
