import { apiPath, MODERATION_MESSAGES, type moderationPaths } from '@campusloop/contracts';
import { TEST_VISITOR, type TestPersona, type VerticalTestKit } from './vertical-test-kit';

type DeskPaths = Pick<ReturnType<typeof moderationPaths>, 'queue' | 'block' | 'unblock' | 'dismiss' | 'audit'>;

/**
 * A desk's moderator-only calls refused: each of `personas` (none a moderator) gets 403 in the
 * error shape with the moderators-only text on the queue, block, unblock, dismiss (of `itemId`) and
 * the audit log; a signed-out caller gets 401. `paths` is the vertical's path table (`…_PATHS`).
 */
export async function expectModeratorsOnly(
  kit: Pick<VerticalTestKit<unknown>, 'call'>,
  paths: DeskPaths,
  itemId: string,
  personas: readonly TestPersona[],
): Promise<void> {
  const calls = [
    ['get', apiPath(paths.queue)],
    ['post', apiPath(paths.block, { itemId })],
    ['post', apiPath(paths.unblock, { itemId })],
    ['post', apiPath(paths.dismiss, { itemId })],
    ['get', apiPath(paths.audit)],
  ] as const;
  for (const as of personas) {
    for (const [method, path] of calls) {
      const res = await kit.call(method, path, as, method === 'post' ? {} : undefined);
      expect({ call: `${method} ${path} as ${as.label}`, status: res.status, body: res.body }).toMatchObject({
        status: 403,
        body: { status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.moderatorsOnly },
      });
    }
  }
  for (const [method, path] of calls) {
    expect({ call: `${method} ${path} signed out`, status: (await kit.call(method, path, TEST_VISITOR, method === 'post' ? {} : undefined)).status }).toMatchObject({ status: 401 });
  }
}
