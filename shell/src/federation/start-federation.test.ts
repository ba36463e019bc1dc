import { startFederation, type FederationRuntime } from './start-federation';

describe('startFederation', () => {
  it('initialises the shell instance and registers each remote by its absolute manifest URL', () => {
    const calls: unknown[] = [];
    const runtime: FederationRuntime = {
      init: (options) => {
        calls.push(['init', options]);
        return {} as ReturnType<FederationRuntime['init']>;
      },
      registerRemotes: (remotes) => void calls.push(['registerRemotes', remotes]),
    };
    const plugin = { name: 'test-plugin' };

    const available = startFederation(
      { mfe_feed: '/remotes/mfe-feed/mf-manifest.json', mfe_events: 'http://localhost:4203/mf-manifest.json' },
      runtime,
      [plugin],
      'https://campusloop.app/dashboard?tab=HOME',
    );

    expect(calls).toEqual([
      ['init', { name: 'shell', remotes: [], plugins: [plugin] }],
      [
        'registerRemotes',
        [
          { name: 'mfe_feed', entry: 'https://campusloop.app/remotes/mfe-feed/mf-manifest.json' },
          { name: 'mfe_events', entry: 'http://localhost:4203/mf-manifest.json' },
        ],
      ],
    ]);
    expect([...available]).toEqual(['mfe_feed', 'mfe_events']);
  });
});
