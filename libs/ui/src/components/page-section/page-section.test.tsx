import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its heading, with subtitle and content', () => {
    renderWithTheme(
      <PageSection title="Referral System" subtitle="Invite friends and earn rewards">
        <p>content</p>
      </PageSection>,
    );

    const region = screen.getByRole('region', { name: 'Referral System' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Referral System' }));
    expect(region).toHaveTextContent('Invite friends and earn rewards');
    expect(region).toHaveTextContent('content');
  });

  it("is a page's own title at level 1 when asked", () => {
    renderWithTheme(
      <PageSection title="Contact us" headingLevel={1}>
        <p>form</p>
      </PageSection>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });
});
