import { addressKey } from './address-key';

describe('addressKey', () => {
  it('counts an IPv4 client as it is, also when a dual-stack socket shows it as ::ffff:', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts two addresses of one IPv6 /56 under one key, another /56 under another', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe(addressKey('2001:db8:0:ff::2'));
    expect(addressKey('2001:db8:0:100::1')).not.toBe(addressKey('2001:db8:0:1::1'));
  });
});
