import { SampleLabel } from '@/components/sample-label';
import { BadgeCheck, BookOpen, Building2, Clock, DollarSign, ExternalLink, Trophy, Users } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Picture } from '@/components/ui/picture';
import { IMAGE_SIZES } from '@/lib/responsive-images';
import type { IconNode } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { ModalButton } from '@/components/ui/modal';
import { dialogCloseLabel, renderContent } from '@/content/i18n';
import { fallbackLang } from '@/content/data/localize';
import { accreditationText, type MbbsContent, type MbbsUniversity } from '@/content/mbbs';
import { fillText } from '@/lib/locale';
import { monthYear } from '@/lib/fact';
import { renderLocale } from '@/lib/render-locale';
import { isWideValue } from './wide-value';

export type UniversityCardProps = {
  university: MbbsUniversity;
  texts: Pick<MbbsContent['universities'], 'labels' | 'learnMore' | 'visitWebsite'>;
};

function Fact({ icon, label, lang, children }: { icon: IconNode; label: string; lang?: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm text-slate-600 dark:text-slate-300">
        <Glyph icon={icon} className="absolute top-0.5 left-0 h-5 w-5 text-brand-700 dark:text-brand-300" />
        {label}
      </dt>
      <dd className="font-semibold text-slate-900 dark:text-white" lang={lang}>
        {children}
      </dd>
    </div>
  );
}

/** Whose figure a price is and when it was set, under the figure. */
function PriceSource({ children }: { children: ReactNode }) {
  return <span className="mt-0.5 block text-xs font-normal text-slate-600 dark:text-slate-300">{children}</span>;
}

/** One university: its highlights on the card, the full details in the Learn More modal. */
export function UniversityCard({ university: u, texts }: UniversityCardProps) {
  const { labels } = texts;
  const { a11y } = renderContent().shell;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <Picture {...u.image} lang={fallbackLang(u, 'imageAlt')} sizes={IMAGE_SIZES.card} lazy className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        {/* Pagefind indexes the attribute, so the old spellings find the card; no one sees or hears them. */}
        <h3
          className="text-xl font-bold text-slate-900 dark:text-white"
          {...(u.alsoKnownAs.length > 0 && { 'data-pagefind-index-attrs': 'data-also-known-as', 'data-also-known-as': u.alsoKnownAs.join(', ') })}
        >
          {u.name}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" lang={fallbackLang(u, 'location')}>
          {u.location}
        </p>
        <p className="mt-3 text-slate-600 dark:text-slate-300" lang={fallbackLang(u, 'summary')}>
          {u.summary}
        </p>
        {/* Two highlights a row; a long one (the accreditation) or a price with its source a row of its own. */}
        <dl className="mt-5 flex flex-wrap gap-3">
          {u.highlights.map(({ icon, title, value, note }) => (
            <div
              key={title}
              className={`grow rounded-xl bg-slate-50 p-3 dark:bg-slate-800 ${note || isWideValue(value) ? 'basis-full' : 'basis-[calc(50%-0.375rem)]'}`}
            >
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
                <Glyph icon={icon} className="h-4 w-4 text-brand-700 dark:text-brand-300" />
                {title}
              </dt>
              <dd className="mt-1 font-bold text-slate-900 dark:text-white">
                {note ? <span className="block">{value}</span> : value}
                {note && <PriceSource>{note}</PriceSource>}
              </dd>
            </div>
          ))}
        </dl>
        <ProgrammeFacts university={u} />
        <div className="mt-auto pt-6">
          <ModalButton
            label={texts.learnMore}
            ariaLabel={fillText(a11y.learnMoreAbout, { label: texts.learnMore, name: u.name })}
            title={u.name}
            closeLabel={dialogCloseLabel()}
            size="lg"
            className="w-full"
            footer={
              u.website && (
                <>
                  <Link href={u.website.href} className={buttonClasses('primary', 'sm')} aria-label={`${texts.visitWebsite}: ${u.name} ${a11y.newTab}`}>
                    {texts.visitWebsite}
                    <Glyph icon={ExternalLink} className="h-4 w-4" />
                  </Link>
                  {u.website.sample && <SampleLabel className="ml-2" />}
                </>
              )
            }
          >
            <Picture {...u.image} lang={fallbackLang(u, 'imageAlt')} sizes={IMAGE_SIZES.card} lazy className="h-auto w-full rounded-xl" />
            <dl className="mt-5 grid gap-4 sm:grid-cols-2">
              {u.ranking && (
                <Fact icon={Trophy} label={labels.ranking} lang={fallbackLang(u, 'ranking')}>
                  {u.ranking}
                </Fact>
              )}
              <Fact icon={Building2} label={labels.location} lang={fallbackLang(u, 'location')}>
                {u.location}
              </Fact>
              <Fact icon={DollarSign} label={labels.tuition}>
                <span className="block">{u.tuition.amount}</span>
                <PriceSource>{u.tuition.source}</PriceSource>
              </Fact>
              <Fact icon={Clock} label={labels.duration}>
                {u.duration}
              </Fact>
              <Fact icon={BookOpen} label={labels.language} lang={fallbackLang(u, 'teachingLanguage')}>
                {u.language}
              </Fact>
              {u.internationalStudents && (
                <Fact icon={Users} label={labels.students}>
                  {u.internationalStudents}
                </Fact>
              )}
              <Fact icon={BadgeCheck} label={labels.accreditation}>
                {accreditationText(u.accreditation)}
              </Fact>
            </dl>
          </ModalButton>
        </div>
      </div>
    </article>
  );
}

/**
 * The programme as the university states it (content/universities `programme`), with the document
 * and month quoted, and the link that opens /mbbs-check pre-filled with it: a fact it does not state
 * is left out of the link, so the check says "can't tell" for it. The card says the course meets the
 * NMC's rules only when the stated facts meet every rule the check can test from them (`claim`).
 */
function ProgrammeFacts({ university: u }: { university: MbbsUniversity }) {
  const locale = renderLocale();
  const words = renderContent().mbbsCheck.programme;
  const p = u.programme.stated;
  const stated = p
    ? [
        p.courseMonths !== undefined && fillText(words.months, { months: String(p.courseMonths) }),
        p.internshipMonths !== undefined && fillText(words.internship, { months: String(p.internshipMonths) }),
        p.language === 'english' && words.language,
        p.registration && words.registration,
      ].filter((line): line is string => typeof line === 'string')
    : [];
  return (
    <div className="mt-5 text-sm text-slate-700 dark:text-slate-300">
      <p className="font-semibold text-slate-900 dark:text-white">{words.title}</p>
      <p>{stated.length > 0 ? stated.join(' · ') : words.notStated}</p>
      {u.programme.claim && (
        <p className="mt-1 flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-200">
          <Glyph icon={BadgeCheck} className="h-4 w-4" />
          {u.programme.claim}
        </p>
      )}
      {p && <p className="text-xs">{fillText(words.quoted, { document: p.document, date: monthYear(`${p.asOf}-01`, locale) })}</p>}
      {p?.note && (
        <p className="mt-1 font-medium text-amber-900 dark:text-amber-200" lang={locale === 'en' ? undefined : 'en'}>
          {p.note}
        </p>
      )}
      <Link
        to="mbbsCheck"
        hash={`?${u.programme.query}`}
        className="mt-1 inline-block font-semibold text-brand-800 underline underline-offset-2 dark:text-brand-200"
      >
        {words.link} →
      </Link>
    </div>
  );
}
