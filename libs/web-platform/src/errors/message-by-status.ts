import { normalizeApiError } from './normalize-api-error';

/**
 * The spec §8 text a failed call shows when its texts depend only on the HTTP status:
 * `messageByStatus(error, { 403: 'You do not have permission...', 404: '...' }, 'Failed to ...')`.
 */
export function messageByStatus(error: unknown, byStatus: Readonly<Record<number, string>>, fallback: string): string {
  return byStatus[normalizeApiError(error).status] ?? fallback;
}
