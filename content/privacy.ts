/**
 * The privacy notice (/privacy): what the forms collect, why, where it goes, how long it is kept and
 * how to exercise the rights India's Digital Personal Data Protection Act, 2023 gives (access,
 * correction, erasure, grievance redressal, nomination; withdrawal of consent at any time). Its words
 * are content/pages/<language>/privacy.yaml; the operator's name, address and contact, named there
 * as [officeAddress] and the like, come from the operator's settings.
 */
import type { DataLanguage } from '@/content/data/schema';
import { pageWords } from '@/content/pages';
import { fillSettings } from '@/content/pages/privacy.schema';
import { site, privacyContact } from '@/content/site';

export type PrivacySection = { id: string; title: string; paragraphs?: string[]; list?: string[] };
/** `eyebrow` is the line above the title; `updatedLabel` precedes the date of `updated` ("Last updated: 2026-…"). */
export type PrivacyContent = { eyebrow: string; title: string; intro: string; updated: string; updatedLabel: string; sections: PrivacySection[] };

const office = site.headOffice;

const settings = {
  formHost: new URL(site.form.endpoint).hostname,
  officeEmail: office.email,
  officeAddress: office.address,
  officePhone: office.phone,
  privacyContact: privacyContact.contactName,
  privacyEmail: privacyContact.email,
  retentionMonths: String(privacyContact.retentionMonths),
};

/** The privacy notice in a language, the spam check's words only while the forms use it. */
export function privacyIn(language: DataLanguage): PrivacyContent {
  const w = pageWords('privacy', language);
  const fill = (texts?: string[]) => texts?.map((t) => fillSettings(t, settings));
  return {
    eyebrow: w.eyebrow,
    title: w.title,
    intro: fillSettings(w.intro, settings),
    updated: privacyContact.updated,
    updatedLabel: w.updatedLabel,
    sections: w.sections.map(({ id, title, paragraphs, list, captchaParagraphs }) => ({
      id,
      title,
      paragraphs: fill([...(paragraphs ?? []), ...(site.form.captcha ? (captchaParagraphs ?? []) : [])]),
      ...(list ? { list: fill(list) } : {}),
    })),
  };
}

export const privacy: PrivacyContent = privacyIn('en');
