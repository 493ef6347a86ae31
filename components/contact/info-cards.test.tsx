import { render, screen } from '@testing-library/react';
import { InfoCards } from '@/components/contact/info-cards';
import { Associates } from '@/components/contact/associates';
import { contact } from '@/content/contact';
import { site, telHref } from '@/content/site';

beforeAll(() => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
});

describe('InfoCards', () => {
  it('call, e-mail, head office and hours cards with working links and the same hours on the call and hours cards', () => {
    render(<InfoCards labels={contact.infoCards} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      contact.infoCards.call,
      contact.infoCards.email,
      contact.infoCards.headOffice,
      contact.infoCards.hours,
    ]);
    expect(screen.getByRole('link', { name: site.headOffice.phone })).toHaveAttribute('href', telHref(site.headOffice.phone));
    expect(screen.getByRole('link', { name: site.headOffice.email })).toHaveAttribute('href', `mailto:${site.headOffice.email}`);
    const map = screen.getByRole('link', { name: site.headOffice.address });
    expect(map).toHaveAttribute('href', site.headOffice.mapLink);
    expect(map).toHaveAttribute('target', '_blank');
    // The call card and the hours card state the same hours, the operator's (they disagreed: "Mon-sun" vs "Sunday closed").
    expect(screen.getAllByText(site.hours.hoursCard)).toHaveLength(2);
  });
});

describe('Associates', () => {
  it('shows every associate branch with name, address, phone, email, timings and map link', () => {
    render(<Associates associates={contact.associates} />);
    const branches = site.offices.filter((o) => o.kind === 'associate');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(branches.map((b) => b.name));
    for (const b of branches) {
      expect(screen.getByText(b.address)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: b.phone })).toHaveAttribute('href', telHref(b.phone));
      expect(screen.getByRole('link', { name: b.email })).toHaveAttribute('href', `mailto:${b.email}`);
      expect(screen.getByText(b.timings)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: contact.associates.labels.map }).map((a) => a.getAttribute('href'))).toEqual(branches.map((b) => b.mapLink));
  });
});
