import { execFile } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_SERVICE_SECRET } from '@campusloop/testing';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

const kit = useCommunitiesTestKit();
const ROOT = path.resolve(__dirname, '../../../..');
const run = promisify(execFile);

/** `npm run community:official -- <args>` against the running app, with the installation's secret. */
async function command(url: string, args: string[], secret = TEST_SERVICE_SECRET) {
  return run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services/communities/src/cli/mark-official.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, COMMUNITIES_URL: url, SERVICE_TOKEN_SECRET: secret },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
  );
}

describe('npm run community:official', () => {
  it('marks a community official and takes the mark away; without the installation secret it is refused', async () => {
    const server = kit.app().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const owner = await kit.persona('Owner');
      const { body } = await kit.call('post', P.list(), owner, communityBody());

      expect(await command(url, [body.id])).toEqual({ code: 0, out: `${body.name} (${body.id}) is now official.\n` });
      expect((await kit.call('get', P.community(body.id), owner)).body.official).toBe(true);
      expect((await command(url, [body.id, '--unset'])).code).toBe(0);
      expect((await kit.call('get', P.community(body.id), owner)).body.official).toBe(false);

      const forged = await command(url, [body.id], 'x'.repeat(40));
      expect(forged.code).toBe(1);
      expect(forged.out).toContain('HTTP 401');
      expect((await command(url, ['not-an-id'])).code).toBe(2);
    } finally {
      server.close();
    }
  }, 60_000);
});
