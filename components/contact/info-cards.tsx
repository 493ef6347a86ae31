import { Clock, Mail, MapPin, Phone } from 'lucide';
import { Link } from '@/components/link';
import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import type { ContactContent } from '@/content/contact';
import { renderLocale } from '@/lib/render-locale';
import { hoursIn, mailHref, officeIn, site, telHref } from '@/content/site';

const linkClass = 'font-semibold break-words text-brand-700 hover:underline dark:text-brand-300';

/** Call, e-mail, head office and working hours cards; the call and hours cards state the same hours. */
export function InfoCards({ labels }: { labels: ContactContent['infoCards'] }) {
  const office = site.headOffice;
  const locale = renderLocale();
  const hours = hoursIn(locale);
  const address = officeIn(office, locale).address;
  const hoursText = <p {...(hours.lang && { lang: hours.lang })}>{hours.text}</p>;
  const cards = [
    {
      title: labels.call,
      icon: Phone,
      body: (
        <>
          <a href={telHref(office.phone)} className={linkClass}>
            {office.phone}
          </a>
          <p className="mt-1 text-sm" {...(hours.lang && { lang: hours.lang })}>
            {hours.text}
          </p>
        </>
      ),
    },
    {
      title: labels.email,
      icon: Mail,
      body: (
        <>
          <a href={mailHref(office.email)} className={linkClass}>
            {office.email}
          </a>
          <p className="mt-1 text-sm">{labels.emailNote}</p>
        </>
      ),
    },
    {
      title: labels.headOffice,
      icon: MapPin,
      body: (
        <>
          <Link href={office.mapLink} className={linkClass} {...(address.lang && { lang: address.lang })}>
            {address.text}
          </Link>
          <p className="mt-1 text-sm">{labels.mapLinkLabel}</p>
        </>
      ),
    },
    { title: labels.hours, icon: Clock, body: hoursText },
  ];
  return (
    <section aria-label={labels.sectionLabel} className="px-4 pt-14 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <CardGrid columns={4}>
          {cards.map(({ title, icon, body }, i) => (
            <Reveal key={title} index={i} className="h-full">
              <Card title={title} icon={icon} headingLevel="h2">
                {body}
              </Card>
            </Reveal>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
