import os from 'node:os';

const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * Where the other notifications instances reach this one (its internal address, for the live relay's
 * direct calls): `http://HOST:PORT`, or, when it listens on every interface (`HOST=0.0.0.0`, as in a
 * container), its first non-loopback IPv4 address (a pod's IP).
 */
export function livePeerUrl(host: string, port: number, interfaces = os.networkInterfaces()): string {
  if (!ANY_ADDRESS.has(host)) return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
  const external = Object.values(interfaces)
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal);
  return `http://${external?.address ?? '127.0.0.1'}:${port}`;
}
