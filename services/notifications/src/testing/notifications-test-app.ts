import { NOTIFICATIONS_ROUTES } from '@campusloop/contracts';
import { contractAssertion, useVerticalTestKit, type VerticalTestKit } from '@campusloop/testing';
import { createNotificationsApp, type NotificationsApp, type NotificationsAppDeps } from '../app';

/** Every notifications route (libs/contracts): answers are checked against them, routes.test.ts compares the mounted ones. */
export const NOTIFICATIONS_CONTRACT_ROUTES = Object.values(NOTIFICATIONS_ROUTES);

const checkAnswer = contractAssertion(NOTIFICATIONS_CONTRACT_ROUTES);

export type NotificationsTestKit = VerticalTestKit<NotificationsApp>;

/**
 * Call at the top of a test file: service-kit's vertical test kit (a database of its own, tokens,
 * personas, every answer checked against NOTIFICATIONS_ROUTES) around the real app from createNotificationsApp.
 */
export function useNotificationsTestKit(
  overrides: Partial<Omit<NotificationsAppDeps, 'connection' | 'logger' | 'verifier'>> = {},
): NotificationsTestKit {
  return useVerticalTestKit({
    name: 'notifications-test',
    logLevelEnv: 'NOTIFICATIONS_TEST_LOG_LEVEL',
    build: ({ mediaUrl: _mediaUrl, ...deps }) =>
      createNotificationsApp({ ...deps, readRevoked: async () => [], ...overrides }),
    init: (built) => built.store.init(),
    app: (built) => built.app,
    assertContract: (method, path, status, body) => {
      checkAnswer(method, path, status, body);
    },
  });
}
