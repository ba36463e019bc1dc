import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from '@campusloop/ui';
import { loadable, useLoadable, type Loadable } from './loadable';

function Shown({ entry }: { entry: Loadable<string> }) {
  const value = useLoadable(entry);
  return <p>{value ?? 'Loading...'}</p>;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('loadable (a chunk or remote read in the render that needs it, without suspending)', () => {
  it('renders what has already loaded in the first render: no fallback at all', async () => {
    const entry = loadable(() => Promise.resolve('Feed'));
    await entry.settled;
    const { container } = render(
      <Suspense fallback={<p>suspended</p>}>
        <Shown entry={entry} />
      </Suspense>,
    );
    // Synchronously after the first render, before any effect or promise could run.
    expect(container).toHaveTextContent(/^Feed$/);
  });

  it('shows its own fallback while loading, never a Suspense fallback, then the value when it arrives', async () => {
    let arrive = (_value: string) => undefined as void;
    const entry = loadable(() => new Promise<string>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Shown entry={entry} />
      </Suspense>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Loading...');
    arrive('Feed');
    await settle();
    expect(screen.getByRole('paragraph')).toHaveTextContent('Feed');
  });

  it('a failed load reaches the nearest error boundary (also one thrown synchronously by the loader)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const entry = loadable<string>(() => Promise.reject(new Error('chunk gone')));
    render(
      <ErrorBoundary fallback={<p>failed</p>}>
        <Shown entry={entry} />
      </ErrorBoundary>,
    );
    await settle();
    expect(screen.getByRole('paragraph')).toHaveTextContent('failed');

    const thrown = loadable<string>(() => {
      throw new Error('no loader');
    });
    await thrown.settled;
    expect(thrown).toMatchObject({ done: true, failed: true });
    jest.restoreAllMocks();
  });
});
