import { fetchRuntimeManifest } from './runtime-manifest';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('fetchRuntimeManifest', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads container names and manifest URLs of the deployed remotes', async () => {
    const fetchFn = jest.fn(() => json({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json', mfe_events: '/remotes/mfe-events/mf-manifest.json' }));

    await expect(fetchRuntimeManifest('/mf-manifest.json', fetchFn)).resolves.toEqual({
      mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
      mfe_events: '/remotes/mfe-events/mf-manifest.json',
    });
    expect(fetchFn).toHaveBeenCalledWith('/mf-manifest.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('drops entries that are not a container name with a URL', async () => {
    const fetchFn = () => json({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json', 'mfe-events': '/x.json', mfe_reviews: 42, mfe_referrals: '' });
    await expect(fetchRuntimeManifest('/mf-manifest.json', fetchFn)).resolves.toEqual({ mfe_feed: '/remotes/mfe-feed/mf-manifest.json' });
  });

  it('gives no remotes when the manifest is missing, broken or unreachable', async () => {
    await expect(fetchRuntimeManifest('/mf-manifest.json', () => json({ message: 'Not found' }, 404))).resolves.toEqual({});
    await expect(fetchRuntimeManifest('/mf-manifest.json', () => json(['mfe_feed']))).resolves.toEqual({});
    await expect(fetchRuntimeManifest('/mf-manifest.json', () => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({});
  });
});
