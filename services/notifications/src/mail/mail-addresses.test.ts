import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { identityMailAddresses } from './mail-addresses';

/** Identity's edge, faked over real HTTP: the path it was asked and what it answers. */
async function fakeIdentity(answer: (path: string) => { status: number; body?: unknown }) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const { status, body } = answer(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('identity mail addresses (asked when a mail is sent)', () => {
  it('reads the address, null for an unknown user, and throws when identity fails so the mail is retried', async () => {
    const identity = await fakeIdentity((path) =>
      path.includes('known')
        ? { status: 200, body: { id: 'known', email: 'asha@example.com' } }
        : path.includes('gone')
          ? { status: 404, body: { status: 404, code: 'USER_NOT_FOUND', message: 'User not found.' } }
          : { status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'down' } },
    );
    try {
      const read = identityMailAddresses({ identityUrl: `${identity.url}/`, fetch });
      await expect(read('known')).resolves.toBe('asha@example.com');
      await expect(read('gone')).resolves.toBeNull();
      await expect(read('broken')).rejects.toThrow('HTTP 503');
      await expect(read('a/b?c')).rejects.toThrow();
      expect(identity.asked[0]).toBe('/internal/users/known/mail-address');
      expect(identity.asked.at(-1)).toBe('/internal/users/a%2Fb%3Fc/mail-address');
    } finally {
      await identity.close();
    }
  });
});
