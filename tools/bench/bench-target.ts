// One benchmark target per process, so each has its own event loop like in a deployment:
//   tsx tools/bench/bench-target.ts node <port>     bare node:http
//   tsx tools/bench/bench-target.ts service <port>  a service-kit app (createServiceApp + startService)
// Prints `READY <port>` once listening. The same trivial route on both: GET /api/v1/feed/ping.
import http from 'node:http';
import { Router } from 'express';
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

async function main(): Promise<void> {
  const [role, portText] = process.argv.slice(2);
  const port = Number(portText);
  if (role === 'node') await startBareNode(port);
  else if (role === 'service') await startServiceKitApp(port);
  else throw new Error(`unknown role ${role}`);
  process.stdout.write(`READY ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
