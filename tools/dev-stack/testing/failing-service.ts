// A service-kit service with one route that throws: the deliberately injected 500 the log guard's
// own test runs against (tools/dev-stack/log-guard.test.ts). PORT from the environment.
import { Router } from 'express';
import { AppError, createLogger, createServiceApp } from '@campusloop/service-kit';

const logger = createLogger({ name: 'failing-service', level: 'info' });
const api = Router();
api.get('/boom', () => {
  throw new Error('deliberately injected failure');
});
api.get('/refused', () => {
  throw AppError.forbidden();
});
const app = createServiceApp({ name: 'failing-service', logger, api });
const server = app.listen(Number(process.env['PORT']), '127.0.0.1', () => logger.info('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
