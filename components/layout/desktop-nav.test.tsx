import { render, screen } from '@testing-library/react';
import { DesktopNav } from '@/components/layout/desktop-nav';
import type { ResolvedNavItem } from '@/components/layout/nav-types';

const english = { hreflang: 'en' as const, note: '(ఇంగ్లీష్‌లో)' };
const items: ResolvedNavItem[] = [
  { label: 'మా గురించి', href: '/about/', english },
  {
    label: 'ప్రోగ్రామ్‌లు',
    children: [
      { label: 'MBBS', href: '/te/MBBS/' },
      { label: 'MBA', href: '/MBA/', english },
    ],
  },
  { label: 'బ్లాగ్', href: '/te/blog/' },
];

describe('the menu on an edition’s page', () => {
  it('marks the items that lead to a page only in English, and only those', () => {
    render(<DesktopNav items={items} label="ప్రధాన మెనూ" submenu="{label} మెనూ" />);
    for (const name of ['మా గురించి (ఇంగ్లీష్‌లో)', 'MBA (ఇంగ్లీష్‌లో)']) expect(screen.getByRole('link', { name, hidden: true })).toHaveAttribute('hreflang', 'en');
    for (const name of ['MBBS', 'బ్లాగ్']) expect(screen.getByRole('link', { name, hidden: true })).not.toHaveAttribute('hreflang');
  });
});
