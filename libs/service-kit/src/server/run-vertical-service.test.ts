import http from 'node:http';
import { defineVerticalConfig } from '../config/define-vertical-config';
import { testDatabaseName } from '../testing/test-database-name';
import { startVerticalService } from './run-vertical-service';

const demoConfig = defineVerticalConfig({ port: 3199, subscribersKey: 'DEMO_EVENT_SUBSCRIBERS' });

function env() {
  return {
    MONGODB_URI: process.env['MONGODB_URI'],
    PORT: '0',
    LOG_LEVEL: 'silent',
    SERVICE_TOKEN_SECRET: 'x'.repeat(32),
  };
}

describe('startVerticalService', () => {
  it('builds on a connected database, runs init, then the dispatcher and start, listens, and closes in reverse', async () => {
    const steps: string[] = [];
    const service = await startVerticalService({
      name: 'demo',
      dbName: testDatabaseName(expect.getState().testPath),
      loadConfig: () => demoConfig.load(env()),
      handleSignals: false,
      build(runtime) {
        steps.push(`build on ${runtime.connection.readyState === 1 ? 'an open' : 'a closed'} connection`);
        const outbox = runtime.outbox();
        expect(runtime.outbox()).toBe(outbox);
        const original = outbox.stopDispatcher.bind(outbox);
        outbox.stopDispatcher = async () => {
          steps.push('dispatcher stopped');
          await original();
        };
        runtime.connection.once('close', () => steps.push('database closed'));
        return {
          app: (_req: http.IncomingMessage, res: http.ServerResponse) => res.end(runtime.config.host),
          init: async () => {
            steps.push('init');
          },
          start() {
            steps.push('started');
            return async () => {
              steps.push('start stopped');
            };
          },
          onClose: [
            async () => {
              steps.push('own close');
            },
          ],
        };
      },
    });

    const answer = await fetch(`http://127.0.0.1:${service.port}/`);
    expect(await answer.text()).toBe('127.0.0.1');
    await service.close();

    expect(steps).toEqual([
      'build on an open connection',
      'init',
      'started',
      'start stopped',
      'own close',
      'dispatcher stopped',
      'database closed',
    ]);
  });

  it('when the vertical makes no outbox, then no dispatcher runs and the database still closes', async () => {
    let closed = false;
    const service = await startVerticalService({
      name: 'demo',
      dbName: testDatabaseName(expect.getState().testPath),
      loadConfig: () => demoConfig.load(env()),
      handleSignals: false,
      build(runtime) {
        runtime.connection.once('close', () => {
          closed = true;
        });
        return { app: (_req, res) => res.end('ok'), init: async () => undefined };
      },
    });
    await service.close();
    expect(closed).toBe(true);
  });
});
