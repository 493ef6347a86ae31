import { render, screen, within } from '@testing-library/react';
import { OfficeCard } from '@/components/ui/office-card';
import { site, telHref } from '@/content/site';

const office = site.headOffice;
const labels = { address: 'Address', phone: 'Phone', email: 'E-mail', hours: 'Business hours' };

describe('OfficeCard', () => {
  it('without labels: the name as a heading and three links, the address to the map (an English page: no lang marks)', () => {
    render(<OfficeCard office={office} headingLevel="h4" />);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(office.name);
    const map = screen.getByRole('link', { name: office.address });
    expect(map).toHaveAttribute('href', office.mapLink);
    expect(map).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone));
    expect(screen.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('on dark (the footer): the same links in the footer’s colours', () => {
    render(<OfficeCard office={office} variant="on-dark" as="li" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(office.name);
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: office.phone })).toHaveClass('text-slate-300');
    // No attribute written as undefined: the footer is on every page.
    expect(screen.getByRole('link', { name: office.phone })).not.toHaveAttribute('lang');
  });

  it('with labels: a description list with hidden labels, the hours and a map link', () => {
    const { container } = render(<OfficeCard office={office} labels={labels} mapLabel="Open in Google Maps" />);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Address', 'Phone', 'E-mail', 'Business hours']);
    expect(container.querySelectorAll('dt .sr-only')).toHaveLength(4);
    expect(screen.getByText(office.timings)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: office.address })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', office.mapLink);
  });

  it('plain: no box, no name; labels shown, the address an <address>, the given hours and e-mail subject', () => {
    const { container } = render(<OfficeCard office={office} variant="plain" labels={labels} hours="Mon-Fri" emailSubject="Enquiry" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DL');
    expect(container.querySelectorAll('.sr-only')).toHaveLength(0);
    expect(container.querySelector('address')).toHaveTextContent(office.address);
    expect(within(container).getByText('Mon-Fri')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}?subject=Enquiry`);
  });
});
