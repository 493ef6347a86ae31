import { fireEvent, render, screen, within } from '@testing-library/react';
import { servicesOverview } from '@/content/services';
import { ServiceCard } from './service-card';

const { catalogue } = servicesOverview;
const labels = {
  learnMore: catalogue.learnMoreLabel,
  learnMorePrefix: catalogue.learnMorePrefix,
  featuresHeading: catalogue.featuresHeading,
  getStarted: catalogue.getStartedLabel,
};
const visa = catalogue.services.find((s) => s.title === 'Visa Assistance')!;

describe('ServiceCard', () => {
  it('shows the title, the description and a Learn More button named after the service', () => {
    render(<ServiceCard service={visa} labels={labels} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Visa Assistance' })).toBeInTheDocument();
    expect(screen.getByText(visa.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Learn More about Visa Assistance' })).toHaveTextContent('Learn More');
  });

  it('has the details in the document before the modal opens', () => {
    const { container } = render(<ServiceCard service={visa} labels={labels} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveTextContent(visa.details);
    for (const feature of visa.features) expect(dialog).toHaveTextContent(feature);
  });

  it('opens the modal with the details, the Key Features list and Get Started to /contact/, and closes it', () => {
    render(<ServiceCard service={visa} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Visa Assistance' }));
    const dialog = screen.getByRole('dialog', { name: 'Visa Assistance' });
    expect(within(dialog).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(visa.features.length);
    expect(within(dialog).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));

    fireEvent.click(within(dialog).getByText(visa.details));
    expect(dialog).toHaveAttribute('open');

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(dialog).not.toHaveAttribute('open');
  });
});
