import { PrivacyNote } from '@/components/forms/privacy-note';
import { LeadForm } from '@/components/forms/lead-form';
import { leadFormWords, leadTarget, privacyNoteWords } from '@/components/forms/lead-form-words';
import { OfficeCard } from '@/components/ui/office-card';
import { Section } from '@/components/ui/section';
import type { CybersecurityContent } from '@/content/cybersecurity';
import { site } from '@/content/site';
import { Island } from '@/components/ui/island';

/** Contact details of the Vijayawada hub (the head office) beside the Enquire Now form. */
export function CyberEnquiry({ contact, enquiry }: Pick<CybersecurityContent, 'contact' | 'enquiry'>) {
  return (
    <Section tone="tint">
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{contact.title}</h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{contact.intro}</p>
          <OfficeCard office={site.headOffice} variant="plain" labels={contact.labels} hours={contact.hours} emailSubject={enquiry.subject} className="mt-6" />
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-md sm:p-8 lg:col-span-3 dark:border-slate-700 dark:bg-slate-900">
          <h2 className="text-3xl font-bold text-slate-900 dark:text-white">{enquiry.title}</h2>
          <p className="mt-3 mb-6 text-slate-600 dark:text-slate-300">{enquiry.intro}</p>
          <Island>
            <LeadForm
              id={enquiry.id}
              formName="cybersecurity enquiry"
              fields={enquiry.fields}
              subject={enquiry.subject}
              submitLabel={enquiry.submit}
              {...leadTarget}
              footnote={enquiry.footnote}
              {...leadFormWords()}
              // Enroll Now and ACCESS PROGRAM land here: leave the heading above the form in view.
              className="scroll-mt-36"
            />
          </Island>
          <PrivacyNote className="mt-4" note={privacyNoteWords()} />
        </div>
      </div>
    </Section>
  );
}
