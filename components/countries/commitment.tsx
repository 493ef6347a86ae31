import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { countriesPage } from '@/content/countries';
import { iconNode } from '@/content/data/schema';

/** The consultancy's three commitments and the Schedule Free Counselling link. */
export function Commitment({ commitment }: { commitment: (typeof countriesPage)['commitment'] }) {
  return (
    <Section id={commitment.id} eyebrow={commitment.eyebrow} title={commitment.title} intro={commitment.intro} tone="tint">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {commitment.items.map(({ icon, title, text }, i) => (
          <Reveal key={title} index={i}>
            <Card title={title} icon={iconNode(icon)}>
              <p>{text}</p>
            </Card>
          </Reveal>
        ))}
      </div>
      <div className="mt-10 text-center">
        <Link to="contact" className={buttonClasses('primary', 'lg')}>
          {commitment.cta}
        </Link>
      </div>
    </Section>
  );
}
