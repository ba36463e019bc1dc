import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { CommunityPosts } from './community-posts';

describe('CommunityPosts', () => {
  it("invites the first post when the community's feed is empty", () => {
    renderWithTheme(<CommunityPosts />);
    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to share something in this community!')).toBeInTheDocument();
  });
});
