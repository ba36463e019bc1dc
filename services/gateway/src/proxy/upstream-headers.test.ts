import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { CLIENT_ADDRESS_PROOF_HEADER, createClientAddressProof } from '@campusloop/service-kit';
import { upstreamHeaders } from './upstream-headers';

function request(headers: IncomingHttpHeaders, remoteAddress = '203.0.113.7'): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  return { headers, socket } as unknown as IncomingMessage;
}

describe('upstreamHeaders', () => {
  const clientHeaders: IncomingHttpHeaders = {
    host: 'campus.example',
    'content-type': 'application/json',
    'transfer-encoding': 'chunked',
    expect: '100-continue',
    connection: 'keep-alive, x-drop-me, x-request-id',
    'keep-alive': 'timeout=5',
    'proxy-authorization': 'Basic c2VjcmV0',
    te: 'trailers',
    'x-drop-me': 'hop',
    'x-request-id': 'req-1',
    'x-forwarded-for': '10.9.9.9',
    forwarded: 'for=10.9.9.9',
    'x-real-ip': '10.9.9.9',
    authorization: 'Bearer token',
  };

  it('when a plain request is forwarded, then the upstream sees the request headers without hop-by-hop, framing or forged forwarding headers', () => {
    const req = request({ ...clientHeaders });
    const headers = upstreamHeaders(req, { trustProxy: false, upgrade: false });

    expect(headers).toEqual({
      host: 'campus.example',
      'content-type': 'application/json',
      'x-request-id': 'req-1',
      authorization: 'Bearer token',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'campus.example',
    });
  });

  it('when the headers are built, then the incoming request keeps its own (the answer still reads them)', () => {
    const req = request({ ...clientHeaders });
    upstreamHeaders(req, { trustProxy: false, upgrade: false });

    expect(req.headers).toEqual(clientHeaders);
  });

  it('when a WebSocket handshake is forwarded, then it keeps connection: upgrade and the upgrade header', () => {
    const req = request({
      host: 'campus.example',
      connection: 'Upgrade',
      upgrade: 'websocket',
      'x-request-id': 'r',
    });
    const headers = upstreamHeaders(req, { trustProxy: false, upgrade: true });

    expect(headers).toMatchObject({ connection: 'upgrade', upgrade: 'websocket', 'x-request-id': 'r' });
  });

  it('when one proxy in front is trusted, then its protocol and host are kept and the client is the address it saw', () => {
    const req = request(
      {
        host: 'internal:3000',
        'x-forwarded-for': '198.51.100.4',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'campus.example',
      },
      '10.0.0.2',
    );
    const headers = upstreamHeaders(req, { trustProxy: 1, upgrade: false });

    expect(headers).toMatchObject({
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'campus.example',
    });
  });

  it('when the gateway signs client addresses, then plain and upgrade requests carry its proof instead of a client-sent one', () => {
    const clientProof = createClientAddressProof({ secret: 'installation-service-secret-0123456789' });
    const forged = { [CLIENT_ADDRESS_PROOF_HEADER]: '10.9.9.9 9999999999 forged' };

    const plain = upstreamHeaders(request({ ...forged }), { trustProxy: false, upgrade: false, clientProof });
    const upgrade = upstreamHeaders(request({ ...forged, connection: 'Upgrade', upgrade: 'websocket' }), {
      trustProxy: false,
      upgrade: true,
      clientProof,
    });
    const unsigned = upstreamHeaders(request({ ...forged }), { trustProxy: false, upgrade: false });

    expect(clientProof.verify(plain[CLIENT_ADDRESS_PROOF_HEADER])).toBe('203.0.113.7');
    expect(clientProof.verify(upgrade[CLIENT_ADDRESS_PROOF_HEADER])).toBe('203.0.113.7');
    expect(unsigned[CLIENT_ADDRESS_PROOF_HEADER]).toBeUndefined();
  });
});
