import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneRemotePage } from './standalone-remote-page';

describe('StandaloneRemotePage', () => {
  it('shows the first exposed module and switches to another one', async () => {
    const modules = { Feed: () => <p>the feed</p>, CommunityPosts: () => <p>community posts</p> };
    render(<StandaloneRemotePage name="mfe-feed" modules={modules} />);

    expect(screen.getByRole('heading', { name: 'mfe-feed (standalone)' })).toBeInTheDocument();
    expect(screen.getByText('the feed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'CommunityPosts' }));

    expect(screen.getByText('community posts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CommunityPosts' })).toHaveAttribute('aria-pressed', 'true');
  });
});
