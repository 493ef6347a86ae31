/**
 * What every enquiry form says about sending (content/pages/<language>/lead.yaml): the button while
 * it sends, the result box's title and message for each outcome lib/lead.ts reports, the leads
 * saved in the browser when there is no connection, and the captcha's reminder. Not a page of its
 * own: the contact form, the articles' consultation forms, the cybersecurity enquiry and the chat
 * use these words (content/lead.ts). {reference} is the lead's reference ("AP-7F3K9"); {days} is how
 * long a saved lead is kept (lib/lead-queue.ts), both filled in as the site runs.
 */
import { pageSchema, text } from './schema';

const words = (title: string, description?: string) => text(title.toLowerCase()).meta({ title, ...(description && { description }) });

/** Words that must say a placeholder: the editor and the build refuse them without it. */
export const naming = (placeholder: string, title: string, description: string) =>
  text(title.toLowerCase())
    .regex(new RegExp(`\\{${placeholder}\\}`), { error: `must say {${placeholder}}: ${description}` })
    .meta({ title, description });

const REFERENCE = 'the lead’s reference, such as AP-7F3K9';

export const leadPage = pageSchema('Enquiry forms: sending', {
  sending: words('Button while sending'),
  successTitle: words('Sent: title', 'Also the heading of the thank-you page a visitor without script lands on.'),
  successMessage: words('Sent: message', 'Also the thank-you page’s message.'),
  reference: naming('reference', 'Reference line', `Under "sent" and "saved": {reference} is ${REFERENCE}.`),
  failureTitle: words('Not sent: title'),
  fallbackError: words('Refused without a reason', 'The form service refused the enquiry and said nothing we can show.'),
  refusedHelp: words('Refused: what to do', 'Under every refusal (with the service’s reason or the one above): what the visitor can do.'),
  busy: words('Service busy, not saved', 'The form service was busy (or a Wi-Fi login page answered) and this browser could not keep the enquiry.'),
  savedBusy: naming(
    'days',
    'Service busy: saved',
    'the form service was busy; the enquiry is kept and tried again, {days} days (lib/lead-queue.ts) at most, filled in by the site.',
  ),
  nonError: words('Failed for another reason'),
  timeout: words('No answer in time'),
  network: words('No connection'),
  savedTitle: words('Saved: title', 'No answer from our server: the enquiry is kept in the browser and sent later.'),
  saved: naming('days', 'Saved: message', 'how long the browser keeps it, {days} days (lib/lead-queue.ts), filled in by the site.'),
  sentLater: naming('reference', 'Saved enquiry sent later', `Shown on whatever page the visitor is on when it goes: {reference} is ${REFERENCE}.`),
  dismiss: words('Close button of that message'),
  savedListTitle: words('Waiting list heading', 'Above the enquiries saved in this browser and not yet sent, under a form.'),
  cancel: naming('reference', 'Cancel button', `One per waiting enquiry: {reference} is ${REFERENCE}.`),
  cancelled: naming('reference', 'Cancelled', `Said when one is cancelled: {reference} is ${REFERENCE}.`),
  refusedLater: naming('reference', 'Refused later', `A waiting enquiry the form service refused on a later try: {reference} is ${REFERENCE}.`),
  captchaMissing: words('Captcha not done', 'With the captcha on: sent before the “I am human” check was done.'),
  blankField: words('Field of spaces', 'A required field holding only spaces: the form keeps what was typed and says this at the field.'),
  phoneFormat: words('Phone format', 'At a phone number the form cannot use: what it accepts (7 to 15 digits, a leading +, spaces, brackets, dashes).'),
  tooLong: naming('max', 'Too long', 'At a field longer than its limit: {max} is the limit in characters, filled in by the form.'),
});
