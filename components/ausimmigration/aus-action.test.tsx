import { render, screen } from '@testing-library/react';
import { ausImmigration } from '@/content/ausimmigration';
import { href } from '@/content/routes';
import { AusActionLink } from './aus-action';

describe('AusActionLink', () => {
  it('sends contact actions to the contact form with the subject filled in, others to their page', () => {
    // Fixture actions: the page file's labels and subjects are staff's to change.
    render(
      <>
        <AusActionLink action={{ label: 'Fixture check', contactSubject: 'Points & visa check' }} className="" contactHref={href('contact')} />
        <AusActionLink action={{ label: 'Fixture courses', to: 'program' }} className="" contactHref={href('contact')} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Fixture check' })).toHaveAttribute('href', '/contact/?subject=Points%20%26%20visa%20check');
    expect(screen.getByRole('link', { name: 'Fixture courses' })).toHaveAttribute('href', '/program/');
  });

  it('links each visa card’s action as the page file says', () => {
    const { cards } = ausImmigration.visas;
    render(
      <>
        {cards.map((c) => (
          <AusActionLink key={c.id} action={c.action} className="" contactHref={href('contact')} />
        ))}
      </>,
    );
    for (const { action } of cards)
      expect(screen.getByRole('link', { name: action.label })).toHaveAttribute(
        'href',
        action.to === undefined ? `${href('contact')}?subject=${encodeURIComponent(action.contactSubject)}` : href(action.to),
      );
  });
});
