/** Telugu: the error view's words (content/error-view.ts), fetched by the error view when an error happens. */
import type { ErrorViewTexts } from '@/content/error-view';

export const errorView: ErrorViewTexts = {
  title: 'అనుకోని లోపం జరిగింది!',
  unknown: 'తెలియని లోపం',
  retry: 'మళ్ళీ ప్రయత్నించండి',
};
