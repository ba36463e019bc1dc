import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ErrorBoundary } from './error-boundary';

function Flaky({ remote }: { remote: { up: boolean } }) {
  if (!remote.up) throw new Error('boom');
  return <p>Loaded</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Something went wrong' instead of a crashed child, and 'Try Again' renders it again", async () => {
    const remote = { up: false };
    const onReset = jest.fn(() => {
      remote.up = true;
    });
    renderWithTheme(
      <ErrorBoundary onReset={onReset}>
        <Flaky remote={remote} />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loaded')).toBeInTheDocument();
  });

  it("disables 'Try Again' after 3 retries and says 'Max retries reached'", async () => {
    const remote = { up: false };
    renderWithTheme(
      <ErrorBoundary>
        <Flaky remote={remote} />
      </ErrorBoundary>,
    );

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    }

    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
    expect(screen.getByText('Max retries reached')).toBeInTheDocument();
  });

  it("'Reload Page' reloads", async () => {
    const onReload = jest.fn();
    renderWithTheme(
      <ErrorBoundary onReload={onReload}>
        <Flaky remote={{ up: false }} />
      </ErrorBoundary>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalled();
  });
});

describe('ErrorBoundary with its own fallback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the given fallback instead of the panel', () => {
    renderWithTheme(
      <ErrorBoundary fallback={<p>Bell unavailable</p>}>
        <Flaky remote={{ up: false }} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Bell unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
