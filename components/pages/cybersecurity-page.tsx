import { CyberEnquiry } from '@/components/cybersecurity/cyber-enquiry';
import { CyberPrograms } from '@/components/cybersecurity/cyber-programs';
import { CyberReach } from '@/components/cybersecurity/cyber-reach';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { HeroBadges } from '@/components/ui/hero-badges';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import type { CybersecurityContent } from '@/content/cybersecurity';

/** The cybersecurity training page, in any language: its programmes, reach and enquiry form in the language's words. */
export function CybersecurityPage({ cybersecurity }: { cybersecurity: CybersecurityContent }) {
  const { hero, programs, whyChoose, placements, serviceAreas, contact, enquiry } = cybersecurity;
  const formHash = `#${enquiry.id}`;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} text={hero.text} primary={{ label: hero.enroll, href: formHash }}>
        <HeroBadges items={hero.badges} />
      </PageHero>
      <CyberPrograms content={programs} formHash={formHash} />
      <Section eyebrow={whyChoose.eyebrow} title={whyChoose.title} tone="tint">
        <IconCardGrid as="ul" items={whyChoose.cards} />
      </Section>
      <CyberReach placements={placements} serviceAreas={serviceAreas} />
      <CyberEnquiry contact={contact} enquiry={enquiry} />
    </>
  );
}
