/** Hindi: the error view's words (content/error-view.ts), fetched by the error view when an error happens. */
import type { ErrorViewTexts } from '@/content/error-view';

export const errorView: ErrorViewTexts = {
  title: 'इस पेज का एक हिस्सा शुरू नहीं हो सका',
  note: 'उसके बिना पेज नीचे दिखाया गया है। फिर से कोशिश करें, या पढ़ना जारी रखें।',
  retry: 'फिर से कोशिश करें',
};
