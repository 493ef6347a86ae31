import { Clock, Mail, MapPin, Phone } from 'lucide';
import { Glyph } from '@/components/ui/glyph';
import { Link } from '@/components/link';
import { Card, CardGrid } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { ContactContent } from '@/content/contact';
import { mailHref, site, telHref } from '@/lib/site';

const linkClass = 'break-words text-brand-700 hover:underline dark:text-brand-300';

/** The two associate branches in Hyderabad, each with name, address, phone, email, timings, map link. */
export function Associates({ associates: a }: { associates: ContactContent['associates'] }) {
  const branches = site.offices.filter((o) => o.kind === 'associate');
  return (
    <Section id={a.id} eyebrow={a.eyebrow} title={a.title} intro={a.intro} tone="tint">
      <CardGrid columns={2}>
        {branches.map((office, i) => (
          <Reveal key={office.id} index={i} className="h-full">
            <Card
              title={office.name}
              footer={
                <Link href={office.mapLink} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300">
                  <Glyph icon={MapPin} className="h-4 w-4" />
                  {a.labels.map}
                </Link>
              }
            >
              <dl className="space-y-3">
                <div className="flex gap-3">
                  <dt>
                    <Glyph icon={MapPin} className="mt-0.5 h-5 w-5 text-brand-700 dark:text-brand-300" />
                    <span className="sr-only">{a.labels.address}</span>
                  </dt>
                  <dd lang="en">{office.address}</dd>
                </div>
                <div className="flex gap-3">
                  <dt>
                    <Glyph icon={Phone} className="mt-0.5 h-5 w-5 text-brand-700 dark:text-brand-300" />
                    <span className="sr-only">{a.labels.phone}</span>
                  </dt>
                  <dd>
                    <a href={telHref(office.phone)} className={linkClass}>
                      {office.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-3">
                  <dt>
                    <Glyph icon={Mail} className="mt-0.5 h-5 w-5 text-brand-700 dark:text-brand-300" />
                    <span className="sr-only">{a.labels.email}</span>
                  </dt>
                  <dd>
                    <a href={mailHref(office.email)} className={linkClass}>
                      {office.email}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-3">
                  <dt>
                    <Glyph icon={Clock} className="mt-0.5 h-5 w-5 text-brand-700 dark:text-brand-300" />
                    <span className="sr-only">{a.labels.timings}</span>
                  </dt>
                  <dd>{office.timings}</dd>
                </div>
              </dl>
            </Card>
          </Reveal>
        ))}
      </CardGrid>
    </Section>
  );
}
