import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { iconNode } from '@/content/data/schema';
import type { MbaSpecialization, mbaPage } from '@/content/mba';

/** The four specialization cards, each with Learn More to /contact. */
export function Specializations({
  specializations,
  mbaSpecializations,
}: {
  specializations: (typeof mbaPage)['specializations'];
  mbaSpecializations: MbaSpecialization[];
}) {
  const { id, eyebrow, title, intro, labels, cta } = specializations;
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {mbaSpecializations.map((s, i) => (
          <Reveal key={s.title} index={i}>
            <Card
              as="article"
              title={s.title}
              icon={iconNode(s.icon)}
              footer={
                <Link to="contact" className={buttonClasses('outline', 'md', 'w-full')}>
                  {cta}
                  <span className="sr-only">
                    {` ${labels.about} `}
                    {s.title}
                  </span>
                </Link>
              }
            >
              <p>{s.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
                  <dt className="text-slate-600 dark:text-slate-300">{labels.duration}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">{s.duration}</dd>
                </div>
                <div className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
                  <dt className="text-slate-600 dark:text-slate-300">{labels.fees}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">{s.avgFees}</dd>
                  <dd className="mt-0.5 text-xs text-slate-600 dark:text-slate-300">{s.feesSource}</dd>
                </div>
              </dl>
              <h4 className="mt-4 font-semibold text-slate-900 dark:text-white">{labels.careers}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {s.careerProspects.map((c, j) => (
                  <li key={j}>{c}</li>
                ))}
              </ul>
              <h4 className="mt-4 font-semibold text-slate-900 dark:text-white">{labels.features}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {s.features.map((f, j) => (
                  <li key={j}>{f}</li>
                ))}
              </ul>
            </Card>
          </Reveal>
        ))}
      </div>
    </Section>
  );
}
