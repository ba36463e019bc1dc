import {
  ACCOUNT_RESTRICTION_EVENT,
  MODERATION_MESSAGES,
  MODERATION_OUTCOME_EVENT,
  NOTIFICATIONS_PATHS,
  apiPath,
  dashboardLinkForTarget,
  type AccountRestriction,
  type ModerationOutcome,
  type Notification,
} from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { useNotificationsTestKit } from '../testing/notifications-test-app';
import { deliverEvent } from '../testing/recorded-events';

const kit = useNotificationsTestKit();

/**
 * Spec §5: a notification's target must be http(s) or one of the allowed internal patterns (the
 * notification centre checks it when opened): /dashboard and /notifications as they are, else a
 * deep-link target path.
 */
const notificationTargetIsAllowed = (target: string) =>
  /^\/(dashboard|notifications)(?:[/?#]|$)/.test(target) || dashboardLinkForTarget(target) !== null;
const list = apiPath(NOTIFICATIONS_PATHS.list);

type Persona = Awaited<ReturnType<typeof kit.persona>>;

async function newest(who: Persona): Promise<Notification[]> {
  const res = await kit.call('get', list, who);
  expect(res.status).toBe(200);
  return res.body.notifications as Notification[];
}

const outcome = (overrides: Partial<ModerationOutcome>): ModerationOutcome => ({
  itemType: 'listing',
  itemId: 'Listing0001',
  action: 'block',
  authorId: null,
  reporterIds: [],
  at: new Date().toISOString(),
  ...overrides,
});

/** Every category switched off: moderation notices come anyway (they cannot be switched off). */
async function switchEverythingOff(who: Persona) {
  const put = await kit.call(
    'put',
    apiPath(NOTIFICATIONS_PATHS.preferences),
    who,
    (['POST', 'COMMENT', 'EVENT', 'MARKETPLACE'] as const).map((category) => ({
      preferenceType: 'CATEGORY',
      userNotificationCategory: category,
      enabled: false,
    })),
  );
  expect(put.status).toBe(200);
}

describe('moderation notices (issue 28)', () => {
  it('when a moderator blocks S’s listing, then S gets the §8 Content Blocked notice that opens it on the Profile, even with every category off', async () => {
    const seller = await kit.persona('Sana');
    await switchEverythingOff(seller);
    const delivered = await deliverEvent(
      kit.app(),
      MODERATION_OUTCOME_EVENT,
      outcome({ authorId: seller.id }),
    );
    expect(delivered.status).toBe(204);

    const [notice, ...others] = await newest(seller);
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({
      category: 'MODERATION',
      type: 'system',
      priority: 'high',
      actorName: null,
      title: 'Content Blocked',
      message: 'Your content has been blocked for violating our community guidelines.',
      targetUrl: '/dashboard?tab=PROFILE&notice=content-blocked',
      metadata: { itemType: 'listing', itemId: 'Listing0001' },
    });
    expect(notice?.message).toBe(MODERATION_MESSAGES.contentBlocked);
    expect(notificationTargetIsAllowed(notice?.targetUrl ?? '')).toBe(true);
  });

  it('tells each reporter the outcome (acted on / dismissed) naming neither the author nor the other reporters', async () => {
    const author = await kit.persona('Author Anon');
    const r1 = await kit.persona('Reporter One');
    const r2 = await kit.persona('Reporter Two');
    await switchEverythingOff(r1);
    await deliverEvent(
      kit.app(),
      MODERATION_OUTCOME_EVENT,
      outcome({ itemType: 'post', itemId: 'Post0000001', authorId: author.id, reporterIds: [r1.id, r2.id] }),
    );
    await deliverEvent(
      kit.app(),
      MODERATION_OUTCOME_EVENT,
      outcome({ itemType: 'comment', itemId: 'Comment0001', action: 'dismiss', reporterIds: [r1.id] }),
    );

    const [dismissed, actedOn, ...more] = await newest(r1);
    expect(more).toHaveLength(0);
    expect(actedOn).toMatchObject({
      category: 'MODERATION',
      type: 'system',
      actorName: null,
      title: 'Your report was acted on',
      message:
        'Thank you for your report. Our moderators reviewed the post you reported and blocked it for violating our community guidelines.',
      targetUrl: '/notifications',
    });
    expect(dismissed).toMatchObject({
      title: 'Your report was reviewed',
      message:
        'Thank you for your report. Our moderators reviewed the comment you reported and found that it does not break our community guidelines.',
      targetUrl: '/notifications',
    });
    const [r2Notice] = await newest(r2);
    expect(r2Notice?.title).toBe('Your report was acted on');

    // Its target passes the notification centre's check (the allowed `notifications` page).
    expect(notificationTargetIsAllowed(actedOn?.targetUrl ?? '')).toBe(true);
    // Anonymity: nothing a reporter receives carries the author's or another reporter's id or name.
    const seenByReporters = JSON.stringify([...(await newest(r1)), ...(await newest(r2))]);
    for (const secret of [author.id, 'Author Anon', r1.id, r2.id, 'Reporter One', 'Reporter Two'])
      expect(seenByReporters).not.toContain(secret);
    // The author is told once, and only the Content Blocked notice (not who reported).
    const authorSees = await newest(author);
    expect(authorSees.map((n) => n.title)).toEqual(['Content Blocked']);
    expect(JSON.stringify(authorSees)).not.toMatch(new RegExp(`${r1.id}|${r2.id}|Reporter`));
  });

  it('when identity restricts A’s account, then A gets the §8 Account Restricted notice at /account/blocked; a lift tells nobody', async () => {
    const a = await kit.persona('Asha');
    await switchEverythingOff(a);
    const changedAt = new Date();
    const restricted: AccountRestriction = {
      userId: a.id,
      restrictedUntil: new Date(changedAt.getTime() + 24 * 3_600_000).toISOString(),
      changedAt: changedAt.toISOString(),
    };
    expect((await deliverEvent(kit.app(), ACCOUNT_RESTRICTION_EVENT, restricted)).status).toBe(204);
    const lifted: AccountRestriction = {
      userId: a.id,
      restrictedUntil: null,
      changedAt: new Date().toISOString(),
    };
    expect((await deliverEvent(kit.app(), ACCOUNT_RESTRICTION_EVENT, lifted)).status).toBe(204);

    const [notice, ...others] = await newest(a);
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({
      category: 'MODERATION',
      type: 'system',
      priority: 'high',
      actorName: null,
      title: 'Account Restricted',
      message: 'Your account has been temporarily restricted due to violations of our community guidelines.',
      targetUrl: '/account/blocked',
      metadata: { restrictedUntil: restricted.restrictedUntil },
    });
    // The link the notification centre opens: the Profile tab with the notice (the shell's `notice` parameter).
    expect(dashboardLinkForTarget(notice?.targetUrl ?? '')).toBe(
      '/dashboard?tab=PROFILE&notice=account-restricted',
    );
    expect(notificationTargetIsAllowed(notice?.targetUrl ?? '')).toBe(true);
  });

  it('tells each recipient once when an outcome is delivered again (at-least-once delivery)', async () => {
    const author = await kit.persona('Sana');
    const reporter = await kit.persona('Ravi');
    const eventId = newId();
    const payload = outcome({ authorId: author.id, reporterIds: [reporter.id] });
    expect((await deliverEvent(kit.app(), MODERATION_OUTCOME_EVENT, payload, eventId)).status).toBe(204);
    expect((await deliverEvent(kit.app(), MODERATION_OUTCOME_EVENT, payload, eventId)).status).toBe(204);
    expect(await newest(author)).toHaveLength(1);
    expect(await newest(reporter)).toHaveLength(1);
  });

  it('refuses an outcome out of its contract (no action named), telling nobody', async () => {
    const author = await kit.persona('Sana');
    const bad = { ...outcome({ authorId: author.id }), action: 'shout' };
    expect((await deliverEvent(kit.app(), MODERATION_OUTCOME_EVENT, bad)).status).toBe(400);
    expect(await newest(author)).toHaveLength(0);
  });
});
