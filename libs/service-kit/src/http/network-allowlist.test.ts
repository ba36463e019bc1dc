import { createNetworkAllowlist } from './network-allowlist';

describe('network allowlist (campus egress ranges)', () => {
  it('matches IPv4 and IPv6 ranges, IPv4-mapped clients and single addresses', () => {
    const campus = createNetworkAllowlist(['10.20.0.0/16', '2001:db8:42::/48', '198.51.100.7']);

    expect(campus.has('10.20.255.1')).toBe(true);
    expect(campus.has('::ffff:10.20.3.4')).toBe(true);
    expect(campus.has('2001:db8:42:1::9')).toBe(true);
    expect(campus.has('198.51.100.7')).toBe(true);
    expect(campus.has('10.21.0.1')).toBe(false);
    expect(campus.has('198.51.100.8')).toBe(false);
    expect(campus.has('not-an-ip')).toBe(false);
  });

  it('answers a repeated address the same from its memo, and nothing is inside an empty list', () => {
    const campus = createNetworkAllowlist(['10.20.0.0/16']);
    const none = createNetworkAllowlist([]);

    expect([campus.has('10.20.0.1'), campus.has('10.20.0.1'), campus.has('10.21.0.1'), campus.has('10.21.0.1')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(none.has('10.20.0.1')).toBe(false);
  });

  it('refuses a range that is not CIDR, naming it', () => {
    expect(() => createNetworkAllowlist(['10.0.0.0/33', 'campus'])).toThrow('not a CIDR range: 10.0.0.0/33, campus');
  });
});
