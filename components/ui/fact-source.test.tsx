import { render, screen } from '@testing-library/react';
import { FactSource } from './fact-source';
import { renderLocale } from '@/lib/render-locale';

jest.mock('@/lib/render-locale', () => ({ renderLocale: jest.fn(() => 'en') }));

const fact = { checked: '2026-11-25', source: { name: 'GOV.UK', url: 'https://www.gov.uk/student-visa/money' } };

describe('FactSource', () => {
  it('says when the figure was checked and links its official page in a new tab', () => {
    const { container } = render(<FactSource fact={fact} />);
    expect(container).toHaveTextContent('as of November 2026 · source: GOV.UK');
    const link = screen.getByRole('link', { name: 'source: GOV.UK' });
    expect(link).toHaveAttribute('href', fact.source.url);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('uses the page language for the date and the words', () => {
    jest.mocked(renderLocale).mockReturnValue('te');
    const { container } = render(<FactSource fact={fact} />);
    expect(container).toHaveTextContent('నవంబర్ 2026 నాటికి · ఆధారం: GOV.UK');
    expect(screen.getByText('GOV.UK')).toHaveAttribute('lang', 'en');
  });
});
