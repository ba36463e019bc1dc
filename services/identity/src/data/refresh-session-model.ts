import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/** A login session: every refresh token rotated from one login belongs to one family. */
export interface RefreshFamilyRecord {
  _id: string;
  userId: string;
  createdAt: Date;
  /** Absolute end of the session (30 days after login), whatever the rotations. */
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: 'LOGOUT' | 'REUSE' | 'SUPERSEDED' | 'ROLE_REVOKED' | null;
}

/** One refresh token, stored as its SHA-256 (`_id`). */
export interface RefreshTokenRecord {
  _id: string;
  familyId: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The rotation of one refresh token (`_id` = its hash). Inserting it is the atomic claim that spends
 * the token; `successorSealed` is the pair it was rotated to, encrypted with a key derived from the
 * spent token itself, so only its holder can read it back during the short reuse grace.
 */
export interface RefreshRotationRecord {
  _id: string;
  familyId: string;
  rotatedAt: Date;
  successorSealed: string | null;
  expiresAt: Date;
}

const refreshFamilySchema = new Schema<RefreshFamilyRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    revokedReason: { type: String, enum: ['LOGOUT', 'REUSE', 'SUPERSEDED', 'ROLE_REVOKED', null], default: null },
  },
  { collection: 'refresh_families', versionKey: false },
);
refreshFamilySchema.index({ userId: 1 });
refreshFamilySchema.index({ expiresAt: 1 });

const refreshTokenSchema = new Schema<RefreshTokenRecord>(
  {
    _id: { type: String, required: true },
    familyId: { type: String, required: true },
    userId: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'refresh_tokens', versionKey: false },
);
refreshTokenSchema.index({ familyId: 1 });
refreshTokenSchema.index({ expiresAt: 1 });

const refreshRotationSchema = new Schema<RefreshRotationRecord>(
  {
    _id: { type: String, required: true },
    familyId: { type: String, required: true },
    rotatedAt: { type: Date, required: true },
    successorSealed: { type: String, default: null, private: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'refresh_rotations', versionKey: false },
);
refreshRotationSchema.index({ familyId: 1 });
refreshRotationSchema.index({ expiresAt: 1 });

export function refreshRotationModel(connection: Connection) {
  return modelOn(connection, 'RefreshRotation', refreshRotationSchema);
}

export function refreshFamilyModel(connection: Connection) {
  return modelOn(connection, 'RefreshFamily', refreshFamilySchema);
}
export function refreshTokenModel(connection: Connection) {
  return modelOn(connection, 'RefreshToken', refreshTokenSchema);
}
export type RefreshFamilyModel = ReturnType<typeof refreshFamilyModel>;
export type RefreshTokenModel = ReturnType<typeof refreshTokenModel>;
export type RefreshRotationModel = ReturnType<typeof refreshRotationModel>;
