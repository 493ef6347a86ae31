import { fireEvent, render, screen, within } from '@testing-library/react';
import { dialogCloseLabel } from '@/content/i18n';
import { servicesOverview } from '@/content/services';
import { ServiceCard } from './service-card';

const { catalogue } = servicesOverview;
const labels = {
  learnMore: catalogue.learnMoreLabel,
  learnMorePrefix: catalogue.learnMorePrefix,
  featuresHeading: catalogue.featuresHeading,
  getStarted: catalogue.getStartedLabel,
};
// Any service of content/services: the first.
const service = catalogue.services[0];

describe('ServiceCard', () => {
  it('shows the title, the description and a Learn More button named after the service', () => {
    render(<ServiceCard service={service} labels={labels} />);
    expect(screen.getByRole('heading', { level: 3, name: service.title })).toBeInTheDocument();
    expect(screen.getByText(service.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${labels.learnMorePrefix} ${service.title}` })).toHaveTextContent(labels.learnMore);
  });

  it('has the details in the document before the modal opens', () => {
    const { container } = render(<ServiceCard service={service} labels={labels} />);
    const dialog = container.querySelector('dialog')!;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveTextContent(service.details);
    for (const feature of service.features) expect(dialog).toHaveTextContent(feature);
  });

  it('opens the modal with the details, the Key Features list and Get Started to /contact/, and closes it', () => {
    render(<ServiceCard service={service} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: `${labels.learnMorePrefix} ${service.title}` }));
    const dialog = screen.getByRole('dialog', { name: service.title });
    expect(within(dialog).getByRole('heading', { name: labels.featuresHeading })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(service.features.length);
    expect(within(dialog).getByRole('link', { name: labels.getStarted })).toHaveAttribute('href', expect.stringMatching(/^\/contact\/?$/));

    fireEvent.click(within(dialog).getByText(service.details));
    expect(dialog).toHaveAttribute('open');

    fireEvent.click(within(dialog).getAllByRole('button', { name: dialogCloseLabel() })[0]);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('marks the words a translation leaves out as English', () => {
    const { container } = render(<ServiceCard service={{ ...service, fallback: ['title', 'details'] }} labels={labels} />);
    expect(screen.getByRole('heading', { level: 3, name: service.title }).querySelector('[lang="en"]')).toHaveTextContent(service.title);
    expect(within(container.querySelector('dialog')!).getByText(service.details)).toHaveAttribute('lang', 'en');
    expect(screen.getByText(service.description)).not.toHaveAttribute('lang');
  });
});
