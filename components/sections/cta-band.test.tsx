import { render, screen, within } from '@testing-library/react';
import { CtaBand } from '@/components/sections/cta-band';
import { buttonClasses } from '@/components/ui/button';

describe('CtaBand', () => {
  it('is a region named by its heading; a bare label is a white button to the contact page', () => {
    render(<CtaBand title="Ready to Start?" text="Talk to a counsellor." primary="Book a Session" />);
    const band = screen.getByRole('region', { name: 'Ready to Start?' });
    expect(within(band).getByText('Talk to a counsellor.')).toBeInTheDocument();
    const link = within(band).getByRole('link', { name: 'Book a Session' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));
    expect(link).toHaveClass(buttonClasses('light', 'lg'));
  });

  it('links the primary where told, then an outlined secondary, then other actions, in that order', () => {
    render(
      <CtaBand
        id="cta"
        title="Next steps"
        text="Pick one."
        primary={{ label: 'Read about us', to: 'about' }}
        secondary={{ label: 'Explore All Services', to: 'services' }}
        actions={<button type="button">Call us</button>}
      />,
    );
    const band = screen.getByRole('region', { name: 'Next steps' });
    expect(band).toHaveAttribute('id', 'cta');
    const links = within(band).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Read about us', 'Explore All Services']);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/about\/?$/));
    expect(links[1]).toHaveAttribute('href', expect.stringMatching(/^\/services\/?$/));
    expect(links[1]).toHaveClass('border-white', 'text-white');
    expect(links[1].parentElement!.lastElementChild).toHaveTextContent('Call us');
  });
});
