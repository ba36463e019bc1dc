import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { aUniversity } from '../../../../testing/rating-fixtures';
import { UniversityOverview } from './university-overview';

describe('UniversityOverview', () => {
  it('shows about, address, city, country, at most 4 campus images and an embedded map when the link allows it', () => {
    const campusImages = [1, 2, 3, 4, 5].map((n) => `https://cdn.example/campus-${n}.png`);
    renderWithTheme(
      <UniversityOverview
        university={aUniversity({ campusImages, mapLink: 'https://www.google.com/maps/embed?pb=!1m18' })}
      />,
    );
    expect(screen.getByText('A lakeside campus.')).toBeInTheDocument();
    expect(screen.getByText('Powai, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('India')).toBeInTheDocument();
    const shown = screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.includes('campus-'));
    expect(shown).toHaveLength(4);
    expect(screen.getByTitle('Map of Alpha Institute of Technology')).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=!1m18');
    // Issue 34, finding 7: scripts run but the frame never shares an origin with the page it claims.
    const sandbox = screen.getByTitle('Map of Alpha Institute of Technology').getAttribute('sandbox')?.split(/\s+/) ?? [];
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-popups']));
    expect(sandbox).not.toContain('allow-same-origin');
  });
});
