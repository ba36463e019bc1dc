import { Schema, type Connection } from 'mongoose';
import { AUDIENCES, GENDERS, USER_TYPES, type Audience, type Gender, type UserType } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { modelOn } from './model-on';

export interface StoredProfileImage {
  id: string;
  url: string | null;
  isDefault: boolean;
  s3Key: string | null;
  originalFilename: string | null;
  contentType: string | null;
  fileSize: number | null;
}

export interface UserRecord {
  _id: string;
  email: string;
  name: string | null;
  bio: string | null;
  gender: Gender | null;
  audience: Audience | null;
  userType: UserType;
  degree: string | null;
  graduationYear: number | null;
  universityId: string | null;
  universityName: string | null;
  universityEmail: string | null;
  universityVerified: boolean;
  universityEmailVerifiedAt: Date | null;
  profileImage: StoredProfileImage | null;
  hasAppliedReferralCode: boolean;
  referredByCode: string | null;
  /** Grows by one whenever the facts other services show change (`user.updated` version). */
  peopleVersion?: number;
  /** Roles beyond being a user (`moderator`); set only by the operator command `npm run moderator`. */
  roles?: string[];
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const profileImageSchema = new Schema<StoredProfileImage>(
  {
    id: { type: String, required: true },
    url: { type: String, default: null },
    isDefault: { type: Boolean, default: false },
    s3Key: { type: String, default: null },
    originalFilename: { type: String, default: null },
    contentType: { type: String, default: null },
    fileSize: { type: Number, default: null },
  },
  { _id: false },
);

const userSchema = new Schema<UserRecord>(
  {
    _id: { type: String, default: newId },
    email: { type: String, required: true, unique: true },
    name: { type: String, default: null },
    bio: { type: String, default: null },
    gender: { type: String, enum: [...GENDERS, null], default: null },
    audience: { type: String, enum: [...AUDIENCES, null], default: null },
    userType: { type: String, enum: USER_TYPES, default: 'VERIFIED' },
    degree: { type: String, default: null },
    graduationYear: { type: Number, default: null },
    universityId: { type: String, default: null },
    universityName: { type: String, default: null },
    universityEmail: { type: String, default: null },
    universityVerified: { type: Boolean, default: false },
    universityEmailVerifiedAt: { type: Date, default: null },
    profileImage: { type: profileImageSchema, default: null },
    hasAppliedReferralCode: { type: Boolean, default: false },
    referredByCode: { type: String, default: null },
    peopleVersion: { type: Number, default: 0 },
    roles: { type: [String], default: undefined },
    lastLoginAt: { type: Date, default: null },
    // Set explicitly from the injected clock (not mongoose timestamps) so tests control time.
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false },
);

export function userModel(connection: Connection) {
  return modelOn(connection, 'User', userSchema);
}
export type UserModel = ReturnType<typeof userModel>;
