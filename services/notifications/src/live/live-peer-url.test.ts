import type os from 'node:os';
import { livePeerUrl } from './live-peer-url';

const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  eth0: [
    { address: 'fe80::1', family: 'IPv6', internal: false },
    { address: '10.1.2.3', family: 'IPv4', internal: false },
  ],
} as unknown as ReturnType<typeof os.networkInterfaces>;

describe('where the other instances reach this one (the live relay)', () => {
  it('is the address it listens on', () => {
    expect(livePeerUrl('127.0.0.1', 3108, interfaces)).toBe('http://127.0.0.1:3108');
    expect(livePeerUrl('::1', 3108, interfaces)).toBe('http://[::1]:3108');
  });

  it('listening on every interface (a container), is its first non-loopback IPv4 address (the pod IP)', () => {
    expect(livePeerUrl('0.0.0.0', 3108, interfaces)).toBe('http://10.1.2.3:3108');
    expect(livePeerUrl('::', 4108, interfaces)).toBe('http://10.1.2.3:4108');
  });
});
