import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMMUNITIES_EVENT_TYPES,
  EVENTS_EVENT_TYPES,
  FEED_EVENT_TYPES,
  MARKETPLACE_EVENT_TYPES,
  REVIEWS_EVENT_TYPES,
} from '@campusloop/contracts';
import verticals from './verticals.cjs';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
/** Fields a new vertical's entries need; each test sets what it is about. */
const service = {
  project: 'clubs',
  port: 3199,
  urlEnv: 'CLUBS_URL',
  apiPrefixes: [],
  sharedRoutes: [],
  publishes: [],
  subscribes: null,
};
const remote = {
  project: 'mfe-clubs',
  container: 'mfe_clubs',
  devPort: 4299,
  exposes: { Clubs: 'RemoteTabProps' },
  tabs: [],
  deepLinks: [],
};

describe('the vertical manifest', () => {
  it('is sound: names, ports, projects, containers, env keys and API prefixes are unique', () => {
    expect(verticals.manifestProblems(verticals.manifest)).toEqual([]);
  });

  it('refuses a second vertical on a taken port, a reserved name or a bad container', () => {
    const broken = structuredClone(verticals.manifest);
    broken.verticals.push(
      {
        name: 'gateway',
        service: { ...service, project: 'x', port: 3103, urlEnv: 'X_URL', apiPrefixes: ['/api/v1/feed'] },
        remote: null,
      },
      {
        name: 'Clubs',
        service: null,
        remote: { ...remote, project: 'mfe-clubs', container: 'mfe-clubs', devPort: 4200, exposes: {} },
      },
    );
    expect(verticals.manifestProblems(broken)).toEqual([
      '"gateway" is reserved',
      'gateway: port 3103 is already used by feed',
      'gateway: API prefix /api/v1/feed is already used by feed',
      '"Clubs": a vertical name is kebab-case (e.g. club-events)',
      'Clubs: port 4200 is already used by shell',
      'Clubs: container "mfe-clubs"',
      'Clubs: a remote exposes at least one module',
    ]);
  });

  it('refuses a taken tab key or position, a tab module the remote does not expose, and deep links that clash or lead nowhere', () => {
    const broken = structuredClone(verticals.manifest);
    broken.verticals.push({
      name: 'clubs',
      service: {
        ...service,
        sharedRoutes: [{ pattern: '/api/v1/universities/:id/events', match: 'prefix' }],
        subscribes: { path: '/internal/events', events: ['club.joined'] },
      },
      remote: {
        ...remote,
        tabs: [
          {
            key: 'HOME',
            label: 'Clubs',
            needsVerification: false,
            module: 'Clubs',
            position: 1,
            mobile: null,
          },
          {
            key: 'CLUBS',
            label: '',
            needsVerification: true,
            module: 'Nope',
            position: 9,
            mobile: { position: 1, label: 'C' },
          },
        ],
        deepLinks: [
          {
            entityType: 'event',
            param: 'clubId',
            tab: 'CLUB',
            highlight: false,
            targets: [{ path: '/events/:eventId', query: { clubId: 'x' } }],
          },
        ],
      },
    });
    expect(verticals.manifestProblems(broken)).toEqual([
      'clubs: API prefix /api/v1/universities/:id/events is already used by events',
      'clubs: tab HOME is already used by feed',
      'clubs: tab position 1 is already used by feed',
      'clubs: mobile position 1 is already used by feed',
      'clubs: tab CLUBS needs a label',
      'clubs: tab CLUBS renders "Nope", which is not an exposed RemoteTabProps module',
      'clubs: deep-link entity type event is already used by events',
      'clubs: deep-link target /events/:eventId is already used by events',
      'clubs: deep-link target /events/:eventId: ":eventId" is :id or one of :universityId, :communityId',
      // A fixed query parameter may not be one the dashboard cleans from the URL (its link's own id).
      'clubs: deep-link target /events/:eventId: query clubId=x must be a parameter of its own (not tab, the link’s or a context one) with a plain value',
      'clubs: deep link event names tab CLUB, which no one has',
      'clubs: subscribes to club.joined, which no vertical publishes',
    ]);
  });

  it('derives the dashboard tabs in the sidebar’s order and the mobile nav in its own', () => {
    expect(verticals.tabsOf(verticals.manifest).map((tab) => [tab.key, tab.remote])).toEqual([
      ['HOME', 'mfe_feed/Feed'],
      ['CAMPUS_BUZZ', 'mfe_feed/Feed'],
      ['COMMUNITIES', 'mfe_communities/Communities'],
      ['MARKETPLACE', 'mfe_marketplace/Marketplace'],
      ['UNIVERSITY_REVIEWS', 'mfe_reviews/Reviews'],
      ['EVENTS', 'mfe_events/Events'],
      ['NOTIFICATIONS', 'mfe_notifications/Notifications'],
      ['PROFILE', null],
    ]);
    expect(verticals.mobileNavOf(verticals.manifest).map((item) => item.label)).toEqual([
      'Buzz',
      'Communities',
      'Home',
      'Market',
      'Reviews',
      'Events',
    ]);
  });

  it('wires each running publisher to the running services that subscribe to its events', () => {
    const urlOf = (name: string) => `http://127.0.0.1:${name.length}`;
    expect(verticals.eventSubscribersEnv(['identity', 'feed', 'events'], urlOf)).toEqual({});
    const wired = verticals.eventSubscribersEnv(['feed', 'events', 'notifications'], urlOf);
    expect(Object.keys(wired)).toEqual(['FEED_EVENT_SUBSCRIBERS', 'EVENTS_EVENT_SUBSCRIBERS']);
    expect(JSON.parse(wired['FEED_EVENT_SUBSCRIBERS'] ?? '')).toEqual({
      'post.commented': ['http://127.0.0.1:13/internal/events'],
      'comment.replied': ['http://127.0.0.1:13/internal/events'],
      'moderation.outcome': ['http://127.0.0.1:13/internal/events'],
    });
    expect(JSON.parse(wired['EVENTS_EVENT_SUBSCRIBERS'] ?? '')).toMatchObject({
      'event.reminder': ['http://127.0.0.1:13/internal/events'],
    });
  });

  it('wires the moderation notices: identity’s restriction and a vertical’s moderation outcome to notifications (issue 28)', () => {
    const urlOf = (name: string) => `http://${name}`;
    const wired = verticals.eventSubscribersEnv(['identity', 'marketplace', 'notifications'], urlOf);
    expect(JSON.parse(wired['IDENTITY_EVENT_SUBSCRIBERS'] ?? '')).toEqual({
      'account.restriction-changed': ['http://notifications/internal/events'],
    });
    expect(JSON.parse(wired['MARKETPLACE_EVENT_SUBSCRIBERS'] ?? '')).toMatchObject({
      'moderation.outcome': ['http://notifications/internal/events'],
    });
  });

  it.each([
    ['feed', FEED_EVENT_TYPES],
    ['events', EVENTS_EVENT_TYPES],
    ['communities', COMMUNITIES_EVENT_TYPES],
    ['marketplace', MARKETPLACE_EVENT_TYPES],
    ['reviews', REVIEWS_EVENT_TYPES],
  ] as const)(
    '%s publishes the event types its contracts name, and reads its subscribers from <NAME>_EVENT_SUBSCRIBERS',
    (name, types) => {
      const service = verticals.services.find((s) => s.name === name);
      expect([...(service?.publishes ?? [])].sort()).toEqual([...new Set(Object.values(types))].sort());
      const config = readFileSync(path.join(ROOT, `services/${name}/src/config/${name}-config.ts`), 'utf8');
      expect(config).toContain(verticals.naming.eventSubscribersEnv(name));
    },
  );

  it.each(verticals.services.map((service) => [service.name, service.port] as const))(
    '%s: a built service listens on its manifest port (%s) when PORT is not set',
    (name, port) => {
      const src = path.join(ROOT, 'services', name, 'src');
      if (!existsSync(src)) return; // listed ahead of its code
      const configs = readdirSync(src, { recursive: true, encoding: 'utf8' })
        .filter((file) => /config\.ts$/.test(file))
        .map((file) => readFileSync(path.join(src, file), 'utf8'));
      // Either its own env schema's `PORT: ….default(n)` or service-kit's `defineVerticalConfig({ port: n, … })`.
      const defaults = configs.flatMap((text) => [
        ...text.matchAll(/\bPORT: [^\n]*\.default\((\d+)\)|defineVerticalConfig\(\{[^}]*?\bport: (\d+),/g),
      ]);
      expect(defaults.map((match) => Number(match[1] ?? match[2]))).toEqual([port]);
    },
  );

  it('keeps verticals.json in its own layout (formatManifest, as the generator writes it)', () => {
    expect(verticals.formatManifest(verticals.manifest)).toBe(readFileSync(verticals.MANIFEST_PATH, 'utf8'));
  });

  it('lists events with port 3105 and the existing mfe-events', () => {
    const events = verticals.manifest.verticals.find((vertical) => vertical.name === 'events');
    expect(events?.service?.port).toBe(3105);
    expect(events?.remote).toMatchObject({
      project: 'mfe-events',
      container: 'mfe_events',
      exposes: { Events: 'RemoteTabProps' },
    });
  });

  it('has its generated TypeScript views up to date (else run node tools/verticals/sync.cjs)', () => {
    // A child process: prettier (used to format them) loads its plugins with import(), which jest's CommonJS runtime lacks.
    const output = execFileSync(process.execPath, [path.join(__dirname, 'sync.cjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(output.trim()).toBe('generated files are up to date');
  });

  it.each(verticals.remotes.map((remote) => [remote.project, remote] as const))(
    '%s: the container and exposed modules its module-federation.config.cjs builds are the manifest’s',
    (project, remote) => {
      const federation = require(path.join(ROOT, project, 'module-federation.config.cjs')) as {
        name: string;
        exposes: Record<string, string>;
      };
      expect(federation.name).toBe(remote.container);
      expect(Object.keys(federation.exposes).sort()).toEqual(
        Object.keys(remote.exposes)
          .map((m) => `./${m}`)
          .sort(),
      );
      expect(readJson(`${project}/project.json`).tags).toContain(`scope:${remote.name}`);
    },
  );

  it.each(verticals.services.map((service) => [service.name, service] as const))(
    '%s: an existing service folder is the Nx project of that name, tagged with its scope',
    (name, service) => {
      const file = `services/${name}/project.json`;
      if (!existsSync(path.join(ROOT, file))) return; // listed ahead of its code (the dev stack skips it)
      const project = readJson(file);
      expect(project.name).toBe(service.project);
      expect(project.tags).toEqual(expect.arrayContaining([`scope:${name}`, 'platform:server']));
    },
  );
});
