import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { FeedTab } from './feed-tab';

describe('FeedTab', () => {
  it('on HOME shows the public feed, still empty', () => {
    renderWithTheme(<FeedTab tabKey="HOME" />);
    expect(screen.getByRole('region', { name: 'My Public Feed' })).toHaveTextContent('No posts yet. Be the first to share something!');
  });

  it('on CAMPUS_BUZZ shows the campus feed, still empty', () => {
    renderWithTheme(<FeedTab tabKey="CAMPUS_BUZZ" />);
    expect(screen.getByRole('region', { name: 'Campus Buzz' })).toHaveTextContent('No posts yet in your campus');
  });
});
