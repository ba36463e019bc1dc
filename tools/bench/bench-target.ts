// One benchmark target per process, so each has its own event loop like in a deployment:
//   tsx tools/bench/bench-target.ts node <port>     bare node:http
//   tsx tools/bench/bench-target.ts service <port>  a service-kit app (createServiceApp + startService)
//   tsx tools/bench/bench-target.ts proxy <port> <upstream port>
//                                                   the least a proxy can do: node:http in, undici's
//                                                   Pool.dispatch out (as the gateway), no headers
//                                                   rewritten, no limits, no routing: the floor the
//                                                   gateway's own cost is measured against
// Prints `READY <port>` once listening. The same trivial route on both: GET /api/v1/feed/ping.
import http from 'node:http';
import { Router } from 'express';
import { Pool, type Dispatcher } from 'undici';
import { createLogger, createServiceApp, startService } from '@campusloop/service-kit';

const PATH = '/api/v1/feed/ping';
const BODY = JSON.stringify({ ok: true });

async function startBareNode(port: number): Promise<void> {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === PATH) {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(BODY),
      });
      res.end(BODY);
      return;
    }
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

async function startServiceKitApp(port: number): Promise<void> {
  const logger = createLogger({ name: 'bench-service', level: process.env['LOG_LEVEL'] ?? 'info' });
  const api = Router();
  api.get('/feed/ping', (_req, res) => {
    res.json({ ok: true });
  });
  const app = createServiceApp({ name: 'bench-service', logger, api });
  await startService({ app, host: '127.0.0.1', port, logger });
}

async function startBareProxy(port: number, upstreamPort: number): Promise<void> {
  const pool = new Pool(`http://127.0.0.1:${upstreamPort}`, { connections: 64 });
  const server = http.createServer((req, res) => {
    const handler: Dispatcher.DispatchHandler = {
      // Its presence tells undici this handler speaks the current (controller) interface.
      onRequestStart: () => undefined,
      onResponseStart(_controller, status, headers) {
        delete headers['connection'];
        delete headers['keep-alive'];
        res.writeHead(status, headers);
      },
      onResponseData(_controller, chunk) {
        res.write(chunk);
      },
      onResponseEnd() {
        res.end();
      },
      onResponseError() {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    };
    const { connection: _connection, ...headers } = req.headers;
    pool.dispatch({ path: req.url ?? '/', method: req.method ?? 'GET', headers }, handler);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

async function main(): Promise<void> {
  const [role, portText, upstreamPortText] = process.argv.slice(2);
  const port = Number(portText);
  if (role === 'node') await startBareNode(port);
  else if (role === 'service') await startServiceKitApp(port);
  else if (role === 'proxy') await startBareProxy(port, Number(upstreamPortText));
  else throw new Error(`unknown role ${role}`);
  process.stdout.write(`READY ${port}\n`);
  // Exit (not die) on the bench's SIGTERM, so a `--cpu-prof` profile is written.
  if (role !== 'service') process.once('SIGTERM', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
