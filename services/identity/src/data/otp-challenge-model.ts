import { Schema, type Connection } from 'mongoose';
import { newId } from '@campusloop/service-kit';
import { modelOn } from './model-on';

export const OTP_PURPOSES = ['LOGIN', 'UNIVERSITY_EMAIL'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One e-mailed one-time code. `subject` is whose code it is: the e-mail address for LOGIN, the
 * user id for UNIVERSITY_EMAIL. Only an HMAC of the code is stored.
 */
export interface OtpChallengeRecord {
  _id: string;
  purpose: OtpPurpose;
  subject: string;
  email: string;
  universityId: string | null;
  /**
   * Set when a known device (valid device cookie) asked for the code: only a request carrying that
   * device's cookie can check it, so nobody else's guesses use up its attempts.
   */
  deviceId: string | null;
  codeHash: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
  voidedAt: Date | null;
  /** When purgeExpiredRecords may delete the record (a day after expiry). */
  purgeAt: Date;
}

const otpChallengeSchema = new Schema<OtpChallengeRecord>(
  {
    _id: { type: String, default: newId },
    purpose: { type: String, enum: OTP_PURPOSES, required: true },
    subject: { type: String, required: true },
    email: { type: String, required: true },
    universityId: { type: String, default: null },
    deviceId: { type: String, default: null },
    codeHash: { type: String, required: true, private: true },
    attempts: { type: Number, default: 0 },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    consumedAt: { type: Date, default: null },
    voidedAt: { type: Date, default: null },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'otp_challenges', versionKey: false },
);
otpChallengeSchema.index({ purpose: 1, subject: 1, createdAt: -1 });
otpChallengeSchema.index({ purgeAt: 1 });

export function otpChallengeModel(connection: Connection) {
  return modelOn(connection, 'OtpChallenge', otpChallengeSchema);
}
export type OtpChallengeModel = ReturnType<typeof otpChallengeModel>;
