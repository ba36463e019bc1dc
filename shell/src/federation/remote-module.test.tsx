import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@campusloop/ui/testing';
import { RemoteModule } from './remote-module';
import { RemotesProvider, type RemoteLoader } from './remotes-context';

const EventsTab = ({ tabKey }: { tabKey?: string }) => <h2>Campus Events ({tabKey})</h2>;

function renderRemote(available: string[], load: RemoteLoader, quiet = false) {
  return renderWithTheme(
    <RemotesProvider available={new Set(available)} load={load}>
      <p>Rest of the app</p>
      <RemoteModule id="mfe_events/Events" props={{ tabKey: 'EVENTS' }} quiet={quiet} />
    </RemotesProvider>,
  );
}

describe('RemoteModule', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("loads the remote's exposed module with its props", async () => {
    const load = jest.fn<Promise<unknown>, [string]>().mockResolvedValue({ default: EventsTab });
    renderRemote(['mfe_events'], load);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Campus Events (EVENTS)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_events/Events');
  });

  it("says 'Coming soon…' when the remote is not deployed, without trying to load it", () => {
    const load = jest.fn();
    renderRemote(['mfe_feed'], load);

    expect(screen.getByRole('heading', { name: 'Coming soon…' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('when the remote fails to load, only its spot shows the error, and Try Again loads it again', async () => {
    const load = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('ScriptNetworkError: remoteEntry.js 502'))
      .mockResolvedValueOnce({ default: EventsTab });
    renderRemote(['mfe_events'], load);

    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toHaveTextContent('This section could not be loaded. Please try again.');
    expect(screen.getByText('Rest of the app')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Campus Events (EVENTS)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a module without a component counts as a failed load', async () => {
    renderRemote(['mfe_events'], jest.fn().mockResolvedValue(null));
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('a quiet widget renders nothing when absent or failing', async () => {
    const { container } = renderRemote(['mfe_events'], jest.fn().mockRejectedValue(new Error('down')), true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^Rest of the app$/);
  });
});

describe('RemoteModule loading once', () => {
  it('loads a module once, even when its spot mounts again', async () => {
    const load = jest.fn<Promise<unknown>, [string]>().mockResolvedValue({ default: EventsTab });
    const first = renderRemote(['mfe_events'], load);
    await screen.findByRole('heading', { name: 'Campus Events (EVENTS)' });
    first.unmount();

    renderRemote(['mfe_events'], load);

    expect(await screen.findByRole('heading', { name: 'Campus Events (EVENTS)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, coming back later loads it afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<unknown>, [string]>().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: EventsTab });
    const first = renderRemote(['mfe_events'], load);
    await screen.findByRole('alert', { name: 'Something went wrong' });
    first.unmount();

    renderRemote(['mfe_events'], load);

    expect(await screen.findByRole('heading', { name: 'Campus Events (EVENTS)' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    jest.restoreAllMocks();
  });
});
