import { Clock, Mail, MapPin, Phone, type IconNode } from 'lucide';
import { Link } from '@/components/link';
import { Card } from '@/components/ui/card';
import { Glyph } from '@/components/ui/glyph';
import { renderLocale } from '@/lib/render-locale';
import { mailHref, officeIn, telHref, type Office } from '@/content/site';

/** The words of a labelled office (the page's language); `hours` labels the hours row. */
export type OfficeLabels = { address: string; phone: string; email: string; hours: string };

export type OfficeCardProps = {
  office: Office;
  /**
   * `card`: the site's white card with the office's name (an article's `::offices`, the contact
   * page's associates). `on-dark`: the footer's smaller box on slate-900. `plain`: the details alone,
   * without box or name, their labels shown (the cybersecurity page, beside its enquiry form).
   */
  variant?: 'card' | 'on-dark' | 'plain';
  as?: 'div' | 'li';
  headingLevel?: 'h2' | 'h3' | 'h4';
  /**
   * Given: a description list of address (text; an <address> in `plain`), phone, e-mail and hours,
   * each with its label (visually hidden but in `plain`). Without: a list of three links, the
   * address to the map.
   */
  labels?: OfficeLabels;
  /** The hours row's text; the office's own timings by default. */
  hours?: string;
  /** A map link below the details, with these words. */
  mapLabel?: string;
  /** The subject of the e-mail link. */
  emailSubject?: string;
  className?: string;
};

/** `attrs`: lang="en" on words the settings give only in English, nothing on the others (an undefined prop would still be written into the page's React payload). */
type Row = { key: keyof OfficeLabels; icon: IconNode; text: string; href?: string; attrs?: { lang: 'en' } };

const linkClasses = {
  card: 'underline-offset-2 hover:underline',
  'on-dark': 'text-slate-300 hover:text-white hover:underline',
};
const labelledLinkClasses = {
  card: 'break-words text-brand-700 hover:underline dark:text-brand-300',
  plain: 'font-semibold text-brand-700 hover:underline dark:text-brand-300',
};
const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * One office (content/operator.json, content/site.ts): name, address, phone, e-mail and, labelled, its
 * hours, in the page's language where the settings give it (an office's `translations`), else in
 * English marked lang="en". Icons are decorative; the words and the links carry the meaning.
 */
export function OfficeCard({ office, variant = 'card', as = 'div', headingLevel = 'h3', labels, hours, mapLabel, emailSubject, className }: OfficeCardProps) {
  const words = officeIn(office, renderLocale());
  const english = (w: { lang?: 'en' }) => (w.lang ? { attrs: { lang: w.lang } } : {});
  const rows: Row[] = [
    { key: 'address', icon: MapPin, text: words.address.text, href: labels ? undefined : office.mapLink, ...english(words.address) },
    { key: 'phone', icon: Phone, text: office.phone, href: telHref(office.phone) },
    { key: 'email', icon: Mail, text: office.email, href: mailHref(office.email, emailSubject) },
    ...(labels
      ? [{ key: 'hours' as const, icon: Clock, ...(hours === undefined ? { text: words.timings.text, ...english(words.timings) } : { text: hours }) }]
      : []),
  ];

  let details;
  if (labels) {
    const shown = variant === 'plain';
    const linkClass = labelledLinkClasses[shown ? 'plain' : 'card'];
    details = (
      <dl className={join(shown ? 'space-y-5 text-slate-600 dark:text-slate-300' : 'space-y-3', variant === 'plain' && className)}>
        {rows.map((row, i) => (
          <div key={i} className="relative pl-8">
            <dt {...(shown && { className: 'text-sm font-semibold text-slate-900 dark:text-white' })}>
              <Glyph icon={row.icon} className="absolute top-0.5 left-0 h-5 w-5 text-brand-700 dark:text-brand-300" />
              {shown ? labels[row.key] : <span className="sr-only">{labels[row.key]}</span>}
            </dt>
            <dd {...row.attrs}>
              {row.href ? (
                <Link href={row.href} className={linkClass}>
                  {row.text}
                </Link>
              ) : shown && row.key === 'address' ? (
                <address className="not-italic">{row.text}</address>
              ) : (
                row.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  } else {
    const linkClass = linkClasses[variant === 'on-dark' ? 'on-dark' : 'card'];
    details = (
      <ul className={variant === 'on-dark' ? 'mt-3 space-y-2' : 'space-y-2 text-sm'}>
        {rows.map((row, i) => (
          <li key={i} className="flex gap-2">
            <Glyph icon={row.icon} className="mt-0.5 h-4 w-4 shrink-0" />
            <Link href={row.href!} className={join(variant !== 'on-dark' && row.key === 'email' && 'break-all', linkClass)} {...row.attrs}>
              {row.text}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  if (variant === 'plain') return details;
  const Heading = headingLevel;
  if (variant === 'on-dark') {
    const Tag = as;
    return (
      <Tag className={join('rounded-2xl bg-slate-800/60 p-5 text-sm', className)}>
        <Heading className="font-semibold text-white" {...(words.name.lang && { lang: words.name.lang })}>
          {words.name.text}
        </Heading>
        {details}
      </Tag>
    );
  }
  return (
    <Card
      as={as}
      title={words.name.lang ? <span lang={words.name.lang}>{words.name.text}</span> : words.name.text}
      headingLevel={headingLevel}
      className={className}
      footer={
        mapLabel && (
          <Link href={office.mapLink} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300">
            <Glyph icon={MapPin} className="h-4 w-4" />
            {mapLabel}
          </Link>
        )
      }
    >
      {details}
    </Card>
  );
}
