import { z } from 'zod';
import { audienceSchema } from './user';

/**
 * The facts about a person every service may show (spec §3 author: name, avatar, verified badge,
 * university) plus what gates writes (audience, profileComplete). Identity owns them; other services
 * keep a local copy (service-kit `createPeopleProjection`) fed by `user.updated`.
 * `version` grows by one with every change of these facts, per user: a copy never replaces a row
 * with an older or equal version.
 */
export const personSchema = z.strictObject({
  id: z.string().min(1).max(64),
  /** '' until the profile has a name. */
  name: z.string().max(200),
  avatarUrl: z.string().max(2048).nullable(),
  isVerified: z.boolean(),
  universityId: z.string().max(64).nullable(),
  universityName: z.string().max(300).nullable(),
  audience: audienceSchema.nullable(),
  profileComplete: z.boolean(),
  version: z.number().int().min(0),
});
export type Person = z.infer<typeof personSchema>;

/** Identity's outbox event type; the payload is the whole current `Person` (not a diff). */
export const USER_UPDATED_EVENT = 'user.updated';
export const userUpdatedPayloadSchema = personSchema;
export type UserUpdatedPayload = z.infer<typeof userUpdatedPayloadSchema>;

/** Ids per `GET /internal/people?ids=a,b,c` (identity's batch read for projections that miss a row). */
export const MAX_PEOPLE_PER_READ = 100;

export const internalPeopleQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(MAX_PEOPLE_PER_READ * 65)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().min(1).max(64)).min(1).max(MAX_PEOPLE_PER_READ)),
});
export const internalPeopleResponseSchema = z.strictObject({ people: z.array(personSchema) });
export type InternalPeopleResponse = z.infer<typeof internalPeopleResponseSchema>;

/** A signed-in user without a complete profile asks for a write that shows them to others. */
export const PROFILE_INCOMPLETE_CODE = 'PROFILE_INCOMPLETE';
export const PROFILE_INCOMPLETE_MESSAGE = 'Complete your profile to post.';
export const PROFILE_INCOMPLETE_COMMENT_MESSAGE = 'Complete your profile to comment.';
