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
  /** Each call as `as`, with the call named in a failure (`post /api/… as Owner`). */
  const answers = async (as: TestPersona) => {
    const answered = [];
    for (const [method, path] of calls) {
      const res = await kit.call(method, path, as, method === 'post' ? {} : undefined);
      answered.push({ call: `${method} ${path} as ${as.label}`, status: res.status, body: res.body });
    }
    return answered;
  };
  for (const as of personas) {
    for (const answer of await answers(as)) {
      expect(answer).toMatchObject({
        status: 403,
        body: { status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.moderatorsOnly },
      });
    }
  }
  for (const answer of await answers(TEST_VISITOR)) expect(answer).toMatchObject({ status: 401 });
}
