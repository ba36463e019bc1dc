import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import verticals from './verticals.cjs';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

describe('the vertical manifest', () => {
  it('is sound: names, ports, projects, containers, env keys and API prefixes are unique', () => {
    expect(verticals.manifestProblems(verticals.manifest)).toEqual([]);
  });

  it('refuses a second vertical on a taken port, a reserved name or a bad container', () => {
    const broken = structuredClone(verticals.manifest);
    broken.verticals.push(
      {
        name: 'gateway',
        service: { project: 'x', port: 3103, urlEnv: 'X_URL', apiPrefixes: ['/api/v1/feed'] },
        remote: null,
      },
      {
        name: 'Clubs',
        service: null,
        remote: { project: 'mfe-clubs', container: 'mfe-clubs', devPort: 4200, exposes: {}, tabs: ['HOME'] },
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
      'Clubs: tab HOME is already used by feed',
    ]);
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
