import type { ReactNode } from 'react';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { Section } from '@/components/ui/section';
import { renderContent } from '@/content/i18n';

export type CommitmentsProps = { eyebrow: string; title: string; intro: string; children?: ReactNode; tone?: 'plain' | 'tint' };

/** The three commitments, in the language of the page being rendered: the company's three promises (24/7 support, expert guidance, proven results). */
export function Commitments({ eyebrow, title, intro, children, tone = 'plain' }: CommitmentsProps) {
  return (
    <Section id="commitment" eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <IconCardGrid items={renderContent().commitments} columns={3} />
      {children}
    </Section>
  );
}
