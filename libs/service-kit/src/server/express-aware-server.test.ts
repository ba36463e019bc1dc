import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createHttpServer } from './express-aware-server';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createHttpServer', () => {
  it('serves an Express app with its own request/response prototypes, and the app behaves as under http.createServer', async () => {
    const app = express();
    app.set('query parser', 'simple');
    app.get('/echo', (req, res) => {
      res.locals['seen'] = true;
      res.status(201).json({
        query: req.query,
        isIncomingMessage: req instanceof http.IncomingMessage,
        isServerResponse: res instanceof http.ServerResponse,
        sameApp: req.app === app,
        locals: res.locals['seen'],
      });
    });
    app.get('/boom', () => {
      throw new Error('boom');
    });
    const server = createHttpServer(app);
    const url = await listen(server);
    try {
      const echo = await fetch(`${url}/echo?a=1`);
      const boom = await fetch(`${url}/boom`);

      expect(echo.status).toBe(201);
      expect(await echo.json()).toEqual({
        query: { a: '1' },
        isIncomingMessage: true,
        isServerResponse: true,
        sameApp: true,
        locals: true,
      });
      expect(boom.status).toBe(500);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('serves a plain listener as http.createServer does', async () => {
    const server = createHttpServer((_req, res) => res.end('plain'));
    const url = await listen(server);
    try {
      expect(await (await fetch(url)).text()).toBe('plain');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
