/**
 * The privacy notice (/privacy): what the forms collect, why, where it goes, how long it is kept and
 * how to exercise the rights India's Digital Personal Data Protection Act, 2023 gives (access,
 * correction, erasure, grievance redressal, nomination; withdrawal of consent at any time). The
 * operator's name, address and contact come from the operator's facts.
 */
import { site, privacyContact } from '@/lib/site';

export type PrivacySection = { id: string; title: string; paragraphs?: string[]; list?: string[] };
/** `eyebrow` is the line above the title; `updatedLabel` precedes the date of `updated` ("Last updated: 2026-…"). */
export type PrivacyContent = { eyebrow: string; title: string; intro: string; updated: string; updatedLabel: string; sections: PrivacySection[] };

const office = site.headOffice;
const { contactName, email, retentionMonths, updated } = privacyContact;
const formHost = new URL(site.form.endpoint).hostname;

export const privacy: PrivacyContent = {
  eyebrow: 'Your data',
  title: 'Privacy Notice',
  intro: `This notice explains what ${site.name} (“we”) does with the details you give us through the forms and the chatbot on this website. We are the Data Fiduciary for them under India’s Digital Personal Data Protection Act, 2023.`,
  updated,
  updatedLabel: 'Last updated',
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
      id: 'sent-with-it',
      title: 'What a form sends with your details',
      paragraphs: [
        'With every enquiry, and only with it, the form also sends: a reference made in your browser (for example AP-7F3K9, shown to you when you send), the address of the page you sent it from, the page where your visit began, the website that linked you to us (its address only, such as https://www.google.com, never the page or search), the campaign tags of that first address (utm_source, utm_medium, utm_campaign, utm_term and utm_content, when a link we published carries them), the language of the page and the name of the form.',
        'We use these to answer you in your language, to recognise the same enquiry if it reaches us twice, and to learn which pages and campaigns bring enquiries. The page where your visit began is kept in your browser’s session storage for that tab only, until you close it; no cookie is set, no advertising click identifier (such as gclid or fbclid) is read, and none of this is sent anywhere except with an enquiry you send.',
      ],
    },
    {
      id: 'kept-in-your-browser',
      title: 'When your connection drops',
      paragraphs: [
        'If an enquiry cannot reach our form service because your connection is down or too slow, the form keeps it in your browser’s local storage and sends it by itself once you are back online, on that page or the next time you open any page of this site. It is kept there for at most 7 days, then deleted. Under every form you can see an enquiry that is waiting and cancel it; a cancelled enquiry is deleted and never sent.',
        ...(site.form.captcha
          ? [
              'To keep out spam, our forms show an “I am human” check by hCaptcha, provided through Web3Forms. It is loaded only when you first click into a form, and hCaptcha then receives technical data about your browser and device to tell people from bots.',
            ]
          : []),
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
