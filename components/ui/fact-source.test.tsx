import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { FactSource } from './fact-source';
import { contentFor } from '@/content/i18n';
import { planner } from '@/content/planner';
import type { Fact } from '@/lib/fact';
import { monthYear } from '@/lib/fact';

const { planner: tePlanner } = contentFor('te');

const fact = { checked: '2026-11-25', source: { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' } };

// Fixtures, not the live facts files: confirming or re-checking a fact in content/facts breaks no test here.
const unconfirmed: Fact = {
  value: 1529,
  unit: 'GBP',
  appliesTo: 'A fixture: living costs a month in London',
  source: { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' },
  checked: '2026-11-25',
  effective: '2025-11-11',
  confirmed: false,
};
const confirmed: Fact = {
  ...unconfirmed,
  value: 9,
  unit: 'months',
  appliesTo: 'A fixture: months of living costs at most',
  effective: undefined,
  confirmed: true,
};

describe('FactSource', () => {
  it('says when the figure was checked and links its official page (a new tab only when asked)', () => {
    const { container, rerender } = render(<FactSource fact={fact} words={contentFor('en').shell.factSource} locale="en" />);
    expect(container).toHaveTextContent('as of November 2026 · source: GOV.UK');
    const link = screen.getByRole('link', { name: 'source: GOV.UK' });
    expect(link).toHaveAttribute('href', fact.source.url);
    expect(link).not.toHaveAttribute('target');
    rerender(<FactSource fact={fact} words={contentFor('en').shell.factSource} locale="en" newTab />);
    expect(screen.getByRole('link', { name: 'source: GOV.UK' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'source: GOV.UK' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('uses the page language for the date and the words, the publisher’s name marked English', () => {
    const { container } = render(<FactSource fact={fact} words={contentFor('te').shell.factSource} locale="te" />);
    expect(container).toHaveTextContent('నవంబర్ 2026 నాటికి · ఆధారం: GOV.UK');
    expect(screen.getByText('GOV.UK')).toHaveAttribute('lang', 'en');
  });

  it('with the planner’s words, adds the day the rule took effect and the flag of an unconfirmed figure', () => {
    const f = unconfirmed;
    const { container } = render(<FactSource fact={f} words={planner.fact} locale="en" />);
    expect(container).toHaveTextContent(
      `checked ${monthYear(f.checked)} · source: ${f.source.name} · in effect from 11 November 2025 · ${planner.fact.notConfirmed}`,
    );
    expect(screen.getByRole('link', { name: `source: ${f.source.name}` })).toHaveAttribute('href', f.source.url);
  });

  it('leaves out the flag for a confirmed figure and the day when none is given', () => {
    const f = confirmed;
    const { container } = render(<FactSource fact={f} words={tePlanner.fact} locale="te" />);
    expect(container).not.toHaveTextContent(tePlanner.fact.notConfirmed);
    expect(container).toHaveTextContent(`${tePlanner.fact.asOf.replace('{date}', monthYear(f.checked, 'te'))} · ${tePlanner.fact.source}: ${f.source.name}`);
  });

  // The planner's client island renders it: nothing server-only may come in with it.
  it('imports nothing server-only (the render locale, the site content)', () => {
    const source = readFileSync(join(__dirname, 'fact-source.tsx'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['@/lib/calc-text', '@/lib/fact']);
  });
});

describe('the publisher’s name on an edition’s page', () => {
  const named = {
    checked: '2026-11-28',
    source: { name: 'National Medical Commission', url: 'https://www.nmc.org.in/', names: { te: 'నేషనల్ మెడికల్ కమిషన్ (NMC)' } },
  };

  it('the fact’s own name for the edition, as plain text in the page’s language', () => {
    render(<FactSource fact={named} words={contentFor('te').shell.factSource} locale="te" />);
    const link = screen.getByRole('link', { name: `${contentFor('te').shell.factSource.source}: నేషనల్ మెడికల్ కమిషన్ (NMC)` });
    expect(link).toHaveAttribute('href', 'https://www.nmc.org.in/');
    expect(link.querySelector('[lang="en"]')).toBeNull();
  });

  it('no name for the edition: the English name, marked English', () => {
    render(<FactSource fact={named} words={contentFor('hi').shell.factSource} locale="hi" />);
    expect(screen.getByText('National Medical Commission')).toHaveAttribute('lang', 'en');
  });

  it('English pages keep the English name', () => {
    render(<FactSource fact={named} words={contentFor('en').shell.factSource} locale="en" />);
    expect(screen.getByRole('link', { name: /National Medical Commission/ })).toBeInTheDocument();
  });
});
