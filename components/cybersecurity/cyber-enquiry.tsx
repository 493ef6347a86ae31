import { PrivacyNote } from '@/components/forms/privacy-note';
import { Clock, Mail, MapPin, Phone } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import type { ReactNode } from 'react';
import { LeadForm } from '@/components/forms/lead-form';
import { leadTarget } from '@/components/forms/lead-form-words';
import { Section } from '@/components/ui/section';
import type { CybersecurityContent } from '@/content/cybersecurity';
import { mailHref, site, telHref } from '@/lib/site';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold text-slate-900 dark:text-white">
        <span className="absolute top-0.5 left-0 text-brand-700 dark:text-brand-300" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-slate-600 dark:text-slate-300">{children}</dd>
    </div>
  );
}

/** Contact details of the Vijayawada hub (the head office) beside the Enquire Now form. */
export function CyberEnquiry({ contact, enquiry }: Pick<CybersecurityContent, 'contact' | 'enquiry'>) {
  const office = site.headOffice;
  return (
    <Section tone="tint">
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{contact.title}</h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{contact.intro}</p>
          <dl className="mt-6 space-y-5">
            <Item icon={<Glyph icon={MapPin} className="h-5 w-5" />} label={contact.labels.address}>
              <address className="not-italic">{office.address}</address>
            </Item>
            <Item icon={<Glyph icon={Phone} className="h-5 w-5" />} label={contact.labels.phone}>
              <a href={telHref(office.phone)} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {office.phone}
              </a>
            </Item>
            <Item icon={<Glyph icon={Mail} className="h-5 w-5" />} label={contact.labels.email}>
              <a href={mailHref(office.email, enquiry.subject)} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {office.email}
              </a>
            </Item>
            <Item icon={<Glyph icon={Clock} className="h-5 w-5" />} label={contact.labels.hours}>
              {contact.hours}
            </Item>
          </dl>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-md sm:p-8 lg:col-span-3 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{enquiry.title}</h2>
          <p className="mt-3 mb-6 text-slate-600 dark:text-slate-300">{enquiry.intro}</p>
          <LeadForm
            id={enquiry.id}
            formName="cybersecurity enquiry"
            fields={enquiry.fields}
            subject={enquiry.subject}
            submitLabel={enquiry.submit}
            {...leadTarget}
            footnote={enquiry.footnote}
            // Enroll Now and ACCESS PROGRAM land here: leave the heading above the form in view.
            className="scroll-mt-36"
          />
          <PrivacyNote className="mt-4" />
        </div>
      </div>
    </Section>
  );
}
