import { trusted } from '@campusloop/service-kit';
import type { IdentityModels } from '../../data/identity-models';

/**
 * Deletes what can no longer matter: codes a day after expiry, sends and counted events past their
 * window, used claims, ended sessions with their tokens and rotations. Done by the service because
 * FerretDB v1 has no TTL indexes; harmless on MongoDB. Returns how many records went.
 */
export async function purgeExpiredRecords(models: IdentityModels, now: Date): Promise<number> {
  const before = trusted({ $lt: now });
  const results = await Promise.all([
    models.otpChallenges.deleteMany({ purgeAt: before }),
    models.otpSends.deleteMany({ purgeAt: before }),
    models.rateEvents.deleteMany({ purgeAt: before }),
    models.claims.deleteMany({ purgeAt: before }),
    models.refreshTokens.deleteMany({ expiresAt: before }),
    models.refreshRotations.deleteMany({ expiresAt: before }),
    models.refreshFamilies.deleteMany({ expiresAt: before }),
  ]);
  return results.reduce((total, result) => total + result.deletedCount, 0);
}

/** Runs the purge now and then every `intervalMs` (default hourly); returns a stop function. */
export function schedulePurge(models: IdentityModels, now: () => Date, onError: (error: unknown) => void, intervalMs = 60 * 60 * 1000) {
  const run = () => void purgeExpiredRecords(models, now()).catch(onError);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
