import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';

function requestFrom(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  } as unknown as IncomingMessage;
}

describe('client address', () => {
  it('when the gateway is the edge, then a forged x-forwarded-for is ignored', () => {
    expect(clientAddress(requestFrom('203.0.113.9', '6.6.6.6'), false)).toBe('203.0.113.9');
  });

  it('when one proxy in front is trusted, then the address it saw is the client', () => {
    expect(clientAddress(requestFrom('10.0.0.2', '6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('when every proxy is trusted, then the first address of the chain is the client', () => {
    expect(clientAddress(requestFrom('10.0.0.2', '198.51.100.7, 10.0.0.1'), true)).toBe('198.51.100.7');
  });

  it('when more hops are trusted than there are, then the farthest known address is used', () => {
    expect(clientAddress(requestFrom('10.0.0.2', '198.51.100.7'), 5)).toBe('198.51.100.7');
  });
});
