import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('offers Load More while there is more, busy while loading', async () => {
    const onLoadMore = jest.fn();
    const { rerender } = renderWithTheme(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalled();

    rerender(<LoadMore hasMore loading onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled();
  });

  it('says it reached the end when there is no more', () => {
    renderWithTheme(
      <LoadMore
        hasMore={false}
        loading={false}
        onLoadMore={jest.fn()}
        endMessage="You've reached the end of the feed"
      />,
    );
    expect(screen.getByText("You've reached the end of the feed")).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <LoadMore
        hasMore
        loading={false}
        onLoadMore={jest.fn()}
        error="Too many requests. Please wait a moment."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
