import { AppError, requireCampusStudent, type CampusStudentOptions, type UserBlocks } from '@campusloop/service-kit';
import type { DiscussionTargetPort } from './discussion-port';

/** What a campus item (an event, a listing) tells the kit beyond the port's own parts. */
export type CampusDiscussionTarget<T> = Omit<DiscussionTargetPort<T>, 'load' | 'id' | 'authorize'> & {
  /** The item by its id (the route's `field` param), or null. */
  find(id: string): Promise<T | null>;
  /** A removed item that is not found at all (events' cancelled events). */
  gone?(target: T): boolean;
  /** Whether this viewer may see it (a blocked listing: only its seller); otherwise 404, not 403. */
  visibleTo?(target: T, viewerId: string): boolean;
  /** The vertical's campus-access texts (service-kit's `requireCampusStudent`). */
  access?: CampusStudentOptions;
  /** The vertical's user blocks (`parts.blocks`): an item whose owner the viewer blocked is not found for them (404). */
  blocks?: Pick<UserBlocks, 'unlessBlocked'>;
};

/**
 * The port of an item of one campus under `/universities/:universityId/...` (spec §6): one of another
 * university is not found under this path, reading and writing its discussion take a verified student
 * of that university (service-kit's `requireCampusStudent`), and an item hidden from the viewer answers
 * the same 404 as none (also one whose owner the viewer blocked, with `blocks`). Events and listings are such targets; the vertical adds its type, counter,
 * owner and outbox events.
 */
export function campusDiscussionTarget<T extends { _id: string; universityId: string }>({
  find,
  gone,
  visibleTo,
  access,
  blocks,
  ...port
}: CampusDiscussionTarget<T>): DiscussionTargetPort<T> {
  return {
    ...port,
    async load(params) {
      const target = await find(params[port.field] ?? '');
      return target && !gone?.(target) && target.universityId === params['universityId'] ? target : null;
    },
    id: (target) => target._id,
    async authorize(viewer, target) {
      const user = requireCampusStudent(viewer, target.universityId, access);
      if (visibleTo && !visibleTo(target, user.id)) throw AppError.notFound(port.messages.notFound);
      if (blocks && !(await blocks.unlessBlocked(user.id, target, (item) => port.ownerId(item)))) throw AppError.notFound(port.messages.notFound);
    },
  };
}
