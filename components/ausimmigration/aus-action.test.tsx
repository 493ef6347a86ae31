import { render, screen } from '@testing-library/react';
import { ausImmigration } from '@/content/ausimmigration';
import { href } from '@/lib/routes';
import { AusActionLink } from './aus-action';

describe('AusActionLink', () => {
  it('sends contact actions to the contact form with the subject filled in, others to their page', () => {
    render(
      <>
        {ausImmigration.visas.cards.map((c) => (
          <AusActionLink key={c.id} action={c.action} className="" contactHref={href('contact')} />
        ))}
      </>,
    );
    expect(screen.getByRole('link', { name: 'Check Points' })).toHaveAttribute('href', '/contact/?subject=Skilled%20Migration%20Points%20Check');
    expect(screen.getByRole('link', { name: 'Find Courses' })).toHaveAttribute('href', '/program/');
    expect(screen.getByRole('link', { name: 'Job Search' }).getAttribute('href')).toMatch(/^\/contact\/\?subject=/);
  });
});
