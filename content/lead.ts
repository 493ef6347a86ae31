/**
 * What a lead form says about sending: the button while it sends, and the result dialog's title and
 * message for each outcome lib/lead.ts reports. The Telugu and Hindi editions translate it in
 * content/i18n/te/lead.ts and content/i18n/hi/lead.ts.
 */
export type LeadTexts = {
  successTitle: string;
  successMessage: string;
  failureTitle: string;
  /** The service refused the lead without saying why, or answered with something other than JSON. */
  fallbackError: string;
  /** Sending failed with something that is not an error at all. */
  nonError: string;
  timeout: string;
  network: string;
  sending: string;
};

export const leadTexts: LeadTexts = {
  successTitle: 'Thank You!',
  successMessage: 'Thank you for your message! We will get back to you soon.',
  failureTitle: 'Oops!',
  fallbackError: 'Something went wrong',
  nonError: 'Failed to send message. Please try again.',
  timeout: 'The server took too long to answer. Please check your connection and try again.',
  network: 'We could not reach our server. Please check your internet connection and try again.',
  sending: 'Sending...',
};
