/**
 * Contact page copy and the form thank-you page. Phones, e-mails,
 * addresses and hours come from lib/site.ts; this file only holds the words around them.
 */
import { leadTexts } from '@/content/lead';
import type { LeadField } from '@/content/types';
import { figures } from '@/lib/site';
import type { RouteKey } from '@/lib/routes';

export type ContactContent = {
  hero: { eyebrow: string; title: string; text: string; scheduleLabel: string; callLabel: string; imageAlt: string };
  infoCards: { sectionLabel: string; call: string; email: string; headOffice: string; hours: string; mapLinkLabel: string; emailNote: string };
  associates: {
    id: string;
    eyebrow: string;
    title: string;
    intro: string;
    labels: { address: string; phone: string; email: string; timings: string; map: string };
  };
  form: {
    id: string;
    title: string;
    intro: string;
    submitLabel: string;
    /** All five are required; e-mail and phone use the email and tel input types. */
    fields: LeadField[];
    footnote: string;
  };
  sidePanel: { title: string; points: string[]; responseTitle: string; responseText: string; chatLabel: string };
  map: { id: string; title: string; intro: string; frameTitle: string; openLabel: string };
};

export const contact: ContactContent = {
  hero: {
    eyebrow: 'Contact us',
    title: 'Let’s Plan Your Study Abroad Journey Together',
    text: 'Call, write or visit us in Vijayawada or Hyderabad. Send us a message and a counsellor will get back to you within 24 hours.',
    scheduleLabel: 'Schedule a Call',
    callLabel: 'Call Now',
    imageAlt: '',
  },
  infoCards: {
    sectionLabel: 'How to reach us',
    call: 'Call Us',
    email: 'Email Us',
    headOffice: 'Head Office',
    hours: 'Working Hours',
    mapLinkLabel: 'Get directions',
    emailNote: 'We reply within 24 hours',
  },
  associates: {
    id: 'associates',
    eyebrow: 'Our associates',
    title: 'Associate Branches in Hyderabad',
    intro: 'Meet a counsellor closer to home at one of our two associate consultancies.',
    labels: { address: 'Address', phone: 'Phone', email: 'Email', timings: 'Timings', map: 'Open in Google Maps' },
  },
  form: {
    id: 'contact-form',
    title: 'Send Us a Message',
    intro: 'Tell us what you are planning. All fields are required.',
    submitLabel: 'Send Message',
    fields: [
      { name: 'name', label: 'Full Name', type: 'text', required: true, autoComplete: 'name' },
      { name: 'email', label: 'Email Address', type: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', label: 'Phone Number', type: 'tel', required: true, autoComplete: 'tel' },
      { name: 'subject', label: 'Subject', type: 'text', required: true },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
    ],
    footnote: 'We use your details only to answer your enquiry.',
  },
  sidePanel: {
    title: 'Why Talk to Us?',
    points: [
      'Zero consultation fees, no obligation',
      `Counsellors with ${figures.text.yearsOfExperience} years of experience`,
      'Honest advice on costs, loans and scholarships',
      'Dedicated 24/7 support, before and after you fly',
    ],
    responseTitle: 'Quick response',
    // The promise the consultancy makes: an answer within 24 hours.
    responseText: 'A counsellor answers every message within 24 hours.',
    chatLabel: 'Chat with us',
  },
  map: {
    id: 'map',
    title: 'Find Our Head Office',
    intro: 'Visit us for a face-to-face consultation.',
    frameTitle: 'Map of our head office',
    openLabel: 'Open in Google Maps',
  },
};

export type ThankYouContent = { title: string; text: string; links: { label: string; to: RouteKey }[] };

/** The page the form service sends visitors to when they post without JavaScript. */
export const thankYou: ThankYouContent = {
  title: leadTexts.successTitle,
  text: leadTexts.successMessage,
  links: [
    { label: 'Return to Homepage', to: 'home' },
    { label: 'Read Our Blog', to: 'blog' },
  ],
};
