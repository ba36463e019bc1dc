import { findOwnedItem, type AuthUser } from '@campusloop/service-kit';
import type { DiscussionAction, DiscussionTargetPort } from '../discussion-port';

/**
 * Loads the target the path names and checks the viewer may `action` there (service-kit's
 * `findOwnedItem`, as feed's posts and events): 404 with
 * `notFoundMessage` when it does not exist, else the port's 401/403. A signed-out caller gets 401
 * for a target that does not exist, as it does for every target that needs sign-in: otherwise 401
 * against 404 would tell a visitor which ids exist (issue 17).
 */
export async function loadAuthorizedTarget<T>(
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  action: DiscussionAction,
  notFoundMessage = port.messages.notFound,
): Promise<T> {
  return findOwnedItem(viewer, {
    load: () => port.load(params),
    notFoundMessage,
    authorize: (target) => port.authorize(viewer, target, action),
  });
}
