import { API_BASE_PATH } from '@campusloop/contracts';

/**
 * The e2e stack runs with every port shifted, so it never collides with a developer's `npm start`.
 * CAMPUSLOOP_E2E_PORT_OFFSET moves it elsewhere (e.g. 20000) so two runs on one machine do not collide.
 */
export const E2E_PORT_OFFSET = Number(process.env['CAMPUSLOOP_E2E_PORT_OFFSET'] ?? 10_000);
export const E2E_BASE_URL = `http://127.0.0.1:${3000 + E2E_PORT_OFFSET}`;
export const E2E_INBOX_URL = `http://127.0.0.1:${1080 + E2E_PORT_OFFSET}/`;
export const E2E_API_URL = `${E2E_BASE_URL}${API_BASE_PATH}`;
