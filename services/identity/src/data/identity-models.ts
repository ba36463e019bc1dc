import type { Connection } from 'mongoose';
import { contactMessageModel } from './contact-message-model';
import { otpChallengeModel } from './otp-challenge-model';
import { claimModel } from './claim-model';
import { otpSendModel } from './otp-send-model';
import { rateEventModel } from './rate-limit-models';
import { refreshFamilyModel, refreshRotationModel, refreshTokenModel } from './refresh-session-model';
import { universityModel } from './university-model';
import { userBlockModel } from './user-block-model';
import { userModel } from './user-model';
import { verifiedUniversityEmailModel } from './verified-university-email-model';

/** Every collection identity owns (database `campusloop_identity`). */
export function identityModels(connection: Connection) {
  return {
    users: userModel(connection),
    otpChallenges: otpChallengeModel(connection),
    refreshFamilies: refreshFamilyModel(connection),
    refreshTokens: refreshTokenModel(connection),
    refreshRotations: refreshRotationModel(connection),
    universities: universityModel(connection),
    verifiedUniversityEmails: verifiedUniversityEmailModel(connection),
    contactMessages: contactMessageModel(connection),
    otpSends: otpSendModel(connection),
    rateEvents: rateEventModel(connection),
    claims: claimModel(connection),
    userBlocks: userBlockModel(connection),
  };
}
export type IdentityModels = ReturnType<typeof identityModels>;

/** Builds every index now (unique keys must exist before the first concurrent write). */
export async function ensureIdentityIndexes(models: IdentityModels): Promise<void> {
  await Promise.all(Object.values(models).map((model) => model.init()));
}
