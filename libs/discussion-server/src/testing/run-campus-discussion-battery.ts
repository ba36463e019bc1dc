import type { Express } from 'express';
import type { z } from 'zod';
import { newId } from '@campusloop/service-kit';
import { runDiscussionBattery, type BatteryPersona } from './run-discussion-battery';

/** A persona of a vertical's test kit (service-kit's `TestPersona`). */
export interface CampusKitPersona {
  id: string;
  label: string;
  authorization?: string;
}

/** What the battery needs of a vertical's test kit (`useEventsTestKit()`, `useMarketplaceTestKit()`, …). */
export interface CampusBatteryKit<P extends CampusKitPersona> {
  app(): Express;
  call(method: 'get', path: string, as: CampusKitPersona): Promise<{ body: { commentCount?: unknown } }>;
  /** A verified student of `universityId`. */
  student(label: string, universityId: string): Promise<P>;
}

export interface CampusDiscussionBatteryOptions<P extends CampusKitPersona> {
  /** Names the describe block, e.g. 'events, campus event'. */
  name: string;
  kit: CampusBatteryKit<P>;
  /** The vertical's comment contract: every comment answered must pass. */
  commentSchema: z.ZodType;
  /** The target's campus, then another one (whose students are refused). */
  campuses: readonly [string, string];
  /** The names the owner and the members go by (e.g. 'Seller' and 'Buyer'). */
  labels: { owner: string; member: string };
  /** The API path of a target with this id (its routes hang below it). */
  targetPath(id: string): string;
  /** Makes a target owned by `owner`; answers its id. */
  createTarget(owner: P): Promise<{ id: string }>;
}

/** A kit persona as the battery's (the name others would see is its label). */
export function asBatteryPersona(persona: CampusKitPersona): BatteryPersona {
  return {
    id: persona.id,
    name: persona.label,
    ...(persona.authorization ? { authorization: persona.authorization } : {}),
  };
}

/**
 * The discussion battery for a campus target read through a vertical's test kit: its students may
 * read and write, students of another university are refused, visitors too (401 on read), and the
 * target itself cannot be liked. Its comment count is read from the target's GET.
 */
export function runCampusDiscussionBattery<P extends CampusKitPersona>(
  options: CampusDiscussionBatteryOptions<P>,
): void {
  const { kit, campuses, labels } = options;
  const [campus, otherCampus] = campuses;
  runDiscussionBattery({
    name: options.name,
    app: () => kit.app(),
    commentSchema: options.commentSchema,
    async readTarget(path, as) {
      const res = await kit.call('get', path, {
        id: as.id,
        label: 'reader',
        ...(as.authorization ? { authorization: as.authorization } : {}),
      });
      return { commentCount: res.body.commentCount as number };
    },
    async scenario() {
      const owner = await kit.student(labels.owner, campus);
      const { id } = await options.createTarget(owner);
      return {
        path: options.targetPath(id),
        missingPath: options.targetPath(newId()),
        owner: asBatteryPersona(owner),
        member: asBatteryPersona(await kit.student(labels.member, campus)),
        newMember: async () => asBatteryPersona(await kit.student(labels.member, campus)),
        outsider: asBatteryPersona(await kit.student('Outsider', otherCampus)),
        visitorReadStatus: 401,
      };
    },
  });
}
