import { FactSource, type FactSourceProps } from '@/components/ui/fact-source';

/**
 * A rule's source lines: the regulation, then each notice the check applies. One source stays inline
 * after the rule's words; several each take a line of their own, so no two run together.
 */
export function RuleSources({ facts, ...line }: Omit<FactSourceProps, 'fact'> & { facts: FactSourceProps['fact'][] }) {
  if (facts.length === 1) return <FactSource fact={facts[0]} {...line} />;
  return facts.map((fact) => (
    <span key={fact.source.url + fact.source.name} className="block">
      <FactSource fact={fact} {...line} />
    </span>
  ));
}
