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
  /** A send that got no answer (offline, timed out): the lead is saved in this browser instead. */
  savedTitle: string;
  saved: string;
  /** The lead's reference, shown with "Thank You!" and with "Saved": {reference}. */
  reference: string;
  /** Said when a saved lead has gone, on whatever page the visitor is then: {reference}. */
  sentLater: string;
  /** The list of saved leads under a form, each with a button to cancel it: {reference}. */
  savedListTitle: string;
  cancel: string;
  cancelled: string;
  /** A saved lead the service refused on a later try: {reference}. */
  refusedLater: string;
  /** Closes the box that says a saved lead has gone. */
  dismiss: string;
  /** With the captcha on: sent before the "I am human" check was done. */
  captchaMissing: string;
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
  savedTitle: 'Saved on this device',
  saved:
    'We could not reach our server, so your enquiry is saved in this browser. It will be sent by itself when your connection returns: while this page is open, or the next time you open any page of our site within 7 days.',
  reference: 'Your reference: {reference}',
  sentLater: 'Your saved enquiry {reference} has now been sent. Thank you!',
  savedListTitle: 'Waiting to be sent from this device',
  cancel: 'Cancel {reference}',
  cancelled: 'Enquiry {reference} cancelled: it will not be sent.',
  refusedLater: 'Enquiry {reference} could not be sent: our form service did not accept it. Please fill in the form again, or call or message us.',
  dismiss: 'Close',
  captchaMissing: 'Please complete the “I am human” check above the button, then send again.',
};
