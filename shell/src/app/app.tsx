import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ErrorBoundary, ThemeProvider } from '@campusloop/ui';
import { RemotesProvider, type RemoteLoader } from '../federation/remotes-context';

type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  /** Container names of the deployed remotes (from the runtime manifest). */
  available: ReadonlySet<string>;
  load: RemoteLoader;
};

/** The shell: theme, the remotes known at start-up, the routes; an error boundary so it is never blank. */
export function App({ router, available, load }: AppProps) {
  return (
    <ThemeProvider>
      <ErrorBoundary>
        <RemotesProvider available={available} load={load}>
          <RouterProvider router={router} />
        </RemotesProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
