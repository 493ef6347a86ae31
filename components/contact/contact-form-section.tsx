import { PrivacyNote } from '@/components/forms/privacy-note';
import { Clock, MessageCircle, CircleCheck } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { LeadForm } from '@/components/forms/lead-form';
import { leadFormWords, leadTarget, privacyNoteWords } from '@/components/forms/lead-form-words';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import type { ContactContent } from '@/content/contact';
import { renderLocale } from '@/lib/render-locale';
import { chatLinkIn } from '@/content/site';
import { Island } from '@/components/ui/island';

/** The contact form beside the side panel: why talk to us, the response promise and the chat link. */
export function ContactFormSection({ form, side }: { form: ContactContent['form']; side: ContactContent['sidePanel'] }) {
  return (
    <section aria-labelledby="contact-form-heading" className="px-4 py-14 sm:px-6 lg:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-3">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-2 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="contact-form-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
            {form.title}
          </h2>
          <p className="mt-2 mb-8 text-slate-600 dark:text-slate-300">{form.intro}</p>
          <Island start="idle">
            <LeadForm
              id={form.id}
              formName="contact"
              fields={form.fields}
              submitLabel={form.submitLabel}
              prefillFromQuery={['subject', 'message']}
              {...leadTarget}
              footnote={form.footnote}
              {...leadFormWords()}
            />
          </Island>
          <PrivacyNote className="mt-4" note={privacyNoteWords()} />
        </div>
        <aside aria-labelledby="why-talk-heading" className="space-y-6">
          <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lg">
            <h2 id="why-talk-heading" className="text-2xl font-bold">
              {side.title}
            </h2>
            <ul className="mt-5 space-y-3">
              {side.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <Glyph icon={CircleCheck} className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
            <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900 dark:text-white">
              <Glyph icon={Clock} className="h-5 w-5 text-brand-700 dark:text-brand-300" />
              {side.responseTitle}
            </h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{side.responseText}</p>
            <Link href={chatLinkIn(renderLocale())} className={buttonClasses('outline', 'sm', 'mt-5')}>
              <Glyph icon={MessageCircle} className="h-4 w-4" />
              {side.chatLabel}
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}
