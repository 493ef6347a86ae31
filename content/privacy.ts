/**
 * The privacy notice (/privacy): what the forms collect, why, where it goes, how long it is kept and
 * how to exercise the rights India's Digital Personal Data Protection Act, 2023 gives (access,
 * correction, erasure, grievance redressal, nomination; withdrawal of consent at any time). The
 * operator's name, address and contact come from the operator's facts.
 */
import { site, privacyContact } from '@/lib/site';

export type PrivacySection = { id: string; title: string; paragraphs?: string[]; list?: string[] };
export type PrivacyContent = { title: string; intro: string; updated: string; sections: PrivacySection[] };

const office = site.headOffice;
const { contactName, email, retentionMonths, updated } = privacyContact;
const formHost = new URL(site.form.endpoint).hostname;

export const privacy: PrivacyContent = {
  title: 'Privacy Notice',
  intro: `This notice explains what ${site.name} (“we”) does with the details you give us through the forms and the chatbot on this website. We are the Data Fiduciary for them under India’s Digital Personal Data Protection Act, 2023.`,
  updated,
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      paragraphs: ['Only what you type into a form, when you choose to send it:'],
      list: [
        'Contact form: your name, e-mail address, phone number, a subject and your message.',
        'Consultation forms on our articles: your name, e-mail address, mobile number and the options you pick (study destination, intake, programme level or interest).',
        'Cybersecurity enquiry form: your name, e-mail address and phone number.',
        'Chatbot: your name, phone number, e-mail address and preferred country when you ask for detailed information.',
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      paragraphs: [
        'To answer your enquiry: a counsellor calls or writes to you about the course, country or service you asked about, and follows up while you are deciding. Sending a form is your consent to this, and only this.',
        'We do not sell your details, use them for unrelated marketing, or share them with universities, banks or other partners unless you ask us to in the course of your application.',
        'The website sets no tracking or advertising cookies. Your light or dark theme choice is kept in your own browser only.',
      ],
    },
    {
      id: 'where-it-goes',
      title: 'Where it goes',
      paragraphs: [
        `A form sends your details to our form service, Web3Forms (${formHost}), which e-mails them to our office at ${office.email}. Web3Forms processes them only to deliver that e-mail. Our counsellors then work from that e-mail and our own enquiry records.`,
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      paragraphs: [
        `We keep an enquiry for up to ${retentionMonths} months after our last contact with you, then delete it, unless you become our student (then we keep what your application needs for as long as the law requires) or you ask us to delete it sooner.`,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        'Under the Digital Personal Data Protection Act, 2023 you may ask us for a summary of the personal data we hold about you and what we did with it, have it corrected, completed or updated, have it erased, withdraw your consent at any time (as easily as you gave it), and nominate someone to act for you. If you are under 18, a parent or guardian acts for you.',
        `To do any of this, write to our ${contactName} at ${email} or visit our head office: ${office.address}. We reply within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      id: 'contact',
      title: 'Who we are',
      paragraphs: [`${site.name}, ${office.address}. Phone ${office.phone}, e-mail ${email}.`],
    },
  ],
};
