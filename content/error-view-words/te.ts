/** Telugu: the error view's words (content/error-view.ts), fetched by the error view when an error happens. */
import type { ErrorViewTexts } from '@/content/error-view';

export const errorView: ErrorViewTexts = {
  title: 'ఈ పేజీలో ఒక భాగం ప్రారంభం కాలేదు',
  note: 'ఆ భాగం లేకుండా పేజీ కింద చూపబడింది. మళ్ళీ ప్రయత్నించండి, లేదా చదవడం కొనసాగించండి.',
  retry: 'మళ్ళీ ప్రయత్నించండి',
};
