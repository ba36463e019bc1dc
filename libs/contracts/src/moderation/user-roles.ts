import { z } from 'zod';

/**
 * Roles an account may hold beyond being a user (stored on identity's user, carried in the access
 * token's `roles` claim). Only the operator command `npm run moderator -- grant|revoke <email>` sets them.
 */
export const USER_ROLES = ['moderator'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES);
