import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { EventsTab } from './events-tab';

describe('EventsTab', () => {
  it('shows Campus Events with no upcoming events yet', () => {
    renderWithTheme(<EventsTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'Campus Events' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to create an event for your campus community!')).toBeInTheDocument();
  });
});
